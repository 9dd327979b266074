import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("page frame", () => {
  test("home page: frame in order, metadata and no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Bayerischer Amateur-Fußball-Verband" })).toBeVisible();
    await expect(page).toHaveTitle("Amateurfußball in Bayern | BAFV");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/?$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1376");
    await expect(page.getByText(/Aktuelle Saison: 26\/27/)).toBeVisible();
    const order = await page.evaluate(() =>
      [...document.body.querySelectorAll(":scope header.site-header, :scope main, :scope .ad-slot, :scope footer")].map(
        (element) => element.id || element.tagName.toLowerCase(),
      ),
    );
    expect(order).toEqual(["header", "main", "Mobile_Footer_1", "Footer_1", "footer"]);
    await expectNoAxeViolations(page);
  });

  test("a page that names nothing shows the 404 inside one frame; a page carries no second frame", async ({
    page,
    problems,
  }) => {
    // A page without a not-found page of its own (news) falls back to the site's, inside the layout's frame; an address
    // that matches no route (below statistics, or at the top) gets the global 404, which brings the frame itself.
    for (const path of ["/news/gibt-es-nicht", "/statistik/gibt-es-nicht", "/gibt-es-nicht"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      allowAnswer(problems, 404, path);
      await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }), path).toBeVisible();
      await expect(page, path).toHaveTitle("Seite nicht gefunden | BAFV");
      await expect(page.getByRole("banner"), path).toHaveCount(1);
      await expect(page.getByRole("main"), path).toHaveCount(1);
      await expect(page.getByRole("contentinfo"), path).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    // A page's document holds its frame (here the footer's club list) as markup and in the page's payload, which also
    // holds the 404 of each boundary above the page: the site's brings no frame, and the one for addresses that match
    // no route (app/global-not-found.tsx) is no boundary, so twice in all. (The club list's test id, not its class: the
    // styles come inside the document and name the class.)
    const html = await (await page.request.get("/")).text();
    expect(html.split("footer-clubs").length - 1).toBe(2);
  });

  test("a web view leaves the header out; the share image exists in its size", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-webview": "true" });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const image = await page.request.get("/share-default.png");
    expect(image.headers()["content-type"]).toBe("image/png");
    const bytes = await image.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1376, 917]);
    await expectNoAxeViolations(page);
  });

  test("header hides on scroll down and shows on scroll up and near the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const header = page.getByTestId("site-header");
    await expect(header).not.toHaveClass(/site-header--hidden/);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).not.toHaveClass(/site-header--hidden/);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveClass(/site-header--hidden/);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).not.toHaveClass(/site-header--hidden/);
  });

  test("search submits the trimmed, encoded term", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Suche / Vereine" }).click();
    const input = page.getByPlaceholder("Suchbegriff eingeben");
    await input.fill("  TSV Erding & Söhne ");
    await input.press("Enter");
    await expect(page).toHaveURL("/textsuche?query=TSV%20Erding%20%26%20S%C3%B6hne");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchergebnisse für „TSV Erding & Söhne“");
    await page.getByRole("button", { name: "Suche / Vereine" }).click();
    await page.getByPlaceholder("Suchbegriff eingeben").fill("Kreisliga");
    await page.getByRole("link", { name: "Suchen" }).click();
    await expect(page).toHaveURL("/textsuche?query=Kreisliga");
    await page.getByRole("button", { name: "Suche / Vereine" }).click();
    await page.getByRole("button", { name: "Suche schließen" }).click();
    await expect(page.getByPlaceholder("Suchbegriff eingeben")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("context menu offers login, share and copy link when logged out; copy link shows a toast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    const menu = page.locator(".context-menu__list");
    await expect(menu.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Profil bearbeiten" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Abmelden" })).toHaveCount(0);
    await expect(menu.getByRole("button", { name: "Teilen" })).toBeVisible();
    await menu.getByRole("button", { name: "Link kopieren" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Der Link wurde in die Zwischenablage kopiert." }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    await page.locator(".context-menu__list").getByRole("button", { name: "Teilen" }).click();
    const dialog = page.getByRole("dialog", { name: "Teilen" });
    await expect(dialog.getByRole("link", { name: "Per E-Mail teilen" })).toHaveAttribute("href", /^mailto:\?subject=/);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Dialog schließen" }).click();
    await expect(dialog).toBeHidden();
  });

  test("open modals close when the route changes", async ({ page }) => {
    await page.goto("/");
    await page.goto("/textsuche?query=Pokal");
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    await page.locator(".context-menu__list").getByRole("button", { name: "Teilen" }).click();
    await expect(page.getByRole("dialog", { name: "Teilen" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("dialog", { name: "Teilen" })).toHaveCount(0);
  });

  test("a loading bar runs from the start of a route change until it completes", async ({ page }) => {
    await page.goto("/textsuche");
    // Hold the next page back until the bar has been seen, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/?_rsc=*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("link", { name: /BAFV – Startseite/ }).click();
    await expect(page.getByRole("progressbar", { name: "Seite wird geladen" })).toBeVisible();
    release();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("toasts close by timeout, close button, Escape and swipe", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    const copy = async () => {
      await page.getByRole("button", { name: "Weitere Aktionen" }).click();
      await page.locator(".context-menu__list").getByRole("button", { name: "Link kopieren" }).click();
      const toast = page.getByTestId("toast");
      await expect(toast).toBeVisible();
      return toast;
    };
    const started = Date.now();
    await expect(await copy()).toBeHidden({ timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await (await copy()).getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await copy();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("toast")).toHaveCount(0);
    const toast = await copy();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
