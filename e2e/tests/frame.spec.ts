import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

const isPhone = (width: number | undefined) => (width ?? 0) < 1024;

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
    // no route (app/global-not-found.tsx) is no boundary, so twice in all.
    const html = await (await page.request.get("/")).text();
    expect(html.split("footer__logos--clubs").length - 1).toBe(2);
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

  test("navigation: one dropdown at a time, third level slides in, internal links close it", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    if (isPhone(testInfo.project.use.viewport?.width)) {
      await page.getByRole("button", { name: "Menü" }).click();
      const menu = page.getByRole("dialog", { name: "Menü" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "Jetzt einloggen" })).toBeVisible();
      await expect(
        menu.getByRole("list", { name: "Schnellzugriff" }).getByRole("link", { name: "Infothek" }),
      ).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await expectNoAxeViolations(page);
      // Closing the menu gives the page its scrolling back; opening it again locks it again.
      await menu.getByRole("button", { name: "Menü schließen" }).click();
      await expect(menu).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
      await page.getByRole("button", { name: "Menü" }).click();
      await expect(menu).toBeVisible();
    }
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" }).filter({ visible: true });
    await expect(nav.getByRole("link", { name: "Ergebnisse & Wettbewerbe" })).toHaveAttribute("href", "/ergebnisse");
    await nav.getByRole("button", { name: "Neuigkeiten" }).click();
    await expect(nav.getByRole("button", { name: "Neuigkeiten" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByText("Alle Nachrichten auf einen Blick")).toBeVisible();
    await nav.getByRole("button", { name: "Spielbetrieb & Verbandsleben" }).click();
    await expect(nav.getByRole("button", { name: "Neuigkeiten" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.locator(".nav__dropdown")).toHaveCount(1);
    await expect(nav.getByRole("img", { name: "Spielerpass auf einem Tisch" })).toHaveAttribute("width", "290");
    await expect(nav.getByText("Top-Links")).toBeVisible();
    const third = nav.locator(".nav__level3").first();
    await expect(third).toBeHidden();
    await nav.getByRole("button", { name: "Unterpunkte von Pässe und Vereinswechsel anzeigen" }).click();
    await expect(third).toHaveClass(/nav__level3--open/);
    await expect(nav.getByRole("link", { name: "Vereinswechsel Amateure" })).toBeVisible();
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "Übersicht Spielbetrieb & Verbandsleben" }).click();
    await expect(page).toHaveURL("/spielbetrieb-verbandsleben/paesse-und-vereinswechsel");
    await expect(page.locator(".nav__dropdown")).toHaveCount(0);
    if (isPhone(testInfo.project.use.viewport?.width))
      await expect(page.getByRole("dialog", { name: "Menü" })).toHaveCount(0);
  });

  test("footer shows every configured section with the columns of the breakpoint", async ({ page }, testInfo) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Folge dem BAFV" })).toBeVisible();
    await expect(footer.locator(".footer__social li")).toHaveCount(6);
    await expect(footer.getByTestId("footer-clubs").locator("li")).toHaveCount(8);
    await expect(footer.getByTestId("footer-clubs").getByRole("link").first()).toHaveAttribute("target", "_blank");
    // The logos load lazily: a visitor sees them once the footer comes near, however long the page above it is.
    await footer.getByTestId("footer-clubs").scrollIntoViewIfNeeded();
    await expect(footer.getByTestId("footer-clubs").locator("img").first()).toHaveJSProperty("naturalWidth", 200);
    await expect(footer.getByTestId("footer-partners").locator("li")).toHaveCount(3);
    await expect(footer.getByRole("heading", { name: "Über uns" }).locator("..").getByRole("link")).toHaveCount(6);
    await expect(footer.getByRole("heading", { name: "Top-Ligen" }).locator("..").getByRole("link")).toHaveCount(6);
    await expect(footer.getByRole("navigation", { name: "Verbände" }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByRole("navigation", { name: "Rechtliches" }).getByRole("link")).toHaveText([
      "Nutzungsbedingungen",
      "Datenschutz",
      "Impressum",
    ]);
    const right = footer.getByRole("heading", { name: "Häufig besucht" });
    if ((testInfo.project.use.viewport?.width ?? 0) < 500) await expect(right).toBeHidden();
    else {
      await expect(right).toBeVisible();
      await expect(right.locator("..").getByRole("link")).toHaveCount(6);
      await expect(right.locator("..").getByRole("link", { name: /Vereinsverwaltung/ })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });

  test("unsupported-device notice appears once per session at 300 px", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 300, height: 640 });
    await page.goto("/");
    const notice = page.getByRole("alert").filter({ hasText: "Dein Gerät wird nicht vollständig unterstützt" });
    await expect(notice).toBeVisible();
    // Far beyond any toast timeout: the notice never closes by itself.
    await page.clock.fastForward(60_000);
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Dein Gerät" })).toHaveCount(0);
  });

  test("on a phone the header is one compact bar; search, menu and more actions are icons with names", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const header = page.getByTestId("site-header");
    const height = async () => (await header.boundingBox())!.height;
    expect(await height()).toBeLessThanOrEqual(64);
    for (const name of ["Suche / Vereine", "Weitere Aktionen"]) {
      await expect(header.getByRole("button", { name })).toHaveText("");
    }
    await expect(header.getByRole("button", { name: "Menü", exact: true })).toHaveText("");
    await expect(header.getByRole("link", { name: /BAFV – Startseite/ })).toBeVisible();
    await expect(header.getByRole("link", { name: /Unser Partner/ })).toBeVisible();
    // The open search is a row under the bar: the bar keeps its height, nothing is wider than the window.
    await header.getByRole("button", { name: "Suche / Vereine" }).click();
    await expect(page.getByPlaceholder("Suchbegriff eingeben")).toBeFocused();
    expect(await height()).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press("Escape");
    await expect(header.getByRole("button", { name: "Suche / Vereine" })).toBeFocused();
  });

  test("the phone menu closes with Escape, keeps the focus inside while open and returns it", async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo.project.use.viewport?.width), "the menu button exists below the large breakpoint");
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menü", exact: true });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menü" });
    await expect(menu.getByRole("button", { name: "Menü schließen" })).toBeFocused();
    const isFocusInside = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));
    // More presses than the menu has controls: the focus goes round and never leaves it, in both directions.
    const controls = await menu.locator("a[href], button").count();
    for (let press = 0; press <= controls + 1; press += 1) {
      await page.keyboard.press("Tab");
      expect(await isFocusInside(), `Tab ${press + 1}`).toBe(true);
    }
    await menu.getByRole("button", { name: "Menü schließen" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await isFocusInside()).toBe(true);
    await expect(menu.getByRole("button", { name: "Menü schließen" })).not.toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    // The close button gives the focus back too.
    await menuButton.click();
    await menu.getByRole("button", { name: "Menü schließen" }).click();
    await expect(menuButton).toBeFocused();
  });

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
});
