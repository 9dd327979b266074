import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("page frame: colour scheme, installing and offline", () => {
  test("the colour scheme follows the system; a choice is kept on the device and applied before the first paint", async ({
    page,
  }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? null);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await theme()).toBeNull();
    expect(await background()).toBe("rgb(15, 23, 34)");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    const scheme = page.getByRole("group", { name: "Farbschema" });
    await expect(scheme.getByRole("radio", { name: "Automatisch" })).toBeChecked();
    await scheme.getByRole("radio", { name: "Hell" }).check();
    expect(await theme()).toBe("light");
    expect(await background()).toBe("rgb(255, 255, 255)");
    // On the next visit the document is marked before the body exists, so the page is never painted dark first.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody =
          document.documentElement.dataset.theme ?? null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe("light");
    expect(await background()).toBe("rgb(255, 255, 255)");
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    await expect(scheme.getByRole("radio", { name: "Hell" })).toBeChecked();
    await scheme.getByRole("radio", { name: "Dunkel" }).check();
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody)).toBe("dark");
    expect(await background()).toBe("rgb(15, 23, 34)");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await expectNoAxeViolations(page);
    // Back to automatic: the system's light scheme applies again.
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    await scheme.getByRole("radio", { name: "Automatisch" }).check();
    expect(await theme()).toBeNull();
    expect(await background()).toBe("rgb(255, 255, 255)");
  });

  test("installable: manifest, icons, apple-touch-icon and robots.txt are served and linked", async ({ page }) => {
    await page.goto("/");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      name: "Bayerischer Amateur-Fußball-Verband",
      short_name: "BAFV",
      start_url: "/",
      display: "standalone",
      lang: "de",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()["content-type"], icon.src).toContain(icon.type);
      if (icon.type === "image/png") {
        const bytes = await answer.body();
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
    }
    const linkedIcons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute("type")));
    expect(linkedIcons).toEqual(expect.arrayContaining(["image/svg+xml", "image/png"]));
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const apple = await (await page.request.get(appleHref!)).body();
    expect([apple.readUInt32BE(16), apple.readUInt32BE(20)]).toEqual([180, 180]);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

    const robots = await page.request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain("Allow: /");
    expect(text).toContain("Disallow: /rest/");
    expect(text).toContain("Disallow: /api/");
    // The sitemap index on the site's own host (crawler.spec.ts follows it).
    expect(text).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    expect((await page.request.get("/sitemap.xml")).status()).toBe(200);
  });

  test("offline, a page that cannot be loaded shows the offline page in German", async ({ page, context }) => {
    await page.goto("/");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    // The start page's crests load after it; cut off mid-way they would count as failed requests of the page.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.goto("/textsuche?query=offline");
    await expect(page.getByRole("heading", { level: 1, name: "Keine Verbindung" })).toBeVisible();
    await expect(page.getByText("Du bist gerade offline")).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await page.getByRole("link", { name: "Erneut versuchen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bayerischer Amateur-Fußball-Verband" })).toBeVisible();
  });

  test("offline, a page read before opens as it was, with the time it was saved; the account area is not kept", async ({
    page,
    context,
    problems,
  }) => {
    await page.goto("/");
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // Controlled from now on: the pages read next are kept.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto("/news");
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    const notice = page.getByRole("status").filter({ hasText: "Du bist offline" });
    await expect(notice).toContainText(/Stand \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await expectNoAxeViolations(page);
    // A page never read shows the offline page.
    await page.goto("/statistik");
    await expect(page.getByRole("heading", { level: 1, name: "Keine Verbindung" })).toBeVisible();
    await context.setOffline(false);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open("bafv-pages-v1");
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).toContain("/news");
    expect(kept.filter((path) => /^\/(mein-account|login)/.test(path))).toEqual([]);
    // What the kept page asked the network for while offline (prefetches of its links) failed, as it must.
    for (let index = problems.length - 1; index >= 0; index -= 1) {
      if (/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problems[index]!)) problems.splice(index, 1);
    }
  });
});
