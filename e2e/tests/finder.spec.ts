import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("competition finder and home page", () => {
  test("home page shows news teasers and the top leagues with links to their pages", async ({ page }) => {
    const news = await demoApi().general.getHomepageNewsListArticles1({ max: 4 });
    const topLeagues = await demoApi().competitions.getTopLeagues1();
    await page.goto("/");
    const newsSection = page.getByRole("region", { name: "Aktuelles aus dem Verband" });
    await expect(newsSection.getByRole("heading", { level: 3 })).toHaveText(news.items.map((item) => item.title));
    await expect(newsSection.getByRole("link", { name: news.items[0]!.title })).toHaveAttribute(
      "href",
      news.items[0]!.detailUrl,
    );
    const topSection = page.getByRole("main").getByRole("region", { name: `Top-Ligen ${topLeagues.season.label}` });
    expect(topLeagues.competitions.length).toBeGreaterThan(0);
    for (const league of topLeagues.competitions) {
      await expect(topSection.getByRole("link", { name: league.name })).toHaveAttribute(
        "href",
        `/ergebnisse/wettbewerb/${league.nameSlug}/${league.compoundId}`,
      );
    }
    // Each top league's current matchday follows with its results and fixtures.
    const first = topLeagues.competitions[0]!;
    const current = await demoApi().matches.getMatchesForLeaguesStart({ staffel: first.compoundId });
    // Byes are no matches; a running match shows its running score (its minute is on the chip beside it).
    const matches = current.matches.filter((match) => match.homeTeam !== null && match.guestTeam !== null);
    expect(matches.length).toBeGreaterThan(0);
    const list = topSection.getByRole("region", { name: `Aktueller Spieltag: ${first.name}` });
    await expect(list.locator(".match-row__result")).toHaveText(
      matches.map((match) => (match.live ? `${match.homeGoals}:${match.guestGoals}` : match.result.text)),
    );
    // Each team with its crest (or the neutral shield), its box reserved.
    await expect(list.locator(".match-row .crest")).toHaveCount(2 * matches.length);
    for (const crest of await list.locator(".match-row .crest").all()) {
      await expect(crest).toHaveAttribute("width", "24");
    }
    await expect(list.locator("img.crest").first()).toHaveAttribute("srcset", /\?width=32 1x, .*\?width=64 2x$/);
    await expectNoAxeViolations(page);
  });

  test("a visitor picks a region and keeps it: today's matches and each men's league's current matchday", async ({
    page,
  }) => {
    await page.goto("/ergebnisse");
    const section = page.getByRole("region", { name: /^Spiele in deiner Region/ });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Spiele in deiner Region: ganzer Verband");
    const select = section.getByLabel("Region", { exact: true });
    const kreisName = (await select.locator("optgroup option").nth(1).textContent())!.trim();
    await select.selectOption({ label: kreisName });
    await section.getByRole("button", { name: "Region merken" }).click();
    await expect(page).toHaveURL(/\/ergebnisse#meine-region$/);
    const chosen = page.getByRole("region", { name: `Spiele in deiner Region: ${kreisName}` });
    await expect(chosen).toBeVisible();
    await expect(chosen.getByRole("heading", { level: 3, name: "Heute" })).toBeVisible();
    // Today's matches come under their date; each men's league's current matchday under the league's name.
    await expect(chosen.getByRole("heading", { level: 4, name: /\d+\. Spieltag$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The choice is remembered: a later visit shows the same region.
    await page.goto("/ergebnisse");
    await expect(page.getByRole("region", { name: `Spiele in deiner Region: ${kreisName}` })).toBeVisible();
  });

  test("a visitor walks from the home page through the finder to a Kreisliga", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Ergebnisse & Wettbewerbe" }).click();
    await expect(page).toHaveURL("/ergebnisse");
    await expect(page.getByRole("heading", { level: 1, name: "Ergebnisse & Wettbewerbe" })).toBeVisible();
    // The head as the page is served (after client-side navigations the first page's links can stay in it too).
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ergebnisse$/);
    await expect(page).toHaveTitle("Ergebnisse & Wettbewerbe | BAFV");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expectNoAxeViolations(page);

    const step = (name: string) => page.getByRole("region", { name });
    // Meisterschaften in the current season are the defaults, which the address leaves out.
    await step("Wettbewerbsart")
      .getByRole("link", { name: /^Pokale \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL("/ergebnisse?typ=308");
    await step("Wettbewerbsart")
      .getByRole("link", { name: /^Meisterschaften \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL("/ergebnisse");
    await step("Saison").getByRole("link", { name: "25/26" }).click();
    await expect(page).toHaveURL("/ergebnisse?saison=2526");
    await expect(step("Saison").getByRole("link", { name: "25/26" })).toHaveAttribute("aria-current", "true");
    await step("Saison").getByRole("link", { name: "26/27" }).click();
    await expect(page).toHaveURL("/ergebnisse");
    await step("Mannschaftsart")
      .getByRole("link", { name: /^Herren \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL("/ergebnisse?mannschaftsart=1");
    await expect(step("Wettbewerbe")).toHaveCount(0);
    await step("Spielklasse")
      .getByRole("link", { name: /^Kreisliga \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL("/ergebnisse?mannschaftsart=1&spielklasse=105");
    // The head as the page is served (after client-side navigations the first page's links can stay in it too).
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/ergebnisse\?mannschaftsart=1&spielklasse=105$/,
    );
    await expect(page).toHaveTitle(/^Kreisliga \| Herren \| .*BAFV$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    const expected = await demoApi().competitions.getWamThree({
      wettkampftyp: 1,
      saison: "2627",
      mandant: "BAFV",
      mannschaftsart: 1,
      spielklasse: 105,
    });
    const competitions = step("Wettbewerbe");
    await expect(competitions.getByRole("heading", { level: 3, name: "Bezirk Oberbayern" })).toBeVisible();
    await expect(competitions.getByRole("heading", { level: 4 })).toHaveText(
      expected.competitions.map((competition) => competition.playingArea.name),
    );
    const munich = expected.competitions.find((competition) => competition.name === "Kreisliga München")!;
    expect(munich.playingArea.kind).toBe("kreis");
    await expect(competitions.getByRole("link", { name: "Kreisliga München" })).toHaveAttribute(
      "href",
      `/ergebnisse/wettbewerb/-/${munich.compoundId}`,
    );
    await expectNoAxeViolations(page);
  });

  test("links prefetch only on intent: none while the page loads, one when the pointer rests on a link", async ({
    page,
  }, testInfo) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc") && request.headers()["next-router-prefetch"] === "1")
        prefetched.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ""));
    });
    await page.goto("/ergebnisse");
    await page.waitForLoadState("networkidle");
    // Every choice and competition of the finder is in view or near it; Next.js would prefetch them all.
    expect(prefetched).toEqual([]);
    const pokale = page.getByRole("region", { name: "Wettbewerbsart" }).getByRole("link", { name: /^Pokale \(\d+\)$/ });
    const isTouch = testInfo.project.use.hasTouch ?? false;
    if (isTouch) await pokale.dispatchEvent("touchstart");
    else await pokale.hover();
    await expect.poll(() => prefetched).toContain("/ergebnisse?typ=308");
    // The click navigates on the client: the document stays the same.
    await page.evaluate(() => {
      (window as unknown as { spielfeldMarker: boolean }).spielfeldMarker = true;
    });
    await pokale.click();
    await expect(page).toHaveURL("/ergebnisse?typ=308");
    expect(await page.evaluate(() => (window as unknown as { spielfeldMarker?: boolean }).spielfeldMarker)).toBe(true);
  });

  test("an unknown choice in a shared address explains itself and offers a fresh start", async ({ page }) => {
    await page.goto("/ergebnisse?typ=99999&saison=2627");
    await expect(page.getByRole("alert").filter({ hasText: "Diese Auswahl gibt es nicht" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Mannschaftsart" })).toHaveCount(0);
    await page.getByRole("link", { name: "Auswahl neu beginnen" }).click();
    await expect(page).toHaveURL("/ergebnisse");
    await expect(page.getByRole("region", { name: "Mannschaftsart" })).toBeVisible();
  });
});
