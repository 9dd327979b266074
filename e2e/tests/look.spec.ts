import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { type PageType, pageTypes } from "./page-types";

/*
 * Every page type, at the project's width (360 and 1280 px), in the light and the dark colour scheme: WCAG 2.1 AA
 * by axe and nothing wider than the window. The colour scheme comes from the visitor's system setting, as a
 * browser reports it.
 */
let pages: PageType[] = [];

test.beforeAll(async () => {
  pages = await pageTypes();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`every page type meets WCAG 2.1 AA in the ${colorScheme} scheme`, async ({ page, problems }) => {
    // A first render and an axe run per page type: the budget grows with the list.
    test.setTimeout(30_000 + 15_000 * pages.length);
    await page.emulateMedia({ colorScheme });
    const checked: string[] = [];
    for (const { name, path, status } of pages) {
      await test.step(name, async () => {
        const response = await page.goto(path);
        expect(response?.status(), `${name} ${path}`).toBe(status);
        if (status !== 200) allowAnswer(problems, status, path);
        await expect(page.locator("main h1").first()).toBeVisible();
        // The page's background follows the scheme: light pages are light, dark pages dark.
        const luminance = await page.evaluate(() => {
          const [r = 0, g = 0, b = 0] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
          return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        });
        if (colorScheme === "dark") expect(luminance, `${name}: background in dark`).toBeLessThan(0.3);
        else expect(luminance, `${name}: background in light`).toBeGreaterThan(0.7);
        await expectNoAxeViolations(page);
        checked.push(name);
      });
    }
    expect(checked).toHaveLength(pages.length);
  });
}
