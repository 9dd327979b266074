import type { APIRequestContext, Page } from "@playwright/test";
import type { CallResult } from "@spielfeld/api-client";
import { demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * The statistics pages, checked against what the running demo API answers for the same filter: reached from the
 * results area, totals and ranked lists, a filter that narrows them, paging, the bar chart with its table, the
 * nationwide scorers, German messages for values that name nothing, no broken link, no axe violation.
 */

type Totals = CallResult<"getAmateurStatisticsAssociation">;
type TeamType = CallResult<"getNationWideTeamTypes">["teamTypes"][number];
type LeagueLevel = CallResult<"getNationWideLeagueLevels">["leagueLevels"][number];

const count = (value: number) => new Intl.NumberFormat("de-DE").format(value);
const rate = (value: number) =>
  new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

async function expectTotals(page: Page, totals: Totals): Promise<void> {
  const figures = page.locator(".statistics__figures");
  await expect(figures.locator(".statistics__figure", { hasText: /^Tore\d/ }).locator("dd")).toHaveText(
    count(totals.goals),
  );
  await expect(figures.locator(".statistics__figure", { hasText: /^Spiele/ }).locator("dd")).toHaveText(
    count(totals.matches),
  );
  await expect(figures.locator(".statistics__figure", { hasText: /^Tore pro Spiel/ }).locator("dd")).toHaveText(
    rate(totals.goalsPerMatch),
  );
  await expect(page.getByRole("heading", { level: 2, name: totals.periodName! })).toBeVisible();
  await expect(page.locator(".statistics__totals")).toContainText(totals.generatedInfo!);
}

/** The body rows of the ranked list's table. */
const listRows = (page: Page) => page.locator(".statistics__list table.statistics__table tbody tr");

/**
 * Every internal link of the page answers without an error; player pages may still be in the making, so their
 * 404 is allowed only while `/spieler/` pages are not built.
 */
async function expectNoBrokenLinks(page: Page, request: APIRequestContext): Promise<void> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith("/") && !href.startsWith("//")))];
  expect(internal.length).toBeGreaterThan(10);
  const broken: string[] = [];
  for (const href of internal) {
    const status = (await request.get(href.split("#")[0]!)).status();
    if (status >= 400) broken.push(`${status} ${href}`);
  }
  expect(broken).toEqual([]);
}

test.describe("statistics", () => {
  test("a visitor reaches the statistics from the results area: totals and top scorers as the API counts them, the chart with its table", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const [filter, totals, players] = await Promise.all([
      demoApi().statistics.getAmateurStatisticsFilter(),
      demoApi().statistics.getAmateurStatisticsAssociation(),
      demoApi().statistics.getAmateurStatisticsPlayer({ zeitraum: "saison", stats: "goals" }),
    ]);
    await page.goto("/ergebnisse");
    await page.getByRole("link", { name: /^Statistik: Torjäger/ }).click();
    await expect(page).toHaveURL(/\/statistik$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statistik");
    await expect(page).toHaveTitle(/^Statistik \| /);
    // After a client-side navigation the previous page's canonical link can stay in the head too.
    await expect(page.locator('link[rel="canonical"][href$="/statistik"]')).toHaveCount(1);
    await expect(page.locator(".statistics__intro")).toContainText(filter.association.name);
    await expectTotals(page, totals);
    // The list: the API's first page, in its order, each player and team linked to their pages.
    await expect(page.getByRole("heading", { level: 2, name: "Spieler: Meiste Tore" })).toBeVisible();
    await expect(listRows(page)).toHaveCount(players.entries.length);
    const first = players.entries[0]!;
    const firstRow = listRows(page).first();
    await expect(firstRow.locator("td").first()).toHaveText(`${first.rank}.`);
    await expect(
      firstRow.getByRole("link", { name: `${first.player.firstName} ${first.player.lastName}` }),
    ).toHaveAttribute("href", /^\/spieler\/[^/]+\/[A-Z0-9]+$/);
    await expect(firstRow.getByRole("link", { name: first.team.name })).toHaveAttribute(
      "href",
      /^\/mannschaften\/[^/]+\/[A-Z0-9]+$/,
    );
    await expect(firstRow.locator("td").nth(2)).toHaveText(String(first.goals));
    await expect(page.locator(".statistics__list")).toContainText(`von ${count(players.total)}`);
    // The chart: one image named by its title, and the same values as a table.
    const chart = page.locator("figure.bar-chart");
    const image = chart.getByRole("img", { name: /^Spieler: Meiste Tore: die ersten \d+$/ });
    await expect(image).toBeVisible();
    const bars = Math.min(10, players.entries.length);
    await expect(chart.locator("rect.bar-chart__bar")).toHaveCount(bars);
    await chart.getByText("Als Tabelle anzeigen").click();
    const table = chart.getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(bars);
    await expect(table.locator("tbody tr").first()).toHaveText(
      `${first.player.firstName} ${first.player.lastName}${first.goals}`,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("statistik.png"), fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: testInfo.outputPath("statistik-dark.png"), fullPage: true });
    await expectNoBrokenLinks(page, request);
  });

  test("changing the filter and submitting narrows the figures to a Kreis and another list, as the API answers", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const filter = await demoApi().statistics.getAmateurStatisticsFilter();
    const district = filter.districts[0]!;
    const kreis = district.kreise[0]!;
    const [all, narrowed, teams] = await Promise.all([
      demoApi().statistics.getAmateurStatisticsAssociation(),
      demoApi().statistics.getAmateurStatisticsAssociation({ kreis: kreis.id }),
      demoApi().statistics.getAmateurStatisticsTeam({ zeitraum: "saison", stats: "wins", kreis: kreis.id }),
    ]);
    expect(narrowed.matches, "the Kreis holds fewer matches than the association").toBeLessThan(all.matches);
    await page.goto("/statistik");
    await page.getByLabel("Statistik", { exact: true }).selectOption({ label: "Mannschaften: Meiste Siege" });
    await page.getByLabel("Kreis").selectOption({ label: kreis.name });
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`statistik=mannschaften-wins.*kreis=${kreis.id}`));
    await expect(page.getByLabel("Kreis")).toHaveValue(kreis.id);
    await expectTotals(page, narrowed);
    await expect(page.locator(".statistics__totals")).toContainText(`Kreis ${kreis.name}`);
    await expect(page.getByRole("heading", { level: 2, name: "Mannschaften: Meiste Siege" })).toBeVisible();
    await expect(listRows(page)).toHaveCount(teams.entries.length);
    const first = teams.entries[0]!;
    await expect(listRows(page).first().getByRole("link", { name: first.team.name })).toBeVisible();
    await expect(listRows(page).first().locator("td").nth(2)).toHaveText(String(first.wins));
    await expect(page.locator(".statistics__list")).toContainText(`von ${count(teams.total)}`);
    await expectNoAxeViolations(page);
  });

  test("the highest-scoring matches link each match and its competition, and no link is broken", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const matches = await demoApi().statistics.getAmateurStatisticsMatch({ zeitraum: "saison", stats: "goals" });
    const first = matches.entries[0]!;
    await page.goto("/statistik?statistik=spiele-goals");
    await expect(page.getByRole("heading", { level: 2, name: "Spiele: Torreichste Spiele" })).toBeVisible();
    const row = listRows(page).first();
    await expect(row.locator("td").nth(2)).toHaveText(String(first.value));
    const competition = row.getByRole("link", { name: first.competition.name, exact: true });
    await expect(competition).toHaveAttribute(
      "href",
      new RegExp(`/ergebnisse/wettbewerb/[^/]+/${first.competition.id}$`),
    );
    await expectNoBrokenLinks(page, request);
    await competition.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(first.competition.name);
  });

  test("paging walks the list with the filter kept in the address", async ({ page }) => {
    test.setTimeout(120_000);
    const teamType = (await demoApi().statistics.getAmateurStatisticsFilter()).teamTypes[0]!;
    const second = await demoApi().statistics.getAmateurStatisticsPlayer({
      zeitraum: "saison",
      stats: "goals",
      mannschaftsart: teamType.id,
      offset: 20,
    });
    expect(second.entries.length, "the demo has a second page of scorers").toBeGreaterThan(0);
    await page.goto(`/statistik?mannschaftsart=${teamType.id}`);
    const paging = page.getByRole("navigation", { name: /^Seiten der Liste/ });
    await paging.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(new RegExp(`mannschaftsart=${teamType.id}&seite=2$`));
    await expect(paging).toContainText("Seite 2 von");
    const first = second.entries[0]!;
    await expect(listRows(page).first().locator("td").first()).toHaveText(`${first.rank}.`);
    await expect(listRows(page).first()).toContainText(`${first.player.firstName} ${first.player.lastName}`);
    await expect(page.locator("figure.bar-chart"), "the chart belongs to the first page").toHaveCount(0);
    await paging.getByRole("link", { name: "Vorherige Seite" }).click();
    await expect(page).toHaveURL(new RegExp(`mannschaftsart=${teamType.id}$`));
    await expect(page.locator("figure.bar-chart")).toHaveCount(1);
  });

  test("values that name nothing get a German message and the rest of the page", async ({ page }) => {
    await page.goto("/statistik?zeitraum=jahr&bezirk=GIBTESNICHT&statistik=spieler-goals");
    const alert = page.getByRole("alert").filter({ hasText: "Diese Auswahl gibt es nicht" });
    await expect(alert).toContainText("Die Angaben in den Feldern „Zeitraum“ und „Bezirk“ sind ungültig");
    await expect(page.getByRole("heading", { level: 2, name: "Spieler: Meiste Tore" })).toBeVisible();
    await page.goto("/statistik?seite=999");
    await expect(page.getByRole("alert").filter({ hasText: "Diese Seite gibt es nicht" })).toBeVisible();
    await page.goto("/statistik/bundesweit?mannschaftsart=abc");
    await expect(page.getByRole("alert").filter({ hasText: "Diese Auswahl gibt es nicht" })).toContainText(
      "„Mannschaftsart“ ist ungültig",
    );
    await expectNoAxeViolations(page);
  });

  test("nationwide scorers by team type and league level, as the API ranks them, paged", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { teamTypes } = await demoApi().statistics.getNationWideTeamTypes();
    const [first, other] = teamTypes;
    expect(other, "the demo has scorers of two team types").toBeDefined();
    const levelsOf = (type: TeamType) => demoApi().statistics.getNationWideLeagueLevels({ mannschaftsart: type.id });
    const scorersOf = (type: TeamType, level: LeagueLevel, offset = 0) =>
      demoApi().statistics.getNationWideScorers({ mannschaftsart: type.id, spielklasse: level.id, offset });
    const firstLevel = (await levelsOf(first!)).leagueLevels[0]!;
    const start = await scorersOf(first!, firstLevel);
    await page.goto("/statistik");
    await page.getByRole("link", { name: "Bundesweite Torjäger" }).click();
    await expect(page).toHaveURL(/\/statistik\/bundesweit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bundesweite Torjäger");
    await expect(page.locator(".statistics__list").getByRole("heading", { level: 2 })).toHaveText(
      `${firstLevel.name}, ${first!.name}`,
    );
    await expect(listRows(page)).toHaveCount(start.scorers.length);
    const top = start.scorers[0]!;
    await expect(listRows(page).first()).toContainText(`${top.player.firstName} ${top.player.lastName}`);
    await expect(listRows(page).first().locator("td.statistics__ranked")).toHaveText(String(top.goals));
    // Another team type: the form sends the old level, the page shows the new type's highest and says so.
    const otherLevels = (await levelsOf(other!)).leagueLevels;
    await page.getByLabel("Mannschaftsart").selectOption({ label: other!.name });
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`mannschaftsart=${other!.id}`));
    await expect(page.locator(".statistics__list").getByRole("heading", { level: 2 })).toHaveText(
      `${otherLevels[0]!.name}, ${other!.name}`,
    );
    const level = otherLevels[otherLevels.length - 1]!;
    await page.getByLabel("Spielklasse").selectOption({ label: level.name });
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`mannschaftsart=${other!.id}&spielklasse=${level.id}$`));
    const chosen = await scorersOf(other!, level);
    await expect(page.locator(".statistics__list").getByRole("heading", { level: 2 })).toHaveText(
      `${level.name}, ${other!.name}`,
    );
    await expect(listRows(page)).toHaveCount(chosen.scorers.length);
    await expect(page.locator(".statistics__list")).toContainText(`von ${count(chosen.total)}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("bundesweit.png"), fullPage: true });
    // Paging, on the first list long enough for two pages.
    if (start.total > start.max) {
      await page.goto("/statistik/bundesweit");
      await page.getByRole("link", { name: "Nächste Seite" }).click();
      await expect(page).toHaveURL(new RegExp(`spielklasse=${firstLevel.id}&seite=2$`));
      const second = await scorersOf(first!, firstLevel, start.max);
      await expect(listRows(page).first().locator("td").first()).toHaveText(`${second.scorers[0]!.rank}.`);
    }
    await expectNoBrokenLinks(page, request);
  });

  test("unknown sub-paths of the statistics are a real 404", async ({ page, problems }) => {
    const response = await page.goto("/statistik/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    allowAnswer(problems, 404, "/statistik/gibt-es-nicht");
  });
});
