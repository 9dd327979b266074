import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * A page that calls `notFound()` while it renders on demand: Next.js answers an empty document shell whose payload
 * holds the page's not-found text, and the website's server fills the shell with the site's prerendered 404
 * (apps/web/not-found-document.mjs), so the answer reads without JavaScript too.
 */
const NAMED_BUT_UNKNOWN = [
  "/spieler/gibt-es-nicht/00000000000000000000000000000000",
  "/vereine/gibt-es-nicht/00000000000000000000000000000000",
  "/mannschaften/gibt-es-nicht/00000000000000000000000000000000",
  "/news/gibt-es-nicht",
];

test.describe("404 pages", () => {
  test("a page that names something unknown is a whole 404 page without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of NAMED_BUT_UNKNOWN) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }), path).toBeVisible();
        await expect(page, path).toHaveTitle("Seite nicht gefunden | BAFV");
        await expect(page.locator("html"), path).toHaveAttribute("lang", "de");
        await expect(page.getByRole("banner"), path).toHaveCount(1);
        await expect(page.getByRole("main"), path).toHaveCount(1);
        await expect(page.getByRole("contentinfo"), path).toHaveCount(1);
        await expect(page.getByRole("link", { name: "Zur Startseite" }), path).toBeVisible();
      }
      await page.getByRole("link", { name: "Zur Startseite" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the filled-in 404 passes the accessibility checks, as a browser shows it whose scripts do not load", async ({
    page,
    problems,
  }) => {
    // axe runs as a script of its own: here the page's scripts are refused instead of switched off.
    await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort("aborted"));
    const path = NAMED_BUT_UNKNOWN[0]!;
    expect((await page.goto(path))?.status()).toBe(404);
    allowAnswer(problems, 404, path);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("with JavaScript the page's own not-found text replaces the filled-in one, in one frame", async ({
    page,
    problems,
  }) => {
    const path = NAMED_BUT_UNKNOWN[0]!;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    allowAnswer(problems, 404, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spieler nicht gefunden");
    await expect(page).toHaveTitle("Spieler nicht gefunden | BAFV");
    await expect(page.getByText("Seite nicht gefunden")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
  });
});
