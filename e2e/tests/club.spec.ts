import { type ClubInfo, operationUrl } from "@spielfeld/api-client";
import { competitionMatches, currentCompetitions, demoApi, findMatch } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The club page, checked against what the running demo API answers for the same club: facts, teams by kind, the
 * fixtures page that holds today, the success history, and what the club keeps private (e-mail, logo).
 */

const clubInfo = (id: string): Promise<ClubInfo> => demoApi().clubs.getClubInfo({ id });

/** Every club that plays a match this season, once, in competition order. */
async function demoClubIds(): Promise<string[]> {
  const ids = new Set<string>();
  for (const competition of await currentCompetitions()) {
    for (const match of await competitionMatches(competition.compoundId)) {
      for (const team of [match.homeTeam, match.guestTeam]) if (team?.clubId) ids.add(team.clubId);
    }
    if (ids.size >= 32) break;
  }
  return [...ids];
}

async function findClub(predicate: (info: ClubInfo) => boolean): Promise<ClubInfo> {
  for (const id of await demoClubIds()) {
    const info = await clubInfo(id);
    if (predicate(info)) return info;
  }
  throw new Error("No demo club of that kind");
}

type Row = Record<string, unknown>;

/** The clubs of the same generated demo the stack loaded (preset, seed and date of playwright.config.ts). */
async function demoClubRows(): Promise<Row[]> {
  // Built by `npm start` before the stack came up; loaded at run time, not when tests are collected.
  const generatorPath = new URL("../../apps/api/dist/demo/generate.js", import.meta.url).href;
  const { generateDemo } = (await import(generatorPath)) as {
    generateDemo(options: object, emit: (table: unknown, row: Row) => void): Promise<void>;
  };
  const { getTableConfig } = (await import("drizzle-orm/pg-core")) as {
    getTableConfig(table: unknown): { name: string };
  };
  const clubs: Row[] = [];
  await generateDemo({ preset: "small", seed: "spielfeld", date: "2026-11-21" }, (table, row) => {
    if (getTableConfig(table).name === "clubs") clubs.push(row);
  });
  return clubs;
}

const GROUPS = [
  { key: "championship", title: "Meisterschaft und Pokal" },
  { key: "indoor", title: "Halle" },
  { key: "futsal", title: "Futsal" },
  { key: "beach", title: "Beachsoccer" },
] as const;

test.describe("club page", () => {
  test("a visitor goes from a match to the club: crest, facts, teams by kind, fixtures and success", async ({
    page,
  }) => {
    const match = await findMatch((candidate) => candidate.matchStatus === "finished");
    const home = match.homeTeam!;
    await page.goto(`/ergebnisse/spiel/-/${match.id}`);
    await page.locator(".match-header__clubs").getByRole("link", { name: home.clubName, exact: true }).click();
    const info = await clubInfo(home.clubId);
    await expect(page).toHaveURL(`/vereine/${info.nameSlug}/${encodeURIComponent(info.id)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.name);
    await expect(page).toHaveTitle(new RegExp(`^${info.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| Vereine`));
    // After a client-side navigation the match page's canonical link can stay in the head too.
    await expect(page.locator(`link[rel="canonical"][href$="/vereine/${info.nameSlug}/${info.id}"]`)).toHaveCount(1);
    // Crest beside the name: the logo from the image route, or the neutral shield.
    await expect(page.locator(".club__header .crest")).toHaveCount(1);
    await expect(page.locator(".club__header .crest")).toBeVisible();
    // Facts.
    const facts = page.getByRole("region", { name: "Steckbrief" });
    await expect(facts).toContainText(`Vereinsnummer${info.number}`);
    await expect(facts).toContainText(info.association.name);
    if (info.foundedYear) await expect(facts).toContainText(`Gegründet${info.foundedYear}`);
    // Teams by kind, each kind under its heading; team links only where lib/links allows them (team and club id).
    const teams = page.getByRole("region", { name: "Mannschaften", exact: true });
    const groups = GROUPS.filter((group) => info.teams[group.key].length > 0);
    expect(groups.length, "the club has teams").toBeGreaterThan(0);
    await expect(teams.getByRole("heading", { level: 3 })).toHaveText(groups.map((group) => group.title));
    for (const group of groups) {
      const region = teams.getByRole("region", { name: group.title, exact: true });
      for (const team of info.teams[group.key]) {
        const link = region.locator(`a[href$="/${encodeURIComponent(team.teamId)}"]`);
        await expect(link).toHaveText(team.teamName);
        await expect(link).toHaveAttribute("href", /^\/mannschaften\/[^/]+\/[^/]+$/);
      }
    }
    // Fixtures: the page that holds today, as the API pages them.
    const first = await demoApi().clubs.getClubFixtures({ id: info.id, offset: 0 });
    const pages = Math.max(1, Math.ceil(first.total / first.max));
    const today = first.upcomingIndex === null ? pages - 1 : Math.floor(first.upcomingIndex / first.max);
    const shown = await demoApi().clubs.getClubFixtures({ id: info.id, offset: today * first.max });
    const fixtures = page.getByRole("region", { name: "Spiele und Ergebnisse" });
    const played = shown.matches.filter((entry) => entry.homeTeam && entry.guestTeam);
    await expect(fixtures.locator(".match-row")).toHaveCount(played.length);
    const firstShown = fixtures.locator(".match-row").first();
    await expect(firstShown).toContainText(played[0]!.homeTeam!.name);
    await expect(firstShown).toContainText(played[0]!.guestTeam!.name);
    if (pages > 1) {
      await expect(fixtures).toContainText(`Seite ${today + 1} von ${pages}`);
      const step = today > 0 ? "Frühere Spiele" : "Spätere Spiele";
      const target = today > 0 ? today : today + 2;
      await fixtures.getByRole("link", { name: step }).click();
      await expect(page).toHaveURL(`/vereine/${info.nameSlug}/${info.id}/spiele/${target}`);
      await expect(page.getByRole("region", { name: "Spiele und Ergebnisse" })).toContainText(
        `Seite ${target} von ${pages}`,
      );
      await page.goBack();
    }
    // Success history.
    const success = await demoApi().clubs.getClubTeamsSuccess({ "club-id": info.id });
    const history = page.getByRole("region", { name: "Erfolge und Platzierungen" });
    await expect(history.getByRole("heading", { level: 2 })).toBeVisible();
    const entry = [
      ...success.championship,
      ...success.indoorChampionship,
      ...success.futsal,
      ...success.beachSoccer,
    ][0];
    if (entry) {
      const row = history.getByRole("row").filter({ hasText: entry.competitionName }).first();
      await expect(row).toContainText(entry.season.label);
      await expect(row).toContainText(entry.teamName);
    }
    // Venues with a map link that opens in a new tab.
    if (info.venues.length > 0) {
      const map = page.getByRole("link", {
        name: new RegExp(`^${info.venues[0]!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} auf der Karte`),
      });
      await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
      await expect(map).toHaveAttribute("target", "_blank");
    }
    // The fixtures of all teams as a calendar: a webcal subscription and a download the API answers as iCalendar.
    const fixturesRegion = page.getByRole("region", { name: "Spiele und Ergebnisse" });
    const feedPath = operationUrl("getClubCalendar", { "club-id": info.id }, "/rest");
    await expect(fixturesRegion.getByRole("link", { name: "Kalender abonnieren" })).toHaveAttribute(
      "href",
      new RegExp(`^webcal://[^/]+${feedPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    await expect(fixturesRegion.getByRole("link", { name: "Als iCal-Datei herunterladen" })).toHaveAttribute(
      "href",
      feedPath,
    );
    const feed = await page.request.get(feedPath);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT/);
    // Structured data: a SportsOrganization with the club's name.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organisation = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "SportsOrganization");
    expect(organisation?.name).toBe(info.name);
    await expectNoAxeViolations(page);
  });

  test("contact data: the e-mail only where the club makes it public", async ({ page, request }) => {
    // The API never sends a hidden address, so the generated demo names one: a club with an address it keeps private.
    const hiddenRow = (await demoClubRows()).find(
      (row) => row.isEmailPublic === false && typeof row.email === "string",
    );
    expect(hiddenRow, "the demo has a club whose e-mail is not public").toBeDefined();
    const hidden = await clubInfo(hiddenRow!.id as string);
    expect(hidden.email).toBeUndefined();
    const html = await (await request.get(`/vereine/${hidden.nameSlug}/${hidden.id}`)).text();
    expect(html).toContain("Kontakt");
    expect(html).not.toContain(hiddenRow!.email as string);
    // No mail link to any address (the share dialog's "mailto:?subject=…" names none).
    expect(html).not.toMatch(/mailto:[^"?]*@/);
    const shown = await findClub((info) => typeof info.email === "string");
    await page.goto(`/vereine/${shown.nameSlug}/${shown.id}`);
    const contact = page.getByRole("region", { name: "Kontakt" });
    await expect(contact.getByRole("link", { name: shown.email! })).toHaveAttribute("href", `mailto:${shown.email}`);
    if (shown.contact.phone) await expect(contact).toContainText(shown.contact.phone);
    await expectNoAxeViolations(page);
  });

  test("a private logo shows the neutral shield and its media id is nowhere in the HTML", async ({ page }) => {
    const club = (await demoClubRows()).find(
      (row) => row.isLogoPrivate === true && typeof row.logoMediaId === "string",
    );
    expect(club, "the demo has a club with a private logo").toBeDefined();
    const id = club!.id as string;
    const mediaId = club!.logoMediaId as string;
    const info = await clubInfo(id);
    expect(info.logoPrivate).toBe(true);
    const response = await page.goto(`/vereine/${info.nameSlug}/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(".club__header .crest--placeholder")).toBeVisible();
    expect(await page.content()).not.toContain(mediaId);
    expect(await response!.text()).not.toContain(mediaId);
  });

  test("an unknown club is a real 404, a wrong name moves to the canonical address", async ({
    page,
    request,
    problems,
  }) => {
    const unknown = "/vereine/gibt-es-nicht/00000000000000000000000000000000";
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verein nicht gefunden");
    await expect(page).toHaveTitle("Verein nicht gefunden | BAFV");
    allowAnswer(problems, 404, unknown);
    const info = await findClub(() => true);
    const canonical = `/vereine/${info.nameSlug}/${info.id}`;
    const moved = await request.get(`/vereine/falscher-name/${info.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(new URL(moved.headers().location!, "http://x").pathname).toBe(canonical);
    await page.goto(`/vereine/-/${info.id}`);
    await expect(page).toHaveURL(canonical);
    // A fixtures page that does not exist is a 404 too.
    for (const bad of ["0", "01", "x", "99999"]) {
      const answer = await request.get(`${canonical}/spiele/${bad}`, { maxRedirects: 0 });
      expect(answer.status(), bad).toBe(404);
    }
  });
});
