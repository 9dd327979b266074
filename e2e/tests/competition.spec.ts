import { expect, expectNoAxeViolations, test } from "./fixtures";

const KREISLIGA_FINDER = "/ergebnisse?typ=1&saison=2627&mannschaftsart=1&spielklasse=105";

test.describe("competition page", () => {
  test("a visitor opens a Kreisliga, switches matchdays and table variants and opens a match", async ({
    page,
    problems,
  }) => {
    void problems;
    await page.goto(KREISLIGA_FINDER);
    const competitionLink = page
      .getByRole("region", { name: "Wettbewerbe" })
      .getByRole("link", { name: /^Kreisliga / })
      .first();
    const name = (await competitionLink.textContent())!.trim();
    await competitionLink.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/ergebnisse\/wettbewerb\/-\/[A-Z0-9]+-G$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${page.url().split("/").at(-1)}$`),
    );
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

    // Scorers and the fair-play table follow below.
    await expect(page.getByRole("table", { name: /^Die besten Torschützen/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Fair-Play-Tabelle" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Staffelleitung" })).toBeVisible();

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

  test("an unknown competition is a real 404 with a German page", async ({ page }) => {
    const response = await page.goto("/ergebnisse/wettbewerb/-/GIBTESNICHT0000000000000000000000-G");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Wettbewerb nicht gefunden" })).toBeVisible();
  });
});
