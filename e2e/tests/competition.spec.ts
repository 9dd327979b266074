import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

const KREISLIGA_FINDER = "/ergebnisse?typ=1&saison=2627&mannschaftsart=1&spielklasse=105";

test.describe("competition page", () => {
  test("a visitor goes from the home page through the finder to a Kreisliga, switches matchdays and table variants and opens a match", async ({
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
    await variants.getByRole("link", { name: "Rückrunde" }).click();
    await expect(page.getByRole("table", { name: "Rückrundentabelle" })).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(page.getByRole("heading", { level: 2, name: "Staffelleitung" })).toBeVisible();

    // Top scorers and the fair-play table have their own pages.
    const sections = page.getByRole("navigation", { name: "Bereiche des Wettbewerbs" });
    const pagePath = new URL(page.url()).pathname;
    await sections.getByRole("link", { name: "Torjäger" }).click();
    await expect(page).toHaveURL(`${pagePath}/torjaeger`);
    await expect(page.getByRole("table", { name: /^Die besten Torschützen/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Torjäger ${name} \\|`));
    await expectNoAxeViolations(page);
    await sections.getByRole("link", { name: "Fair-Play" }).click();
    await expect(page).toHaveURL(`${pagePath}/fairplay`);
    await expect(page.getByRole("table", { name: "Fair-Play-Wertung" })).toBeVisible();
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
});
