import { expect, expectNoAxeViolations, test } from "./fixtures";

const isPhone = (width: number | undefined) => (width ?? 0) < 1024;

test.describe("page frame: navigation and footer", () => {
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
    await expect(page).toHaveURL("/spielbetrieb-verbandsleben");
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
    // The top clubs lead to their pages on this site (e2e/tests/favourites-and-navigation.spec.ts follows one).
    await expect(footer.getByTestId("footer-clubs").getByRole("link").first()).toHaveAttribute("href", /^\/vereine\//);
    // The crests load lazily: a visitor sees them once the footer comes near, however long the page above it is.
    await footer.getByTestId("footer-clubs").scrollIntoViewIfNeeded();
    await expect(footer.getByTestId("footer-clubs").locator("img").first()).toHaveJSProperty("naturalWidth", 64);
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
});
