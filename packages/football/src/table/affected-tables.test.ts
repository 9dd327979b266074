import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchStatus } from "../match/match-status.js";
import { open, played, settingsFor, teams } from "../test-support/table-fixtures.js";
import { findAffectedTables } from "./affected-tables.js";
import { bavarianLowerLeagueProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { TableMatch, TableVariant } from "./table-types.js";

describe("findAffectedTables", () => {
  const change = (before: TableMatch | null, after: TableMatch | null) =>
    findAffectedTables({ competitionId: "C1", before, after, totalMatchdays: 30 });

  it("touches only the live table while a live score changes", () => {
    const before = played(7, "A", "B", 1, 0, { status: "live" });
    expect(change(before, { ...before, homeGoals: 2 })).toEqual({
      competitionId: "C1",
      variants: ["live"],
      fromMatchday: null,
    });
  });

  it("touches every table from the match's matchday when a result comes in", () => {
    const before = played(7, "A", "B", 1, 0, { status: "live" });
    expect(change(before, { ...before, status: "finished" })).toEqual({
      competitionId: "C1",
      variants: ["overall", "home", "away", "firstHalf", "live", "asOfMatchday"],
      fromMatchday: 7,
    });
  });

  it("touches both halves and starts at the earlier matchday when a result moves", () => {
    const before = played(3, "A", "B", 1, 0);
    expect(change(before, { ...before, matchday: 20 })).toMatchObject({
      variants: ["overall", "home", "away", "firstHalf", "secondHalf", "live", "asOfMatchday"],
      fromMatchday: 3,
    });
  });

  it("touches nothing when only the kickoff moves or a scheduled match is postponed", () => {
    const before = open(4, "A", "B");
    expect(change(before, { ...before, kickoffAt: "2025-02-01T18:00:00Z" }).variants).toEqual([]);
    expect(change(before, { ...before, status: "postponed" }).variants).toEqual([]);
  });

  it("touches the standings when a postponed match is annulled, because the table may become final", () => {
    const before = open(4, "A", "B", "postponed");
    expect(change(before, { ...before, status: "annulled" }).variants).toContain("overall");
  });

  it("touches nothing when a decision confirms the score that already counted", () => {
    const before = played(4, "A", "B", 2, 0);
    expect(change(before, { ...before, status: "awarded", decision: "rating" }).variants).toEqual([]);
  });

  it("knows a decision's 0:2 only leaves a no-show unchanged where the award is 2:0", () => {
    const before = open(4, "A", "B", "no_show_home");
    const after = { ...before, status: "awarded" as const, homeGoals: 0, guestGoals: 2, decision: "rating" as const };
    expect(change(before, after).variants).toEqual([]);
    const threeNil = findAffectedTables({ competitionId: "C1", before, after, awardedGoals: 3 });
    expect(threeNil.variants).toContain("overall");
  });

  it("never misses a table that really changes", () => {
    const statuses: MatchStatus[] = [
      "finished",
      "scheduled",
      "live",
      "postponed",
      "annulled",
      "no_show_home",
      "abandoned",
    ];
    const version = fc.record({
      matchday: fc.integer({ min: 1, max: 6 }),
      status: fc.constantFrom(...statuses),
      homeGoals: fc.integer({ min: 0, max: 3 }),
      guestGoals: fc.integer({ min: 0, max: 3 }),
    });
    const seasonMatches = fc.array(
      fc.record({ pair: fc.constantFrom(["A", "B"], ["B", "C"], ["C", "A"], ["C", "B"]), result: version }),
      { minLength: 1, maxLength: 10 },
    );
    fc.assert(
      fc.property(seasonMatches, version, fc.nat(), (drafts, replacement, pick) => {
        const matches = drafts.map(
          ({ pair, result }, index): TableMatch => ({
            id: `m${index}`,
            kickoffAt: null,
            homeTeamId: pair[0]!,
            guestTeamId: pair[1]!,
            ...result,
          }),
        );
        const index = pick % matches.length;
        const before = matches[index]!;
        const after = { ...before, ...replacement };
        const changed = [...matches];
        changed[index] = after;
        const affected = findAffectedTables({ competitionId: "C1", before, after, totalMatchdays: 6 });
        const variants: TableVariant[] = [
          { kind: "overall" },
          { kind: "home" },
          { kind: "away" },
          { kind: "firstHalf" },
          { kind: "secondHalf" },
          { kind: "live" },
          ...[1, 2, 3, 4, 5, 6].map((matchday) => ({ kind: "asOfMatchday" as const, matchday })),
        ];
        for (const variant of variants) {
          const isReported =
            variant.kind === "asOfMatchday"
              ? affected.variants.includes("asOfMatchday") && variant.matchday >= (affected.fromMatchday ?? 0)
              : affected.variants.includes(variant.kind);
          if (isReported) continue;
          const rank = (list: TableMatch[]) =>
            rankTable({
              competitionId: "C1",
              teams: teams("A", "B", "C"),
              matches: list,
              settings: settingsFor(bavarianLowerLeagueProfile, { totalMatchdays: 6 }),
              variant,
            });
          expect(rank(changed)).toEqual(rank(matches));
        }
      }),
    );
  });

  it("touches every table from the matchday of a deleted result", () => {
    expect(change(played(1, "A", "B", 0, 0), null)).toEqual({
      competitionId: "C1",
      variants: ["overall", "home", "away", "firstHalf", "live", "asOfMatchday"],
      fromMatchday: 1,
    });
  });
});
