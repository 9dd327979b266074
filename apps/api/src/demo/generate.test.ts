import { getTableConfig } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_DEMO } from "../../test/database-templates.js";
import { demoInstant, type Row } from "./context.js";
import { generateDemo } from "./generate.js";
import { digestDemo } from "./load.js";
import { TEAM_TYPES } from "./reference.js";

const options = TEST_DEMO;
const tables = new Map<string, Row[]>();

beforeAll(async () => {
  await generateDemo(options, (table, row) => {
    const name = getTableConfig(table).name;
    if (!tables.has(name)) tables.set(name, []);
    tables.get(name)!.push(row);
  });
});

const rowsOf = (name: string) => tables.get(name) ?? [];

describe("demo association generator", () => {
  it("produces identical data for the same seed and date, and different data otherwise", async () => {
    const first = await digestDemo(options);
    const second = await digestDemo(options);
    expect(second.digest).toBe(first.digest);
    expect((await digestDemo({ ...options, seed: "anders" })).digest).not.toBe(first.digest);
    expect((await digestDemo({ ...options, date: "2026-09-05" })).digest).not.toBe(first.digest);
  });

  it("names in a table's first row every column a later row sets, since the loader copies only those", () => {
    for (const [name, rows] of tables) {
      const copied = new Set(Object.keys(rows[0]!));
      const dropped = new Set(rows.flatMap((row) => Object.keys(row).filter((key) => !copied.has(key))));
      expect([...dropped], name).toEqual([]);
    }
  });

  it("links each Bezirk and Kreis playing area to its Bezirk or Kreis", () => {
    const areas = rowsOf("playing_areas");
    const bezirkIds = new Set(rowsOf("bezirke").map((row) => row.id));
    const kreisIds = new Set(rowsOf("kreise").map((row) => row.id));
    expect(areas.map((row) => row.kind)).toEqual(["association", "bezirk", "kreis", "kreis", "kreis", "kreis"]);
    for (const area of areas) {
      const bezirkId = area.bezirkId ?? null;
      const kreisId = area.kreisId ?? null;
      expect(bezirkId === null ? null : bezirkIds.has(bezirkId)).toBe(area.kind === "bezirk" ? true : null);
      expect(kreisId === null ? null : kreisIds.has(kreisId)).toBe(area.kind === "kreis" ? true : null);
    }
  });

  it("builds the small preset from one Bezirk with its real Kreise", () => {
    expect(rowsOf("bezirke").map((row) => row.name)).toEqual(["Oberbayern"]);
    expect(rowsOf("kreise").map((row) => row.name)).toEqual(["München", "Donau/Isar", "Inn/Salzach", "Zugspitze"]);
    expect(rowsOf("seasons").map((row) => row.id)).toEqual(["2425", "2526", "2627"]);
    expect(rowsOf("seasons").find((row) => row.isCurrent)?.id).toBe("2627");
  });

  it("pairs every two teams of a league exactly once per leg and never twice on a matchday", () => {
    const competitions = rowsOf("competitions").filter((row) => row.competitionTypeId === 1);
    expect(competitions.length).toBeGreaterThan(5);
    for (const competition of competitions) {
      const matches = rowsOf("matches").filter(
        (row) => row.competitionId === competition.id && row.status !== "bye" && !row.rescheduledFromMatchId,
      );
      const entries = rowsOf("competition_teams").filter((row) => row.competitionId === competition.id);
      const n = entries.length;
      const legLength = n % 2 === 0 ? n - 1 : n;
      const perLeg = [new Map<string, number>(), new Map<string, number>()];
      const perMatchday = new Map<number, string[]>();
      for (const match of matches) {
        const leg = (match.matchday as number) <= legLength ? 0 : 1;
        const key = [match.homeTeamSeasonId, match.guestTeamSeasonId].sort().join("|");
        perLeg[leg]!.set(key, (perLeg[leg]!.get(key) ?? 0) + 1);
        const teams = perMatchday.get(match.matchday as number) ?? [];
        teams.push(match.homeTeamSeasonId as string, match.guestTeamSeasonId as string);
        perMatchday.set(match.matchday as number, teams);
      }
      for (const leg of perLeg) {
        expect(leg.size).toBe((n * (n - 1)) / 2);
        expect([...leg.values()].every((count) => count === 1)).toBe(true);
      }
      for (const teams of perMatchday.values()) expect(new Set(teams).size).toBe(teams.length);
    }
  });

  it("fills squads with players whose age fits the team type", () => {
    const teamTypeOfTeam = new Map(rowsOf("teams").map((row) => [row.id, row.teamTypeId as number]));
    const teamOfSeason = new Map(rowsOf("team_seasons").map((row) => [row.id, row.teamId as string]));
    const birthOf = new Map(rowsOf("players").map((row) => [row.id, row.dateOfBirth as string]));
    const memberships = rowsOf("squad_memberships");
    expect(memberships.length).toBeGreaterThan(500);
    for (const membership of memberships) {
      const type = TEAM_TYPES.find(
        (t) => t.id === teamTypeOfTeam.get(teamOfSeason.get(membership.teamSeasonId as string)!),
      )!;
      const age = 2026 - Number(birthOf.get(membership.playerId as string)!.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(type.minAge!);
      expect(age).toBeLessThanOrEqual(type.maxAge!);
    }
  });

  it("contains every special status of the domain", () => {
    const statuses = new Set(rowsOf("matches").map((row) => row.status));
    for (const status of [
      "scheduled",
      "provisional",
      "live",
      "finished",
      "postponed",
      "rescheduled",
      "abandoned",
      "annulled",
      "no_show_home",
      "no_show_guest",
      "no_show_both",
      "awarded",
      "bye",
    ]) {
      expect(statuses, status).toContain(status);
    }
    const decisions = new Set(rowsOf("matches").map((row) => row.decision));
    expect([...decisions]).toEqual(expect.arrayContaining(["rating", "court_verdict", "administrative"]));
    const matches = rowsOf("matches");
    expect(matches.some((row) => row.homePenaltyGoals !== null && row.homeGoalsExtraTime !== null)).toBe(true);
    expect(matches.some((row) => row.homeGoalsExtraTime !== null && row.homePenaltyGoals === null)).toBe(true);
    expect(matches.some((row) => row.homePenaltyGoals !== null && row.homeGoalsExtraTime === null)).toBe(true);
    expect(matches.some((row) => row.isResultPrivate === true)).toBe(true);
    expect(matches.some((row) => row.isKickoffTimeKnown === false)).toBe(true);
    const rescheduled = matches.find((row) => row.status === "rescheduled")!;
    expect(matches.find((row) => row.id === rescheduled.rescheduledToMatchId)?.rescheduledFromMatchId).toBe(
      rescheduled.id,
    );
    expect(rowsOf("competition_teams").some((row) => row.withdrawnOn !== null)).toBe(true);
    expect(rowsOf("competition_teams").some((row) => row.isOutOfCompetition === true)).toBe(true);
    expect(rowsOf("point_deductions")).toHaveLength(1);
    expect(rowsOf("team_seasons").some((row) => row.isWithdrawn === true)).toBe(true);
  });

  it("covers every competition type family and every content type but one-off drafts", () => {
    const types = new Set(rowsOf("competitions").map((row) => row.competitionTypeId));
    expect([...types].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 70, 308, 401, 402, 403]);
    const contentTypes = new Set(rowsOf("articles").map((row) => row.contentType));
    expect(contentTypes.size).toBe(8);
    const emails = rowsOf("users").map((row) => String(row.email));
    // The five demo accounts, and the promateur pilot's players who hold their records (docs/promateur.md).
    expect(emails.filter((email) => !email.startsWith("kicker-"))).toHaveLength(5);
    expect(emails.filter((email) => email.startsWith("kicker-")).length).toBeGreaterThan(0);
    expect(rowsOf("promateur_pilot_leagues").length).toBeGreaterThan(0);
    expect(rowsOf("promateur_opt_outs")).toHaveLength(1);
  });

  it("writes articles that differ from each other, each with a text that does not repeat its teaser", () => {
    const news = rowsOf("articles").filter((row) => row.contentType === "CMS_NEWS");
    expect(news.length).toBeGreaterThan(8);
    expect(new Set(news.map((row) => row.title)).size).toBe(news.length);
    expect(new Set(news.map((row) => row.introText)).size).toBe(news.length);
    const slugs = rowsOf("articles").map((row) => row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const row of rowsOf("articles")) {
      expect(String(row.body ?? ""), String(row.title)).not.toContain(String(row.introText));
    }
  });
});

describe("the demo's team admin", () => {
  // Saturday (the other tests' date) has evening matches; Sunday's league matches have all kicked off by the demo
  // clock (15:45), and Monday has no league matches at all.
  it.each(["2026-11-21", "2026-11-29", "2026-11-30"])(
    "has a match still to kick off on the demo date %s, and no other match that day",
    async (date) => {
      const rows = new Map<string, Row[]>();
      await generateDemo({ ...options, date }, (table, row) => {
        const name = getTableConfig(table).name;
        if (["team_admin_rights", "team_seasons", "matches"].includes(name)) {
          if (!rows.has(name)) rows.set(name, []);
          rows.get(name)!.push(row);
        }
      });
      const [right] = rows.get("team_admin_rights")!;
      const seasons = new Set(
        rows
          .get("team_seasons")!
          .filter((row) => row.teamId === right!.teamId)
          .map((row) => row.id),
      );
      const onDate = rows
        .get("matches")!
        .filter((match) => seasons.has(match.homeTeamSeasonId) || seasons.has(match.guestTeamSeasonId))
        .filter(
          (match) =>
            match.kickoffAt !== null &&
            (match.kickoffAt as Date).toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }) === date,
        );
      expect(onDate.map((match) => match.status)).toEqual(["scheduled"]);
      expect((onDate[0]!.kickoffAt as Date).getTime()).toBeGreaterThan(demoInstant(date).getTime());
    },
  );
});
