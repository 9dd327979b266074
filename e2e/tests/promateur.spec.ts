import { signedInApi, signInWithForm } from "./account-helpers";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The promateur area (docs/promateur.md): the demo's promateur account goes from /mein-account to the pilot leagues,
 * a league's table and matches, a match report with its events and a consenting player's club history. The demo
 * player opts out of a league on /mein-account/promateur-einwilligung and is gone from the scout's report; the
 * agreement is put back afterwards, even when the test fails.
 */

const PASSWORD = "Anstoss-2026!";
const SCOUT = "promateur@spielfeld.example";
const PLAYER = "spieler@spielfeld.example";

async function apiOf(username: string) {
  const { accessToken } = await demoApi().account.login({ username, password: PASSWORD });
  return signedInApi(accessToken);
}

test("a scout reads the pilot leagues, a table, a match report with events and a player's club history", async ({
  page,
}, testInfo) => {
  const scout = await apiOf(SCOUT);
  const { leagues } = await scout.promateur.getPilotLeagues();
  expect(leagues.length, "the demo has pilot leagues").toBeGreaterThan(0);

  await page.goto("/mein-account");
  await signInWithForm(page, SCOUT, PASSWORD);
  await page.getByRole("link", { name: "Promateur: Pilotligen, Spielberichte, Vereinshistorien" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promateur: Pilotligen");
  await expectNoAxeViolations(page);

  // A pilot league with a played match whose report names a consenting player.
  let chosen: { league: string; match: string; player: string } | null = null;
  for (const league of leagues) {
    const { matches } = await scout.promateur.getCompetitionInfoPromateur({ staffel: league.compoundId });
    for (const match of matches
      .filter((entry) => entry.homeGoals !== null)
      .reverse()
      .slice(0, 6)) {
      const report = await scout.promateur.getMatchReportPromateur({ spiel: match.id });
      const named = report.players[0];
      if (named && report.events.length > 0) {
        chosen = { league: league.name, match: match.id, player: `${named.firstName} ${named.lastName}` };
        break;
      }
    }
    if (chosen) break;
  }
  expect(chosen, "a played pilot match names a consenting player").not.toBeNull();

  await page.getByRole("main").getByRole("link", { name: chosen!.league, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen!.league);
  await expect(page.getByRole("table", { name: `Tabelle ${chosen!.league}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`promateur-liga-${testInfo.project.name}.png`), fullPage: true });

  // The latest played matchday is open; an earlier one opens on its summary.
  const matchLink = page.locator(`a[href="/mein-account/promateur/spiel/${encodeURIComponent(chosen!.match)}"]`);
  if (!(await matchLink.isVisible())) await page.locator("details", { has: matchLink }).locator("summary").click();
  await matchLink.click();
  await expect(page.getByRole("heading", { name: "Ereignisse" })).toBeVisible();
  const events = page.getByRole("table", { name: "Ereignisse des Spiels in ihrer Reihenfolge" });
  await expect(events.getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`promateur-spiel-${testInfo.project.name}.png`), fullPage: true });

  await page.getByRole("main").getByRole("link", { name: chosen!.player, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen!.player);
  await expect(page.getByRole("heading", { name: "Vereinshistorie" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a fan is told the promateur area is not theirs", async ({ page }) => {
  await page.goto("/mein-account/promateur");
  await signInWithForm(page, "fan@spielfeld.example", PASSWORD);
  await expect(page.getByText("Der Promateur-Bereich ist Konten mit Promateur-Zugang vorbehalten")).toBeVisible();
  await page.goto("/mein-account");
  await expect(page.getByRole("link", { name: /^Promateur:/ })).toHaveCount(0);
});

test("a player opts out of a league and no longer appears in the scout's report", async ({ page }, testInfo) => {
  const player = await apiOf(PLAYER);
  const scout = await apiOf(SCOUT);
  const before = await player.players.getPromateurConsent();
  expect(before.agreed, "the demo player agreed at registration").toBe(true);
  const league = before.leagues.find((entry) => entry.isPilot && !entry.optedOut);
  expect(league, "the demo player plays in a pilot league").toBeDefined();
  const { matches } = await scout.promateur.getCompetitionInfoPromateur({ staffel: league!.competitionId });
  const played = matches.filter((match) => match.homeGoals !== null);
  const namedIn = async () => {
    // Newest first: the demo player played a few of the league's matches.
    for (const match of played.reverse()) {
      const report = await scout.promateur.getMatchReportPromateur({ spiel: match.id });
      if (report.players.some((entry) => entry.playerId === before.playerId)) return match.id;
    }
    return null;
  };
  const match = await namedIn();
  expect(match, "the demo player is named in a report of the league").not.toBeNull();
  try {
    await page.goto("/mein-account");
    await signInWithForm(page, PLAYER, PASSWORD);
    await page.getByRole("link", { name: "Promateur-Einwilligung (für Spieler)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promateur-Einwilligung");
    await expectNoAxeViolations(page);
    await page.getByLabel(`Nicht in ${league!.name} zeigen (Pilotliga)`).check();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Deine Einstellungen für Promateur sind gespeichert.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`promateur-einwilligung-${testInfo.project.name}.png`),
      fullPage: true,
    });
    const report = await scout.promateur.getMatchReportPromateur({ spiel: match! });
    expect(report.players.map((entry) => entry.playerId)).not.toContain(before.playerId);
    expect(JSON.stringify(report)).not.toContain(before.playerId);
  } finally {
    await player.players.updatePromateurConsent({
      agree_promateur: before.agreed,
      "opt-outs": before.leagues.filter((entry) => entry.optedOut).map((entry) => entry.competitionId),
    });
  }
});
