import type { Locator, Page } from "@playwright/test";
import { signInWithForm } from "./account-helpers";
import { competitionPath, currentCompetitions, demoApi, findMatch } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * What a visitor sees first on a phone and on a desktop: the figures of a table that matter without scrolling
 * sideways, a long page one tap from each of its sections, and every named player a link to the profile.
 */

/** Whether an element lies wholly inside the window and inside every scrolling box around it. */
async function isWhollyInView(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth + 0.5) return false;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/(auto|scroll|hidden)/.test(style.overflowX)) continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return false;
    }
    return true;
  });
}

/** The columns a reader needs of a league table, in its first row: place, team (with crest), matches, difference, points. */
async function expectKeyColumnsInView(page: Page, table: Locator) {
  const row = table.locator("tbody tr").first();
  await row.scrollIntoViewIfNeeded();
  for (const selector of [
    "[data-col='position']",
    "th .crest, th .team-name",
    "[data-col='played']",
    "[data-col='difference']",
    "[data-col='points']",
  ]) {
    const cell = row.locator(selector).filter({ visible: true }).first();
    expect(await isWhollyInView(cell), `${selector} in view at ${page.viewportSize()!.width} px`).toBe(true);
  }
  // Each figure stands once for assistive technology: the other order's cells are not displayed.
  await expect(
    table
      .locator("thead th")
      .filter({ visible: true })
      .filter({ hasText: /^Pkt\.|^Quot\./ }),
  ).toHaveCount(1);
}

test("a league table shows place, team, matches, goal difference and points without scrolling sideways", async ({
  page,
}) => {
  const league = (await currentCompetitions()).find((entry) => entry.hasTable && entry.name.startsWith("Kreisliga"))!;
  await page.goto(await competitionPath(league));
  const table = page.getByRole("table", { name: /^(Live-)?Tabelle / }).first();
  await expect(table).toBeVisible();
  await expectKeyColumnsInView(page, table);
  // The further columns are there too, and their figures agree with the API's.
  const standings = await demoApi().competitions.getAmateurTable({ staffel: league.compoundId });
  const firstRow = table.locator("tbody tr").first();
  await expect(firstRow.locator("[data-col='won']").filter({ visible: true })).toHaveCount(1);
  await expect(firstRow.locator("[data-col='points']")).toContainText(String(standings.entries[0]!.points));
  await expectNoAxeViolations(page);
});

test("a match page shows the points of its table without scrolling sideways, and every named player is a link", async ({
  page,
}) => {
  const match = await findMatch(
    (candidate) => candidate.matchStatus === "finished" && /^\d+:\d+$/.test(candidate.result.text),
  );
  const report = await demoApi().matches.getMatchReport({ spiel: match.id });
  await page.goto(`/ergebnisse/spiel/-/${match.id}`);
  const table = page.getByRole("table", { name: /^(Live-)?Tabelle / });
  await expect(table).toBeVisible();
  await expectKeyColumnsInView(page, table);

  const lineup = page.getByRole("region", { name: `Aufstellung ${match.homeTeam!.name}` });
  await expect(lineup).toHaveCount(report.lineupAvailable ? 1 : 0);
  if (report.lineupAvailable) {
    const items = lineup.locator(".lineup__players:not(.lineup__officials) li");
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    let linked = 0;
    for (let index = 0; index < count; index += 1) {
      const item = items.nth(index);
      const text = (await item.textContent()) ?? "";
      const link = item.getByRole("link");
      if (text.includes("Nicht öffentlich")) await expect(link).toHaveCount(0);
      else {
        await expect(link).toHaveAttribute("href", /^\/spieler\/[a-z0-9-]+\/[^/]+$/);
        linked += 1;
      }
    }
    expect(linked).toBe(report.home.players.filter((player) => player.playerId !== null).length);
    // A player's link leads to the public profile.
    const first = lineup.getByRole("link").first();
    if ((await first.count()) > 0) {
      const name = (await first.textContent())!.trim();
      await first.click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name.split(" ").at(-1)!);
    }
  }
});

test("a team page has a section navigation: each section is one tap away", async ({ page }) => {
  const league = (await currentCompetitions()).find((entry) => entry.hasTable && entry.name.startsWith("Kreisliga"))!;
  await page.goto(await competitionPath(league));
  await page
    .getByRole("table", { name: /^(Live-)?Tabelle / })
    .first()
    .locator("tbody tr")
    .first()
    .locator("th a")
    .click();
  await expect(page).toHaveURL(/\/mannschaften\//);
  const sections = page.getByRole("navigation", { name: "Abschnitte der Mannschaftsseite" });
  await expect(sections).toBeVisible();
  for (const name of ["Tabelle", "Spielplan", "Kader"]) {
    await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  // Sticky: still in view half-way down the page, and a tap there brings the squad into view.
  await expect(sections).toBeInViewport();
  await sections.getByRole("link", { name: "Kader", exact: true }).click();
  await expect(page).toHaveURL(/#kader$/);
  await expect(page.getByRole("heading", { level: 2, name: "Kader" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("a club page has a section navigation: its teams, fixtures, successes and contact one tap away", async ({
  page,
}) => {
  const match = await findMatch((candidate) => candidate.matchStatus === "finished");
  await page.goto(`/vereine/-/${match.homeTeam!.clubId}`);
  const sections = page.getByRole("navigation", { name: "Abschnitte der Vereinsseite" });
  await expect(sections).toBeVisible();
  for (const [name, heading] of [
    ["Erfolge", "Erfolge und Platzierungen"],
    ["Spiele", "Spiele und Ergebnisse"],
    ["Kontakt", "Kontakt"],
    ["Mannschaften", "Mannschaften"],
  ] as const) {
    await sections.getByRole("link", { name, exact: true }).click();
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: heading, exact: true }),
    ).toBeInViewport();
    // Sticky: the list stays in view wherever the jump led.
    await expect(sections).toBeInViewport();
  }
  await expectNoAxeViolations(page);
});

test("the reporter's page fits the screen: the list of matches and the page of one match", async ({ page }) => {
  await page.goto("/mein-account/liveticker");
  await signInWithForm(page, "teamadmin@spielfeld.example", "Anstoss-2026!");
  await expect(page).toHaveURL(/\/mein-account\/liveticker$/);
  const fits = async () =>
    page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth,
    );
  expect(await fits()).toBe(true);
  await page.locator("main").getByRole("link", { name: /–/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Live erfassen", exact: true })).toBeVisible();
  expect(await fits()).toBe(true);
});

test("every name with a public profile is a link, and every other name plain text: both lineups, the events, the scorers, the people found", async ({
  page,
}) => {
  // A finished match with both lineups and named events (the demo reports most matches, not all).
  type Report = Awaited<ReturnType<ReturnType<typeof demoApi>["matches"]["getMatchReport"]>>;
  let found: { id: string; compoundId: string; names: Record<"home" | "guest", string>; report: Report } | null = null;
  for (const competition of await currentCompetitions()) {
    const { matches } = await demoApi().matches.getMatchesForLeaguesAll({ staffel: competition.compoundId });
    for (const match of matches.filter((m) => m.matchStatus === "finished" && m.homeTeam && m.guestTeam).slice(0, 6)) {
      const report = await demoApi().matches.getMatchReport({ spiel: match.id });
      if (report.lineupAvailable && report.events.some((event) => event.playerId !== null)) {
        const names = { home: match.homeTeam!.name, guest: match.guestTeam!.name };
        found = { id: match.id, compoundId: competition.compoundId, names, report };
        break;
      }
    }
    if (found) break;
  }
  expect(found, "a finished demo match with lineups and named events").not.toBeNull();
  const { report } = found!;
  await page.goto(`/ergebnisse/spiel/-/${found!.id}`);

  // Both lineups: a player with a public profile is a link to it, any other is named without one.
  for (const side of ["home", "guest"] as const) {
    const lineup = page.getByRole("region", { name: `Aufstellung ${found!.names[side]}` });
    const links = lineup.locator(".lineup__players:not(.lineup__officials) li a");
    const expected = report[side].players.filter((player) => player.playerId !== null).length;
    await expect(links, `${side} lineup`).toHaveCount(expected);
    for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href"))))
      expect(href).toMatch(/^\/spieler\/[a-z0-9-]+\/[^/]+$/);
  }
  // The events: the player and, for a substitution, the one going off (a substitution's pair is one entry).
  const pairedOff = new Set(
    report.events
      .filter((event) => event.type === -2 && event.relatedPlayerName !== null)
      .map((event) => `${event.side}|${event.minute}|${event.relatedPlayerName}`),
  );
  const named = report.events
    .filter((event) => event.type !== -1 || !pairedOff.has(`${event.side}|${event.minute}|${event.playerName}`))
    .reduce(
      (sum, event) =>
        sum +
        (event.playerId && event.playerName ? 1 : 0) +
        (event.type === -2 && event.relatedPlayerId && event.relatedPlayerName ? 1 : 0),
      0,
    );
  expect(named).toBeGreaterThan(0);
  const eventLinks = page.locator("ol.match-events a");
  await expect(eventLinks).toHaveCount(named);
  const firstEvent = eventLinks.first();
  const eventName = (await firstEvent.textContent())!.trim();
  await firstEvent.click();
  await expect(page).toHaveURL(/\/spieler\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(eventName.split(" ").at(-1)!);

  // The competition's scorers: a row whose player is public links to the profile.
  const competition = (await currentCompetitions()).find((entry) => entry.compoundId === found!.compoundId)!;
  const scorers = await demoApi().competitions.getScorerTable({ staffel: competition.compoundId });
  await page.goto(`${await competitionPath(competition)}/torjaeger`);
  const rows = page.getByRole("table", { name: /^Die besten Torschützen/ }).locator("tbody tr");
  const shown = Math.min(await rows.count(), scorers.entries.length);
  expect(shown).toBeGreaterThan(0);
  for (let index = 0; index < shown; index += 1) {
    const entry = scorers.entries[index]!;
    await expect(rows.nth(index).locator("th a"), `${entry.firstName} ${entry.lastName}`).toHaveCount(
      entry.playerId ? 1 : 0,
    );
  }

  // The people found by the search: each with a public profile links to it.
  const lastName = report.home.players.find((player) => player.playerId !== null)!.lastName;
  await page.goto(`/textsuche?query=${encodeURIComponent(lastName)}&art=spieler`);
  const hits = page.getByRole("region", { name: /^Spieler/ }).locator(".search-hits__item");
  await expect(hits.first()).toBeVisible();
  const count = await hits.count();
  for (let index = 0; index < count; index += 1) {
    const link = hits.nth(index).getByRole("link");
    if ((await link.count()) > 0) await expect(link).toHaveAttribute("href", /^\/(spieler|schiedsrichter)\//);
  }
  expect(await hits.getByRole("link").count()).toBeGreaterThan(0);
});
