import { expect, test } from "./fixtures";

/*
 * A player who keeps his profile private is never named on the site. The names the API hides cannot be read
 * through it, so this test generates the same demo association the stack under test loaded (same preset, seed
 * and date, playwright.config.ts) and searches the pages' HTML for the hidden names.
 */

type Row = Record<string, unknown>;
interface Generator {
  generateDemo(
    options: { preset: string; seed: string; date: string },
    emit: (table: unknown, row: Row) => void,
  ): Promise<void>;
}
interface TableConfig {
  getTableConfig(table: unknown): { name: string };
}

interface HiddenPlayer {
  fullName: string;
  matchId: string;
  competitionId: string;
  scored: boolean;
}

/** Finished matches with a private player on the team sheet whose name no public person shares. */
async function findHiddenPlayers(): Promise<HiddenPlayer[]> {
  // Built by `npm start` before the stack came up; loaded at run time, not when tests are collected.
  const generatorPath = new URL("../../apps/api/dist/demo/generate.js", import.meta.url).href;
  const { generateDemo } = (await import(generatorPath)) as Generator;
  const { getTableConfig } = (await import("drizzle-orm/pg-core")) as TableConfig;
  const rows = new Map<string, Row[]>();
  const kept = new Set(["players", "referees", "functionaries", "matches", "match_lineups", "match_events"]);
  await generateDemo({ preset: "small", seed: "spielfeld", date: "2026-11-21" }, (table, row) => {
    const name = getTableConfig(table).name;
    if (!kept.has(name)) return;
    if (!rows.has(name)) rows.set(name, []);
    rows.get(name)!.push(row);
  });
  const of = (name: string) => rows.get(name) ?? [];
  const fullName = (person: Row) => `${person.firstName} ${person.lastName}`;
  const publicNames = new Map<string, number>();
  for (const person of [...of("players"), ...of("referees"), ...of("functionaries")]) {
    publicNames.set(fullName(person), (publicNames.get(fullName(person)) ?? 0) + 1);
  }
  const hidden = new Map(
    of("players")
      .filter((player) => player.isProfilePublic === false && publicNames.get(fullName(player)) === 1)
      .map((player) => [player.id as string, fullName(player)]),
  );
  const finished = new Map(
    of("matches")
      .filter((match) => match.status === "finished" && match.isResultPrivate === false)
      .map((match) => [match.id as string, match.competitionId as string]),
  );
  const scorers = new Set(
    of("match_events")
      .filter((event) => [7, 9].includes(event.typeCode as number))
      .map((event) => `${event.matchId}|${event.playerId}`),
  );
  const found: HiddenPlayer[] = [];
  for (const entry of of("match_lineups")) {
    const name = hidden.get(entry.playerId as string);
    const competitionId = finished.get(entry.matchId as string);
    if (!name || !competitionId) continue;
    const scored = scorers.has(`${entry.matchId}|${entry.playerId}`);
    found.push({ fullName: name, matchId: entry.matchId as string, competitionId, scored });
  }
  // Scorers first: their names would show beside goals, in the ticker and in the scorer list.
  return found.sort((left, right) => Number(right.scored) - Number(left.scored));
}

test.describe("privacy on the pages", () => {
  test("a player who keeps his profile private is named on no page, not even in the HTML", async ({ page }) => {
    test.setTimeout(120_000);
    const hidden = await findHiddenPlayers();
    expect(hidden.length, "the demo has private players on team sheets").toBeGreaterThan(0);
    const [first] = hidden;
    expect(first!.scored, "one of them scored").toBe(true);

    for (const player of hidden.slice(0, 3)) {
      const matchPage = await page.goto(`/ergebnisse/spiel/-/${player.matchId}`);
      expect(matchPage?.status()).toBe(200);
      const html = await page.content();
      expect(html, `match ${player.matchId}`).not.toContain(player.fullName);
      await expect(page.getByText("Nicht öffentlich").first()).toBeVisible();
    }

    const scorersPage = await page.goto(`/ergebnisse/wettbewerb/-/${first!.competitionId}/torjaeger`);
    expect(scorersPage?.status()).toBe(200);
    expect(await page.content()).not.toContain(first!.fullName);
  });
});
