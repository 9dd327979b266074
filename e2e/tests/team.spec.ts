import type { APIRequestContext, Page } from "@playwright/test";
import { type CallResult, operationUrl, type TeamSquad } from "@spielfeld/api-client";
import { currentCompetitions, type DemoMatch, demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The team page, checked against what the running demo API answers for the same team: header, table excerpt,
 * matches, squad (or the sentence of a private one), scorers, fair play, statistics, the fever curve as a chart
 * with its table, success history and news, each section exactly where the team's profile configuration allows it.
 */

type Profile = CallResult<"getTeamProfile">;

const profileOf = (id: string): Promise<Profile> => demoApi().clubs.getTeamProfile({ "team-id": id });
const squadOf = (profile: Profile): Promise<TeamSquad> =>
  demoApi().clubs.getTeamSquadForSeason({ saison: profile.season, "team-id": profile.teamSeasonId });

/** The current season's teams of the leagues with a table, by permanent id, in competition order. */
async function leagueTeams(): Promise<{ competition: string; teamId: string; teamName: string }[]> {
  const teams: { competition: string; teamId: string; teamName: string }[] = [];
  for (const competition of await currentCompetitions()) {
    if (!competition.hasTable) continue;
    const table = await demoApi().competitions.getAmateurTable({ staffel: competition.compoundId });
    for (const entry of table.entries) {
      teams.push({ competition: competition.compoundId, teamId: entry.teamPermanentId, teamName: entry.teamName });
    }
  }
  return teams;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every section of the page whose presence a config flag decides, with what the profile answer says of it. */
function expectedSections(profile: Profile): [string, boolean][] {
  return [
    ["Torschützen", Boolean(profile.scorerTableEntries)],
    ["Fair-Play", Boolean(profile.fairplayTableEntry)],
    ["Statistik", profile.config.trend],
    ["Fieberkurve", profile.config.trend],
    ["Spielstätte", Boolean(profile.venue)],
    ["Erfolge und Platzierungen", profile.teamSuccess !== undefined],
    ["Neuigkeiten", profile.articles !== undefined],
  ];
}

/**
 * Every internal link of the page answers without an error (the calendar download and the player pages included).
 */
async function expectNoBrokenLinks(page: Page, request: APIRequestContext): Promise<void> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")))];
  expect(internal.length).toBeGreaterThan(5);
  const broken: string[] = [];
  for (const href of internal) {
    const status = (await request.get(href.split("#")[0]!)).status();
    if (status < 400) continue;
    broken.push(`${status} ${href}`);
  }
  expect(broken).toEqual([]);
}

test.describe("team page", () => {
  test("a visitor goes from a table row to the team: every section the config allows, the chart with its table", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const [first] = await leagueTeams();
    expect(first, "the demo has a league team").toBeDefined();
    const profile = await profileOf(first!.teamId);
    await page.goto(`/ergebnisse/wettbewerb/-/${first!.competition}`);
    await page
      .locator("table.standings__table--league")
      .first()
      .getByRole("link", { name: first!.teamName, exact: true })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/mannschaften/[^/]+/${escapeRegExp(encodeURIComponent(first!.teamId))}$`),
      {
        // The first visit renders the page with every read of the team still cold.
        timeout: 30_000,
      },
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.teamName);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(profile.teamName)} \\| `));
    // The team's canonical link (after a client-side navigation the table page's link can stay in the head too).
    await expect(
      page.locator(`link[rel="canonical"][href*="/mannschaften/"][href$="/${profile.teamPermanentId}"]`),
    ).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]').last()).toHaveAttribute("content", /.+/);
    // Header: crest, club linked to its page, team type.
    const header = page.locator(".team__header");
    await expect(header.locator(".crest")).toBeVisible();
    await expect(header.getByRole("link", { name: profile.clubName, exact: true })).toHaveAttribute(
      "href",
      new RegExp(`^/vereine/[^/]+/${profile.clubId}$`),
    );
    await expect(header).toContainText(profile.teamType);
    // The table excerpt: the team's row highlighted, and the link to the whole table.
    const competition = page.getByRole("region", { name: "Aktueller Wettbewerb" });
    const own = competition.locator('tr[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(profile.teamName);
    await expect(own).toContainText(`${profile.tableEntry!.entry.position}.`);
    await expect(competition.getByRole("link", { name: /^Vollständige Tabelle/ })).toHaveAttribute(
      "href",
      new RegExp(`${profile.tableEntry!.compoundId}$`),
    );
    // Matches: the last and next ones, and the whole season with the calendar links.
    await expect(page.getByRole("region", { name: "Letzte Spiele" }).first()).toBeVisible();
    const fixtures = page.getByRole("region", { name: "Alle Spiele der Saison" }).first();
    await expect(fixtures.locator(".match-row").first()).toBeVisible();
    const feedPath = operationUrl("getTeamCalendar", { "team-id": profile.teamPermanentId }, "/rest");
    const subscribe = fixtures.getByRole("link", { name: "Kalender abonnieren" });
    await expect(subscribe).toHaveAttribute("href", new RegExp(`^webcal://[^/]+${escapeRegExp(feedPath)}$`));
    const download = fixtures.getByRole("link", { name: "Als iCal-Datei herunterladen" });
    await expect(download).toHaveAttribute("href", feedPath);
    await expect(download).toHaveAttribute("download", /\.ics$/);
    const feed = await request.get(feedPath);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    // Squad: published, by jersey number, each name on the page.
    const squad = await squadOf(profile);
    const squadRegion = page.getByRole("region", { name: "Kader", exact: true });
    if (squad.publishData && squad.entries.length > 0) {
      const firstPlayer = squad.entries[0]!;
      await expect(squadRegion.getByRole("row").nth(1)).toContainText(
        `${firstPlayer.firstName} ${firstPlayer.lastName}`,
      );
      await expect(squadRegion.getByRole("heading", { name: "Zugänge" })).toBeVisible();
      await expect(squadRegion.getByRole("heading", { name: "Abgänge" })).toBeVisible();
    }
    // Each configurable section exactly where the profile answer has it.
    for (const [name, present] of expectedSections(profile)) {
      await expect(page.getByRole("region", { name, exact: true }), name).toHaveCount(present ? 1 : 0);
    }
    // The fever curve: one image named by its title, and the same places as a table.
    if (profile.config.trend) {
      const fever = await demoApi().clubs.getFevercurveByTeam({ "team-id": profile.teamSeasonId });
      const curve = fever.curves.find((entry) => entry.entries.length > 0);
      if (curve) {
        const region = page.getByRole("region", { name: "Fieberkurve" });
        const chart = region.getByRole("img", { name: new RegExp(`^Fieberkurve ${escapeRegExp(profile.teamName)}`) });
        await expect(chart).toBeVisible();
        await expect(chart.locator("desc")).toContainText("Platz");
        await expect(chart.locator("text", { hasText: "Spieltag" })).toHaveCount(1);
        await region.getByText("Als Tabelle anzeigen").first().click();
        const table = region.getByRole("table").first();
        await expect(table).toBeVisible();
        await expect(table.locator("tbody tr")).toHaveCount(curve.entries.length);
        const last = curve.entries[curve.entries.length - 1]!;
        await expect(table.locator("tbody tr").last()).toHaveText(`${last.matchday}.${last.position}.`);
      }
    }
    // Structured data: a SportsTeam of the club.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const sportsTeam = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "SportsTeam");
    expect(sportsTeam?.name).toBe(profile.teamName);
    expect(sportsTeam?.sport).toBe("Fußball");
    expect(sportsTeam?.memberOf?.name).toBe(profile.clubName);
    await expectNoAxeViolations(page);
    // The chart and the tables read in the dark scheme too.
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
    await expectNoBrokenLinks(page, request);
  });

  test("from the club page's team list to the team page", async ({ page }) => {
    const [first] = await leagueTeams();
    const profile = await profileOf(first!.teamId);
    const club = await demoApi().clubs.getClubInfo({ id: profile.clubId });
    await page.goto(`/vereine/${club.nameSlug}/${club.id}`);
    await page
      .getByRole("region", { name: "Mannschaften", exact: true })
      .getByRole("link", { name: profile.teamName, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/mannschaften\/[^/]+\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.teamName);
  });

  test("a private squad shows a short sentence and no player", async ({ page }) => {
    let found: { profile: Profile; squad: TeamSquad } | null = null;
    for (const team of await leagueTeams()) {
      const profile = await profileOf(team.teamId);
      const squad = await squadOf(profile);
      if (!squad.publishData) {
        found = { profile, squad };
        break;
      }
    }
    expect(found, "the demo has a team with an unpublished squad").not.toBeNull();
    const { profile, squad } = found!;
    expect(squad.entries).toEqual([]);
    await page.goto(`/mannschaften/-/${profile.teamPermanentId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.teamName);
    const region = page.getByRole("region", { name: "Kader", exact: true });
    await expect(region).toContainText("Der Verein hat den Kader dieser Mannschaft nicht veröffentlicht.");
    await expect(region.getByRole("table")).toHaveCount(0);
    await expect(region.getByRole("link")).toHaveCount(0);
    await expect(region.getByRole("heading", { name: "Zugänge" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("before a next match in a competition without a table, each team's league figures, in words where none", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let found: { profile: Profile; next: DemoMatch } | null = null;
    for (const team of await leagueTeams()) {
      const around = await demoApi().clubs.getTeamPreviousAndNextMatches({
        "amount-of-matches-before": 3,
        "amount-of-matches-after": 3,
        "team-id": team.teamId,
      });
      const next = around.nextMatches.find((match) => match.homeTeam && match.guestTeam);
      if (next && !next.hasTable) {
        found = { profile: await profileOf(team.teamId), next };
        break;
      }
    }
    expect(found, "a league team of the demo plays next in a competition without a table").not.toBeNull();
    const { profile, next } = found!;
    await page.goto(`/mannschaften/-/${profile.teamPermanentId}`);
    const section = page.getByRole("region", { name: "Vor dem nächsten Spiel", exact: true });
    await expect(section).toContainText(`${next.competitionName} hat keine Tabelle.`);
    // A row's cells, home team first: the team's own league and place, and no dash for a missing figure.
    const cells = (label: string) => section.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
    const own = next.homeTeam!.teamPermanentId === profile.teamPermanentId ? 0 : 1;
    await expect(cells("Liga").nth(own)).toHaveText(profile.tableEntry!.competitionName);
    await expect(cells("Tabellenplatz").nth(own)).toHaveText(`${profile.tableEntry!.entry.position}.`);
    for (const label of ["Tabellenplatz", "Punkte"]) {
      await expect(cells(label)).toHaveCount(2);
      for (const cell of await cells(label).all()) await expect(cell).not.toHaveText(/^[–-]?$/);
    }
  });

  test("an unknown team is a real 404, a wrong name moves to the canonical address", async ({
    page,
    request,
    problems,
  }) => {
    const unknown = "/mannschaften/gibt-es-nicht/00000000000000000000000000000000";
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mannschaft nicht gefunden");
    allowAnswer(problems, 404, unknown);
    const [first] = await leagueTeams();
    const profile = await profileOf(first!.teamId);
    const moved = await request.get(`/mannschaften/falscher-name/${profile.teamPermanentId}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    const target = new URL(moved.headers().location!, "http://x").pathname;
    expect(target).toMatch(new RegExp(`^/mannschaften/(?!falscher-name/)[^/]+/${profile.teamPermanentId}$`));
    const answer = await request.get(target, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    const tooLong = await request.get(`/mannschaften/x/${"A".repeat(101)}`, { maxRedirects: 0 });
    expect(tooLong.status()).toBe(404);
  });
});
