import { operationUrl } from "@spielfeld/api-client";
import { competitionMatches, competitionPath, currentCompetitions, findBye, findLongestTeamName } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { expectTeamNamesUnbroken } from "./team-names";

const KREISLIGA_FINDER = "/ergebnisse?typ=1&saison=2627&mannschaftsart=1&spielklasse=105";

test.describe("competition page", () => {
  test("a visitor goes from the home page through the finder to a Kreisliga and switches matchdays and table variants", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Ergebnisse & Wettbewerbe" }).click();
    await expect(page).toHaveURL("/ergebnisse");
    const step = (name: string) => page.getByRole("region", { name, exact: true });
    await step("Mannschaftsart")
      .getByRole("link", { name: /^Herren \(\d+\)$/ })
      .click();
    await step("Spielklasse")
      .getByRole("link", { name: /^Kreisliga \(\d+\)$/ })
      .click();
    // Narrow the list to a Bezirk, then to one of its Kreise.
    await step("Gebiet")
      .getByRole("link", { name: /^Bezirk Oberbayern \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/&gebiet=[\w-]+$/);
    await expect(step("Wettbewerbe").getByRole("heading", { level: 3 })).toHaveText(["Bezirk Oberbayern"]);
    await step("Gebiet")
      .getByRole("link", { name: /^Kreis München \(\d+\)$/ })
      .click();
    await expect(step("Wettbewerbe").getByRole("heading", { level: 4 })).toHaveText(["Kreis München"]);
    await expect(page).toHaveTitle(/^Kreisliga \| Kreis München \| Herren/);
    await expectNoAxeViolations(page);
    const competitionLink = step("Wettbewerbe")
      .getByRole("link", { name: /^Kreisliga / })
      .first();
    const name = (await competitionLink.textContent())!.trim();
    await competitionLink.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/ergebnisse\/wettbewerb\/-\/[A-Z0-9]+-G$/);
    // The page's own canonical link. (After client-side navigations the first page's link can stay in the head too.)
    await expect(page.locator(`link[rel="canonical"][href$="/${page.url().split("/").at(-1)}"]`)).toHaveCount(1);
    await expect(page.getByText("Meisterschaften | Herren | Kreisliga")).toBeVisible();

    // The current matchday is shown by default; the table counts up to it.
    const matchdayHeading = page.getByRole("heading", { level: 2, name: /Spieltag aktuell$/ });
    await expect(matchdayHeading).toBeVisible();
    const current = Number((await matchdayHeading.textContent())!.match(/^(\d+)\./)![1]);
    const table = page.getByRole("table", { name: /^Tabelle nach dem \d+\. Spieltag/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Pkt." })).toBeVisible();
    await expectNoAxeViolations(page);
    // The competition's fixtures as a calendar, subscribed to or downloaded from the API through the site.
    const competitionId = page.url().split("/").at(-1)!;
    const feedPath = operationUrl("getCompetitionCalendar", { staffel: competitionId }, "/rest");
    const calendar = page.getByRole("list", { name: "Kalender: alle Spiele des Wettbewerbs" });
    await expect(calendar.getByRole("link", { name: "Kalender abonnieren" })).toHaveAttribute(
      "href",
      new RegExp(`^webcal://[^/]+${feedPath}$`),
    );
    await expect(calendar.getByRole("link", { name: "Als iCal-Datei herunterladen" })).toHaveAttribute(
      "href",
      feedPath,
    );
    const feed = await page.request.get(feedPath);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT/);

    // One matchday back: results of that matchday, the table as of it.
    await page
      .getByRole("navigation", { name: "Spieltag wählen" })
      .getByRole("link", { name: `${current - 1}. Spieltag` })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?spieltag=${current - 1}$`));
    await expect(page.getByRole("heading", { level: 2, name: `${current - 1}. Spieltag` })).toBeVisible();
    await expect(page.getByRole("table", { name: `Tabelle nach dem ${current - 1}. Spieltag` })).toBeVisible();

    // The matchday picker works without JavaScript too: a plain GET form.
    await page.getByLabel("Spieltag", { exact: true }).selectOption(String(current - 2));
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?spieltag=${current - 2}$`));

    // Table variants keep the chosen matchday in the address.
    const variants = page.getByRole("navigation", { name: "Tabellenart" });
    await variants.getByRole("link", { name: "Heim" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?spieltag=${current - 2}&tabelle=heim$`));
    await expect(page.getByRole("table", { name: "Heimtabelle" })).toBeVisible();
    await expect(variants.getByRole("link", { name: "Heim" })).toHaveAttribute("aria-current", "page");
    // Before the second half of the season there is no second-half table to rank anybody: the page says so.
    await variants.getByRole("link", { name: "Rückrunde" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?spieltag=${current - 2}&tabelle=rueckrunde$`));
    await expect(page.getByText("Die Rückrunde hat noch nicht begonnen.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Rückrundentabelle" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expect(page.getByRole("heading", { level: 2, name: "Staffelleitung" })).toBeVisible();
  });

  test("top scorers and the fair-play table have their own pages, and a played match opens from its matchday", async ({
    page,
  }) => {
    await page.goto(KREISLIGA_FINDER);
    const competitionLink = page
      .getByRole("region", { name: "Wettbewerbe" })
      .getByRole("link", { name: /^Kreisliga / })
      .first();
    const name = (await competitionLink.textContent())!.trim();
    await competitionLink.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Bereiche des Wettbewerbs" });
    const pagePath = new URL(page.url()).pathname;
    await sections.getByRole("link", { name: "Torjäger" }).click();
    await expect(page).toHaveURL(`${pagePath}/torjaeger`);
    await expect(page.getByRole("table", { name: /^Die besten Torschützen/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Torjäger ${name} \\|`));
    // Every column is there on a phone too: the table scrolls sideways rather than hiding the penalties.
    const scorers = page.getByRole("table", { name: /^Die besten Torschützen/ });
    for (const header of ["Pl.", "Spieler", "Mannschaft", "Tore", "Elfm."])
      await expect(scorers.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await sections.getByRole("link", { name: "Fair-Play" }).click();
    await expect(page).toHaveURL(`${pagePath}/fairplay`);
    const fairPlay = page.getByRole("table", { name: "Fair-Play-Wertung" });
    for (const header of ["Pl.", "Mannschaft", "Sp.", "Gelb", "G/R", "Rot", "Pkt."])
      await expect(fairPlay.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    await expect(sections.getByRole("link", { name: "Fair-Play" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    await sections.getByRole("link", { name: "Spieltag & Tabelle" }).click();
    await expect(page).toHaveURL(pagePath);

    // Open a played match of the first matchday: lineups and events are there.
    await page.goto(`${page.url().split("?")[0]}?spieltag=1`);
    const played = page
      .getByRole("region", { name: "Spiele: 1. Spieltag" })
      .getByRole("link")
      .filter({ hasText: /\d+:\d+/ })
      .first();
    // The matchday streams in: wait for it before reading the row.
    await expect(played).toBeVisible();
    const teams = (await played.locator(".match-row__team").allTextContents()).map((text) => text.trim());
    expect(teams).toHaveLength(2);
    await played.click();
    await expect(page).toHaveURL(/\/ergebnisse\/spiel\/-\/[A-Z0-9]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(teams[0]!);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(teams[1]!);
    await expect(page.getByRole("heading", { level: 2, name: "Aufstellungen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Startelf" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Spielverlauf" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a competition page shows its matchday and table without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(KREISLIGA_FINDER);
      await page
        .getByRole("region", { name: "Wettbewerbe" })
        .getByRole("link", { name: /^Kreisliga / })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 2, name: /Spieltag/ })).toBeVisible();
      await expect(page.getByRole("table", { name: /^Tabelle nach dem \d+\. Spieltag/ })).toBeVisible();
      await expect(page.getByText("wird geladen")).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("a competition page and its views are one cached document for every visitor", async ({ page }) => {
    await page.goto(KREISLIGA_FINDER);
    const href = await page
      .getByRole("region", { name: "Wettbewerbe" })
      .getByRole("link", { name: /^Kreisliga / })
      .first()
      .getAttribute("href");
    for (const path of [href!, `${href}?spieltag=2&tabelle=heim`]) {
      await page.request.get(path);
      const again = await page.request.get(path, { headers: { "x-webview": "true" } });
      expect(again.status()).toBe(200);
      // Served from the page cache, fresh or (while a newer copy renders in the background) stale.
      expect(["HIT", "STALE"], path).toContain(again.headers()["x-nextjs-cache"]);
      expect(again.headers()["cache-control"]).toMatch(/s-maxage=60/);
    }
  });

  test("an unknown or malformed competition is a real 404 with a German page", async ({ page, problems }) => {
    for (const path of [
      "/ergebnisse/wettbewerb/-/GIBTESNICHT0000000000000000000000-G",
      "/ergebnisse/wettbewerb/-/kaputt;id",
      "/ergebnisse/wettbewerb/-/GIBTESNICHT0000000000000000000000-G/torjaeger",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      allowAnswer(problems, 404, path);
      await expect(page.getByRole("heading", { level: 1, name: "Wettbewerb nicht gefunden" })).toBeVisible();
      // The page renders inside the site's frame, once.
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    // Broken percent-encoding names no page at all.
    const broken = await page.goto("/ergebnisse/wettbewerb/-/100%25-falsch%");
    expect(broken?.status()).toBe(404);
    allowAnswer(problems, 404, "/ergebnisse/wettbewerb/-/100%25-falsch%");
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("a table shows each club's crest, keeps every column reachable and explains its zones without colour", async ({
    page,
  }) => {
    await page.goto(KREISLIGA_FINDER);
    await page
      .getByRole("region", { name: "Wettbewerbe" })
      .getByRole("link", { name: /^Kreisliga / })
      .first()
      .click();
    const table = page.getByRole("table", { name: /^Tabelle nach dem \d+\. Spieltag/ });
    await expect(table).toBeVisible();
    const rows = table.locator("tbody tr");
    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(4);
    // Every row has its crest: an image from the image route with a width per density and its box reserved, or
    // the neutral shield for a private logo. The team's name stands beside it, so the image adds no text.
    for (let index = 0; index < rowCount; index += 1) {
      const crest = rows.nth(index).locator(".crest");
      await expect(crest).toHaveCount(1);
      await expect(crest).toHaveAttribute("width", "24");
      await expect(crest).toHaveAttribute("height", "24");
    }
    const image = table.locator("img.crest").first();
    // The image route's address for a 64 px crest, with any image id in it.
    const crestAddress = operationUrl("getMediaImage", { id: "IMAGE", width: 64 }, "/rest")
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("IMAGE", "[A-Z0-9]{32}");
    await expect(image).toHaveAttribute("srcset", new RegExp(`${crestAddress} 2x$`));
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    // Wins, draws, losses and goals are there on every screen: the figures scroll sideways beside the team.
    for (const header of ["S", "U", "N", "Tore", "Diff.", "Pkt."]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    // Scrolled to its end, the region shows the points, and the team column has stayed in view beside them.
    const region = page.getByRole("region", { name: /^Tabelle nach dem \d+\. Spieltag/ });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const regionBox = (await region.boundingBox())!;
    const teamBox = (await rows.first().getByRole("rowheader").boundingBox())!;
    const pointsBox = (await table.getByRole("columnheader", { name: "Pkt." }).boundingBox())!;
    expect(teamBox.x).toBeGreaterThanOrEqual(regionBox.x);
    expect(pointsBox.x + pointsBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
    // Zones: a marker beside the place and a legend that names it, not colour alone.
    const legend = page.getByRole("list", { name: "Tabellenzonen" });
    await expect(legend.getByRole("listitem").first()).toHaveText("↑Aufstiegsplatz");
    await expect(rows.first().getByRole("cell").first()).toHaveText("↑1., Aufstiegsplatz");
    await expectNoAxeViolations(page);
  });

  test("team names break between words, never inside one, even the longest of the season", async ({ page }) => {
    const { competition, teamName } = await findLongestTeamName();
    await page.goto(await competitionPath(competition));
    await expect(page.getByRole("rowheader", { name: teamName })).toBeVisible();
    await expectTeamNamesUnbroken(page.locator(".team-name"));
    const played = (await competitionMatches(competition.compoundId)).find(
      (match) => match.homeTeam?.name === teamName || match.guestTeam?.name === teamName,
    );
    await page.goto(`/ergebnisse/spiel/-/${played!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(teamName);
    await expectTeamNamesUnbroken(page.locator(".team-name"));
  });

  test("a bye is one line under its matchday, not a match", async ({ page }) => {
    const { competition, matchday, teamName } = await findBye();
    await page.goto(`${await competitionPath(competition)}?spieltag=${matchday}`);
    const matches = page.getByRole("region", { name: `Spiele: ${matchday}. Spieltag` });
    await expect(matches).toBeVisible();
    await expect(matches.getByText("spielfrei")).toHaveCount(0);
    await expect(page.getByText(/^spielfrei: /)).toContainText(teamName);
    // Every row is a match of two teams, each with its crest.
    for (const row of await matches.locator(".match-row").all()) {
      await expect(row.locator(".crest")).toHaveCount(2);
    }
  });

  test("a matchday the plan does not have is a 404, in either address, and never titled as a matchday", async ({
    page,
    problems,
  }) => {
    const [league] = (await currentCompetitions()).filter((competition) => competition.hasTable);
    const base = await competitionPath(league!);
    for (const path of [`${base}?spieltag=99`, `${base}?spieltag=99&tabelle=heim`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      allowAnswer(problems, 404, path);
      await expect(page.getByRole("heading", { level: 1, name: "Wettbewerb nicht gefunden" })).toBeVisible();
      await expect(page).not.toHaveTitle(/99\. Spieltag/);
    }
    const internal = await page.request.get(`${base}/ansicht/99/heim`);
    expect(internal.status()).toBe(404);
  });

  test("a competition without a table offers no table, neither as a tab nor as a view", async ({ page, problems }) => {
    const withoutTable = (await currentCompetitions()).find((competition) => !competition.hasTable)!;
    const path = await competitionPath(withoutTable);
    await page.goto(path);
    const sections = page.getByRole("navigation", { name: "Bereiche des Wettbewerbs" });
    await expect(sections.getByRole("link", { name: "Spieltage", exact: true })).toBeVisible();
    await expect(sections.getByRole("link", { name: /Tabelle/ })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Tabellenart" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Tabelle" })).toHaveCount(0);
    const variant = await page.goto(`${path}?tabelle=heim`);
    expect(variant?.status()).toBe(404);
    allowAnswer(problems, 404, `${path}?tabelle=heim`);
  });
});
