import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MatchStatus } from "../match/match-status.js";
import { settingsFor, teams } from "../test-support/table-fixtures.js";
import { bavarianLowerLeagueProfile, regionalligaProfile, type TieBreakProfile } from "./profiles.js";
import { rankTable } from "./rank-table.js";
import type { RankTableInput, TableEntry, TableMatch, TableVariant } from "./table-types.js";

const teamNames = ["A", "B", "C", "D", "E", "F", "G", "H"];

function arbitrarySeason(statuses: readonly MatchStatus[] = ["finished"]) {
  return fc.integer({ min: 2, max: 8 }).chain((teamCount) =>
    fc
      .array(
        fc.record({
          home: fc.integer({ min: 0, max: teamCount - 1 }),
          guestOffset: fc.integer({ min: 1, max: teamCount - 1 }),
          matchday: fc.integer({ min: 1, max: 10 }),
          homeGoals: fc.integer({ min: 0, max: 5 }),
          guestGoals: fc.integer({ min: 0, max: 5 }),
          status: fc.constantFrom(...statuses),
        }),
        { maxLength: 40 },
      )
      .map((drafts) => ({
        teamIds: teamNames.slice(0, teamCount),
        matches: drafts.map(
          (draft, index): TableMatch => ({
            id: `m${index}`,
            matchday: draft.matchday,
            kickoffAt: null,
            homeTeamId: teamNames[draft.home]!,
            guestTeamId: teamNames[(draft.home + draft.guestOffset) % teamCount]!,
            status: draft.status,
            homeGoals: draft.homeGoals,
            guestGoals: draft.guestGoals,
          }),
        ),
      })),
  );
}

function rankSeason(
  season: { teamIds: string[]; matches: TableMatch[] },
  profile: TieBreakProfile,
  variant: TableVariant = { kind: "overall" },
) {
  const input: RankTableInput = {
    competitionId: "property",
    teams: teams(...season.teamIds),
    matches: season.matches,
    settings: settingsFor(profile, { promotionCount: 1, relegationCount: 1 }),
    variant,
  };
  return rankTable(input);
}

function statsOf(entry: TableEntry) {
  const { matchesPlayed, matchesWon, matchesDrawn, matchesLost, goalsPlus, goalsMinus, points } = entry;
  return { matchesPlayed, matchesWon, matchesDrawn, matchesLost, goalsPlus, goalsMinus, points };
}

const mixedStatuses: MatchStatus[] = [
  "finished",
  "finished",
  "finished",
  "scheduled",
  "annulled",
  "no_show_home",
  "live",
];

describe("rankTable properties", () => {
  it("ranks every team exactly once with standard competition positions", () => {
    fc.assert(
      fc.property(
        arbitrarySeason(mixedStatuses),
        fc.constantFrom(...[regionalligaProfile, bavarianLowerLeagueProfile]),
        (season, profile) => {
          const table = rankSeason(season, profile);
          expect(table.entries.map((entry) => entry.teamId).sort()).toEqual([...season.teamIds].sort());
          table.entries.forEach((entry, index) => {
            const previous = table.entries[index - 1];
            const isShared = previous !== undefined && previous.position === entry.position;
            expect(entry.position).toBe(isShared ? previous.position : index + 1);
            if (isShared) expect(entry.isSharedPlace && previous.isSharedPlace).toBe(true);
          });
        },
      ),
    );
  });

  it("orders Regionalliga tables by points, goal difference and goals; shared places are level on all three", () => {
    fc.assert(
      fc.property(arbitrarySeason(mixedStatuses), (season) => {
        const table = rankSeason(season, regionalligaProfile);
        const key = (entry: TableEntry) => [entry.points, entry.goalDifference, entry.goalsPlus];
        for (let index = 1; index < table.entries.length; index++) {
          const [upper, lower] = [key(table.entries[index - 1]!), key(table.entries[index]!)];
          const firstDifference = upper.findIndex((value, position) => value !== lower[position]);
          if (firstDifference >= 0) expect(upper[firstDifference]!).toBeGreaterThan(lower[firstDifference]!);
          if (
            table.entries[index]!.isSharedPlace &&
            table.entries[index - 1]!.position === table.entries[index]!.position
          ) {
            expect(upper).toEqual(lower);
          }
        }
      }),
    );
  });

  it("puts the winner of the direct matches first when exactly two Bavarian teams are level on points", () => {
    fc.assert(
      fc.property(arbitrarySeason(), (season) => {
        const table = rankSeason(season, bavarianLowerLeagueProfile);
        for (let index = 1; index < table.entries.length; index++) {
          const [upper, lower] = [table.entries[index - 1]!, table.entries[index]!];
          expect(upper.points).toBeGreaterThanOrEqual(lower.points);
          const level = table.entries.filter((entry) => entry.points === upper.points);
          if (level.length !== 2 || lower.points !== upper.points) continue;
          expect(directPoints(season.matches, upper.teamId, lower.teamId)).toBeGreaterThanOrEqual(
            directPoints(season.matches, lower.teamId, upper.teamId),
          );
        }
      }),
    );
  });

  it("swaps home and away tables when every match is played the other way round", () => {
    const profile: TieBreakProfile = {
      ...regionalligaProfile,
      criteria: regionalligaProfile.criteria.filter((step) => !step.criterion.includes("away")),
      fallback: "shared_place",
    };
    fc.assert(
      fc.property(arbitrarySeason(mixedStatuses), (season) => {
        const reversed = {
          ...season,
          matches: season.matches.map((match) => ({
            ...match,
            homeTeamId: match.guestTeamId,
            guestTeamId: match.homeTeamId,
            homeGoals: match.guestGoals,
            guestGoals: match.homeGoals,
            status: match.status === "no_show_home" ? ("no_show_guest" as const) : match.status,
          })),
        };
        expect(rankSeason(reversed, profile, { kind: "home" }).entries).toEqual(
          rankSeason(season, profile, { kind: "away" }).entries,
        );
        expect(rankSeason(reversed, profile, { kind: "away" }).entries).toEqual(
          rankSeason(season, profile, { kind: "home" }).entries,
        );
      }),
    );
  });

  it("makes every overall row the sum of the team's home and away rows", () => {
    fc.assert(
      fc.property(arbitrarySeason(mixedStatuses), (season) => {
        const byTeam = (variant: TableVariant) =>
          new Map(
            rankSeason(season, bavarianLowerLeagueProfile, variant).entries.map((entry) => [
              entry.teamId,
              statsOf(entry),
            ]),
          );
        const [overall, home, away] = [byTeam({ kind: "overall" }), byTeam({ kind: "home" }), byTeam({ kind: "away" })];
        for (const teamId of season.teamIds) {
          const [homeRow, awayRow] = [home.get(teamId)!, away.get(teamId)!];
          const summed = Object.fromEntries(
            Object.entries(homeRow).map(([field, value]) => [field, value + awayRow[field as keyof typeof awayRow]]),
          );
          expect(overall.get(teamId)).toEqual(summed);
        }
      }),
    );
  });

  it("changes only the two teams' rows (besides positions) when a match is added", () => {
    fc.assert(
      fc.property(
        arbitrarySeason(),
        fc.nat(),
        fc.nat(),
        fc.nat(5),
        fc.nat(5),
        (season, first, offset, homeGoals, guestGoals) => {
          const count = season.teamIds.length;
          const homeTeamId = season.teamIds[first % count]!;
          const guestTeamId = season.teamIds[(first + 1 + (offset % (count - 1))) % count]!;
          const added: TableMatch = {
            id: "added",
            matchday: 1,
            kickoffAt: null,
            homeTeamId,
            guestTeamId,
            status: "finished",
            homeGoals,
            guestGoals,
          };
          const rows = (matches: TableMatch[]) =>
            new Map(
              rankSeason({ ...season, matches }, bavarianLowerLeagueProfile).entries.map((entry) => [
                entry.teamId,
                statsOf(entry),
              ]),
            );
          const [before, after] = [rows(season.matches), rows([...season.matches, added])];
          for (const teamId of season.teamIds) {
            if (teamId === homeTeamId || teamId === guestTeamId)
              expect(after.get(teamId)?.matchesPlayed).toBe(before.get(teamId)!.matchesPlayed + 1);
            else expect(after.get(teamId)).toEqual(before.get(teamId));
          }
        },
      ),
    );
  });

  it("does not depend on the order of teams and matches", () => {
    fc.assert(
      fc.property(arbitrarySeason(mixedStatuses), fc.integer(), (season, seed) => {
        const shuffled = {
          teamIds: shuffle(season.teamIds, seed),
          matches: shuffle(season.matches, seed + 1),
        };
        expect(rankSeason(shuffled, bavarianLowerLeagueProfile).entries).toEqual(
          rankSeason(season, bavarianLowerLeagueProfile).entries,
        );
      }),
    );
  });
});

/** Points `teamId` took from its finished matches against `opponentId`, computed here without the engine. */
function directPoints(matches: readonly TableMatch[], teamId: string, opponentId: string): number {
  let points = 0;
  for (const match of matches) {
    if (match.status !== "finished" || match.homeGoals === null || match.guestGoals === null) continue;
    const isHome = match.homeTeamId === teamId && match.guestTeamId === opponentId;
    const isGuest = match.guestTeamId === teamId && match.homeTeamId === opponentId;
    if (!isHome && !isGuest) continue;
    const [own, other] = isHome ? [match.homeGoals, match.guestGoals] : [match.guestGoals, match.homeGoals];
    points += own > other ? 3 : own === other ? 1 : 0;
  }
  return points;
}

function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
