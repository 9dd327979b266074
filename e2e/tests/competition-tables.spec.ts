import type { Page } from "@playwright/test";
import type { CompetitionDetails } from "@spielfeld/api-client";
import { competitionPath, currentCompetitions, demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/** A Kreisliga with a table and a cup without one, of the current season. */
async function findCompetitions(): Promise<{ league: CompetitionDetails; cup: CompetitionDetails }> {
  const competitions = await currentCompetitions();
  const league = competitions.find((competition) => competition.hasTable && competition.name.startsWith("Kreisliga"));
  const cup = competitions.find((competition) => !competition.hasTable && competition.name.includes("pokal"));
  if (!league || !cup) throw new Error("No demo Kreisliga or cup");
  return { league, cup };
}

/** A finished match of the cross table with its teams' names. */
async function findPlayedCell(compoundId: string) {
  const table = await demoApi().competitions.getCrossTable({ staffel: compoundId });
  const names = new Map(table.teams.map((team) => [team.teamId, team.teamName]));
  for (const row of table.rows) {
    for (const cell of row.cells) {
      const match = cell.matches.find((candidate) => candidate.mark === "result");
      if (match) return { match, home: names.get(row.homeTeamId)!, guest: names.get(cell.guestTeamId)! };
    }
  }
  throw new Error("No played match in the cross table");
}

/**
 * Every internal link of the main content answers; team and player pages may not be built yet. Of the many match
 * links of a cross table, every tenth is opened (all of them come from the same mapping).
 */
async function expectNoBrokenLinks(page: Page) {
  const hrefs = await page
    .getByRole("main")
    .locator("a[href^='/']")
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")!))]);
  const matchLinks = hrefs.filter((href) => href.startsWith("/ergebnisse/spiel/"));
  expect(matchLinks.length).toBeGreaterThan(0);
  const checked = [
    ...hrefs.filter((href) => !href.startsWith("/ergebnisse/spiel/")),
    ...matchLinks.filter((_, index) => index % 10 === 0),
  ];
  for (const href of checked) {
    const response = await page.request.get(href);
    const isUnbuilt = /^\/mannschaften\//.test(href) && response.status() === 404;
    if (!isUnbuilt) expect(response.status(), href).toBeLessThan(400);
  }
}

test.describe("cross table and form table", () => {
  test("a visitor reaches both views from the competition page and opens a match from the cross table", async ({
    page,
  }) => {
    const { league } = await findCompetitions();
    const path = await competitionPath(league);
    const played = await findPlayedCell(league.compoundId);
    await page.goto(path);
    const sections = page.getByRole("navigation", { name: "Bereiche des Wettbewerbs" });
    await sections.getByRole("link", { name: "Kreuztabelle" }).click();
    await expect(page).toHaveURL(`${path}/kreuztabelle`);
    await expect(sections.getByRole("link", { name: "Kreuztabelle" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(new RegExp(`^Kreuztabelle ${league.name}`));
    const table = page.getByRole("table", { name: /^Kreuztabelle/ });
    await expect(table).toBeVisible();
    // Home rows × away columns with real headers; the diagonal is empty.
    const rowHeader = table.getByRole("rowheader", { name: played.home, exact: false }).first();
    await expect(rowHeader).toBeVisible();
    await expect(table.getByRole("columnheader", { name: played.guest, exact: true })).toHaveCount(1);
    await expect(table.locator("td.cross-table__self")).toHaveCount(await table.locator("tbody tr").count());
    await expect(page.getByText(/aus Sicht der Heimmannschaft/)).toBeVisible();

    const result = `${played.match.homeGoals}:${played.match.guestGoals}`;
    const cellLink = table.getByRole("link", { name: `${result}, ${played.home} gegen ${played.guest}`, exact: false });
    await expect(cellLink.first()).toBeVisible();
    await cellLink.first().click();
    await expect(page).toHaveURL(new RegExp(`/ergebnisse/spiel/[^/]+/${played.match.id}$`));

    await page.goto(`${path}/kreuztabelle`);
    await page
      .getByRole("navigation", { name: "Bereiche des Wettbewerbs" })
      .getByRole("link", { name: "Formtabelle" })
      .click();
    await expect(page).toHaveURL(`${path}/formtabelle`);
    const form = page.getByRole("table", { name: /^Formtabelle \(letzte 5 Spiele\)/ });
    await expect(form).toBeVisible();
    await expect(form.getByRole("columnheader", { name: "Pkt." })).toBeVisible();
    // Badges carry their letter and say what happened.
    const badge = form.getByRole("link", { name: /^(Sieg|Unentschieden|Niederlage) \d+:\d+ .*gegen / }).first();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(/^[SUN]/);
    const rows = form.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(1);
  });

  for (const view of ["kreuztabelle", "formtabelle"] as const) {
    test(`the ${view} passes axe, has no broken links and is looked at`, async ({ page }, testInfo) => {
      const { league } = await findCompetitions();
      const path = await competitionPath(league);
      await page.goto(`${path}/${view}`);
      await expect(
        page.getByRole("heading", { level: 2, name: view === "kreuztabelle" ? "Kreuztabelle" : "Formtabelle" }),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${view}.png`), fullPage: true });
      await expectNoAxeViolations(page);
      await expectNoBrokenLinks(page);
      // The team column stays in view while the cross table scrolls sideways.
      if (view === "kreuztabelle") {
        const region = page.getByRole("region", { name: "Kreuztabelle mit allen Ergebnissen" });
        const firstTeam = page.locator(".cross-table__team").first();
        const before = await firstTeam.boundingBox();
        await region.evaluate((element) => element.scrollBy({ left: 400 }));
        await expect.poll(async () => (await firstTeam.boundingBox())?.x).toBe(before?.x);
      }
    });
  }

  test("a competition without a table has neither view: both addresses are 404s and no tab offers them", async ({
    page,
    problems,
  }) => {
    const { cup } = await findCompetitions();
    const path = await competitionPath(cup);
    await page.goto(path);
    const sections = page.getByRole("navigation", { name: "Bereiche des Wettbewerbs" });
    await expect(sections.getByRole("link", { name: "Kreuztabelle" })).toHaveCount(0);
    await expect(sections.getByRole("link", { name: "Formtabelle" })).toHaveCount(0);
    for (const view of ["kreuztabelle", "formtabelle"]) {
      const response = await page.goto(`${path}/${view}`);
      expect(response?.status(), view).toBe(404);
      allowAnswer(problems, 404, `${path}/${view}`);
    }
  });
});
