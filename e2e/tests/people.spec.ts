import type { APIRequestContext, Page } from "@playwright/test";
import type { CallResult, Match, PlayerProfile, RefereeProfile } from "@spielfeld/api-client";
import { competitionMatches, currentCompetitions, demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Player and referee pages, reached the way a visitor reaches them: from a competition's table to a club, to one of
 * its teams, to a player of its squad, and from one of the team's matches to its referee, each step a click. What
 * a player hides never reaches the page's HTML, and a profile that is not public is the site's 404 page.
 */

type TableEntry = CallResult<"getAmateurTable">["entries"][number];
type TeamProfile = CallResult<"getTeamProfile">;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

const playerProfile = async (playerId: string): Promise<PlayerProfile | null> => {
  try {
    return await demoApi().players.getPlayerProfileDefault({ "player-id": playerId });
  } catch {
    return null;
  }
};
const refereeProfile = (refereeId: string): Promise<RefereeProfile> =>
  demoApi().referees.getRefereeProfile({ userid: refereeId });

interface Journey {
  competitionId: string;
  entry: TableEntry;
  team: TeamProfile;
  player: PlayerProfile;
  match: Match;
}

/**
 * The first league team (in competition order) with a published squad whose first public player shows a fever
 * curve, and whose latest match names a referee with a public profile: every step of the journey exists.
 */
async function findJourney(): Promise<Journey> {
  for (const competition of await currentCompetitions()) {
    if (!competition.hasTable || competition.isTopLeague) continue;
    const table = await demoApi().competitions.getAmateurTable({ staffel: competition.compoundId });
    for (const entry of table.entries) {
      const team = await demoApi().clubs.getTeamProfile({ "team-id": entry.teamPermanentId });
      if (!team.config.trend) continue;
      const squad = await demoApi().clubs.getTeamSquadForSeason({ saison: team.season, "team-id": team.teamSeasonId });
      const around = await demoApi().clubs.getTeamPreviousAndNextMatches({
        "amount-of-matches-before": 3,
        "amount-of-matches-after": 0,
        "team-id": team.teamPermanentId,
      });
      const match = [...around.previousMatches].reverse().find((candidate) => candidate.refereeId);
      if (!match) continue;
      for (const candidate of squad.entries) {
        if (!candidate.playerId) continue;
        const player = await playerProfile(candidate.playerId);
        if (player?.visibility.performance && player.performance?.length) {
          return { competitionId: competition.compoundId, entry, team, player, match };
        }
      }
    }
  }
  throw new Error("The demo has no league team with a public player and a referee with a public profile");
}

/** Every internal link of the page's main content answers without an error (redirects followed). */
async function expectNoBrokenLinks(page: Page, request: APIRequestContext): Promise<void> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")))];
  expect(internal.length).toBeGreaterThan(2);
  const broken: string[] = [];
  for (const href of internal) {
    const status = (await request.get(href.split("#")[0]!)).status();
    if (status >= 400) broken.push(`${status} ${href}`);
  }
  expect(broken).toEqual([]);
}

test.describe("player and referee pages", () => {
  test("a visitor goes from a table to a club, a team, a player and, from the team's match, to the referee", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const { competitionId, entry, team, player, match } = await findJourney();
    // The competition's table: the team's row leads to the team, whose header leads to its club.
    await page.goto(`/ergebnisse/wettbewerb/-/${competitionId}`);
    await page
      .locator("table.standings__table--league")
      .first()
      .getByRole("link", { name: entry.teamName, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.teamName, { timeout: 30_000 });
    await page.locator(".team__header").getByRole("link", { name: team.clubName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vereine/[^/]+/${team.clubId}$`), { timeout: 30_000 });
    // The club's team list leads back to the team, and its squad to the player.
    await page
      .getByRole("region", { name: "Mannschaften", exact: true })
      .getByRole("link", { name: team.teamName, exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.teamName, { timeout: 30_000 });
    await page
      .getByRole("region", { name: "Kader", exact: true })
      .getByRole("link", { name: fullName(player), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/spieler/[^/]+/${player.playerId}$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName(player));
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(fullName(player))} \\| `));
    // The player's canonical link (after a client-side navigation the previous page's link can stay in the head).
    await expect(page.locator(`link[rel="canonical"][href*="/spieler/"][href$="/${player.playerId}"]`)).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]').last()).toHaveAttribute("content", /.+/);
    // The header: club and team, linked.
    const header = page.locator(".player__header");
    if (player.club) {
      await expect(header.getByRole("link", { name: player.club.clubName, exact: true })).toHaveAttribute(
        "href",
        new RegExp(`^/vereine/[^/]+/${player.club.clubId}$`),
      );
    }
    // Appearances per season, as the API counts them.
    const performance = page.getByRole("region", { name: "Einsätze pro Saison" }).first();
    const firstSeason = player.performance![0]!;
    await expect(performance.getByRole("row").nth(1).getByRole("cell").nth(1)).toHaveText(String(firstSeason.matches));
    // The season's matches, each linked to its match page.
    const season = await demoApi().players.getPlayerPerformanceV2({ userid: player.playerId });
    const seasonMatches = page.getByRole("region", { name: /^Spiele der Saison / });
    await expect(seasonMatches.getByRole("row")).toHaveCount(season.entries.length + 1);
    await expect(seasonMatches.locator(`a[href$="/${season.entries[0]!.matchId}"]`)).toHaveCount(1);
    // The fever curve: an image named by its title, the appearances marked, and the same values as a table.
    const fever = page.getByRole("region", { name: "Fieberkurve", exact: true });
    const chart = fever.getByRole("img", { name: new RegExp(`^Fieberkurve ${escapeRegExp(team.teamName)}`) });
    await expect(chart).toBeVisible();
    await expect(chart.locator("desc")).toContainText(`${fullName(player)} spielte an`);
    await fever.getByText("Als Tabelle anzeigen").first().click();
    const chartTable = fever.getByRole("table").first();
    await expect(chartTable).toBeVisible();
    await expect(chartTable.getByRole("columnheader", { name: "Platz bei Einsatz" })).toBeVisible();
    // Structured data: a Person of the club, with only what the page shows.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const person = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Person");
    expect(person?.name).toBe(fullName(player));
    expect(person?.affiliation?.name).toBe(player.club?.clubName);
    expect(person?.birthDate).toBe(player.dateOfBirth ?? undefined);
    await page.screenshot({ path: testInfo.outputPath("player.png"), fullPage: true });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: testInfo.outputPath("player-dark.png"), fullPage: true });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "light" });
    await expectNoBrokenLinks(page, request);

    // Back to the team, to its latest match with a referee, and to the referee's page.
    await header
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(team.teamName)} `) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.teamName, { timeout: 30_000 });
    await page
      .getByRole("region", { name: "Letzte Spiele", exact: true })
      .first()
      .locator(`a[href$="/${match.id}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/ergebnisse/spiel/[^/]+/${match.id}$`), { timeout: 30_000 });
    const referee = await refereeProfile(match.refereeId!);
    await page
      .getByRole("region", { name: "Schiedsrichter", exact: true })
      .getByRole("link", { name: match.referee!, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/schiedsrichter/${referee.nameSlug}/${referee.refereeId}$`), {
      timeout: 30_000,
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullName(referee.profile));
    await expect(page.locator(".referee__header")).toContainText(referee.profile.level);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(fullName(referee.profile))} \\| `));
    // The season's matches link to their pages; the match the visitor came from is among the referee's.
    const matches = page.getByRole("region", { name: /^Spiele der Saison/ });
    await expect(matches.getByRole("row")).toHaveCount(Math.min(20, referee.performance!.total) + 1);
    await page.screenshot({ path: testInfo.outputPath("referee.png"), fullPage: true });
    await expectNoAxeViolations(page);
    await expectNoBrokenLinks(page, request);
  });

  test("a referee's matches page through the season's pages; a page past the last is a 404", async ({
    page,
    problems,
  }) => {
    const match = await findRefereedMatch();
    const referee = await refereeProfile(match.refereeId!);
    const path = `/schiedsrichter/${referee.nameSlug}/${referee.refereeId}`;
    await page.goto(path);
    const total = referee.performance!.total;
    expect(total, "the referee has more than one page of matches").toBeGreaterThan(20);
    const pager = page.getByRole("navigation", { name: "Seiten der Spiele" });
    await pager.getByRole("link", { name: "Seite 2" }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}/spiele/\\d{4}/2#spiele$`));
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Seite 2");
    const rows = page.getByRole("region", { name: /^Spiele der Saison/ }).getByRole("row");
    await expect(rows).toHaveCount(Math.min(20, total - 20) + 1);
    // What a crawler reads: the server-rendered page carries one robots tag, and it keeps page 2 out of the index.
    // (After a client-side navigation the previous page's tag can stay in the head beside it.)
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow"/>']);
    await expectNoAxeViolations(page);
    const season = new URL(page.url()).pathname.split("/").at(-2);
    const beyond = `${path}/spiele/${season}/${Math.ceil(total / 20) + 1}`;
    const response = await page.goto(beyond);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schiedsrichter nicht gefunden");
    allowAnswer(problems, 404, beyond);
  });

  test("a date of birth the player hides is nowhere in the page's HTML; a shown one is on the page", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const { hiddenBirthDate, shownBirthDate } = await findBirthDatePlayers();
    const hidden = await request.get(`/spieler/-/${hiddenBirthDate.id}`);
    expect(hidden.status()).toBe(200);
    const html = await hidden.text();
    expect(html).toContain(hiddenBirthDate.name);
    const [year, month, day] = hiddenBirthDate.dateOfBirth.split("-");
    expect(html).not.toContain(hiddenBirthDate.dateOfBirth);
    expect(html).not.toContain(`${day}.${month}.${year}`);
    expect(html).not.toContain("Geburtsdatum");
    const shown = await (await request.get(`/spieler/-/${shownBirthDate.id}`)).text();
    const [shownYear, shownMonth, shownDay] = shownBirthDate.dateOfBirth.split("-");
    expect(shown).toContain(`${shownDay}.${shownMonth}.${shownYear}`);
  });

  test("a player whose profile is not public is the 404 page, by player id and by profile reference", async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    const { notPublic } = await findBirthDatePlayers();
    for (const path of [`/spieler/max-muster/${notPublic.id}`, `/spieler/userid/max-muster/${notPublic.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spieler nicht gefunden");
      expect(await page.content()).not.toContain(notPublic.name);
      allowAnswer(problems, 404, path);
    }
    await expectNoAxeViolations(page);
  });

  test("unknown ids are real 404s; a wrong name moves to the canonical address", async ({ request }) => {
    const { player } = await findJourney();
    for (const path of [
      "/spieler/gibt-es-nicht/00000000000000000000000000000000",
      "/spieler/userid/gibt-es-nicht/00000000-0000-0000-0000-000000000000",
      "/schiedsrichter/gibt-es-nicht/00000000000000000000000000000000",
      `/spieler/x/${"A".repeat(101)}`,
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    const moved = await request.get(`/spieler/falscher-name/${player.playerId}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(new URL(moved.headers().location!, "http://x").pathname).toMatch(
      new RegExp(`^/spieler/(?!falscher-name/)[^/]+/${player.playerId}$`),
    );
    // The profile reference's page is the same page; its canonical address is the player id's.
    const byReference = await request.get(`/spieler/userid/-/${player.playerId}`);
    expect(byReference.status()).toBe(200);
    expect(await byReference.text()).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*/spieler/[^/"]+/${player.playerId}"`),
    );
    const match = await findRefereedMatch();
    const movedReferee = await request.get(`/schiedsrichter/-/${match.refereeId}`, { maxRedirects: 0 });
    expect(movedReferee.status()).toBe(308);
  });
});

/** A finished match of the current season whose referee has a public profile and more than one page of matches. */
async function findRefereedMatch(): Promise<Match> {
  for (const competition of await currentCompetitions()) {
    for (const match of await competitionMatches(competition.compoundId)) {
      if (match.matchStatus !== "finished" || !match.refereeId) continue;
      const referee = await refereeProfile(match.refereeId);
      if ((referee.performance?.total ?? 0) > 20) return match;
    }
  }
  throw new Error("No demo referee with more than one page of matches");
}

type Row = Record<string, unknown>;
interface DemoPlayer {
  id: string;
  name: string;
  dateOfBirth: string;
}

/**
 * The demo's players as the generator writes them (the same preset, seed and date the stack loaded, as in
 * privacy.spec.ts): the API never hands out a hidden date of birth or a not-public player, so they are read here.
 */
async function findBirthDatePlayers(): Promise<{
  hiddenBirthDate: DemoPlayer;
  shownBirthDate: DemoPlayer;
  notPublic: DemoPlayer;
}> {
  const generatorPath = new URL("../../apps/api/dist/demo/generate.js", import.meta.url).href;
  const { generateDemo } = (await import(generatorPath)) as {
    generateDemo(options: object, emit: (table: unknown, row: Row) => void): Promise<void>;
  };
  const { getTableConfig } = (await import("drizzle-orm/pg-core")) as {
    getTableConfig(table: unknown): { name: string };
  };
  const players: Row[] = [];
  await generateDemo({ preset: "small", seed: "spielfeld", date: "2026-11-21" }, (table, row) => {
    if (getTableConfig(table).name === "players") players.push(row);
  });
  const toDemo = (row: Row): DemoPlayer => ({
    id: row.id as string,
    name: `${row.firstName} ${row.lastName}`,
    dateOfBirth:
      row.dateOfBirth instanceof Date
        ? row.dateOfBirth.toISOString().slice(0, 10)
        : String(row.dateOfBirth).slice(0, 10),
  });
  const names = new Map<string, number>();
  for (const row of players) names.set(toDemo(row).name, (names.get(toDemo(row).name) ?? 0) + 1);
  const pick = async (accept: (row: Row) => boolean, isShownByApi: boolean): Promise<DemoPlayer> => {
    for (const row of players) {
      if (!accept(row)) continue;
      const profile = await playerProfile(row.id as string);
      if ((profile !== null) === isShownByApi) return toDemo(row);
    }
    throw new Error("No demo player of that kind");
  };
  return {
    hiddenBirthDate: await pick((row) => row.isProfilePublic === true && row.isDateOfBirthVisible === false, true),
    shownBirthDate: await pick((row) => row.isProfilePublic === true && row.isDateOfBirthVisible === true, true),
    notPublic: await pick((row) => row.isProfilePublic === false && names.get(toDemo(row).name) === 1, false),
  };
}
