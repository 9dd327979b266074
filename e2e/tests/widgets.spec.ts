import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * A club's own website on another origin embeds several widgets with the embed script (docs/widgets.md): each iframe
 * takes its content's height, every link opens in the `widgetlinks` window, the theme's parameters apply, and axe
 * finds nothing inside the widgets at either width.
 */

test("a club's page on another origin embeds widgets that size themselves and link out to widgetlinks", async ({
  page,
  baseURL,
}, testInfo) => {
  const api = demoApi();
  const { competitions } = await api.competitions.getTopLeagues1();
  const league = competitions[0]!;
  const table = await api.competitions.getAmateurTable({ staffel: league.compoundId });
  const entry = table.entries[0]!;
  // The club's page on another origin of this machine (a server of its own): the browser lets no page from outside
  // the machine load anything from a local address, which the test site is.
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>TSV Beispiel</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body><main><h1>TSV Beispiel</h1>
        <div data-spielfeld-widget="mannschaft/${entry.teamPermanentId}/spiele" data-titel="Unsere nächsten Spiele"></div>
        <div data-spielfeld-widget="wettbewerb/${league.compoundId}/tabelle" data-verein="${entry.clubId}"
             data-farbe="rot" data-modus="dunkel" data-titel="Unsere Tabelle"></div>
        </main><script src="${baseURL}/widget/embed.js" async></script></body></html>`;
  const host = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const HOST = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  try {
    await page.goto(HOST);
    const frames = page.locator("iframe");
    await expect(frames).toHaveCount(2);
    for (const index of [0, 1]) {
      const frame = (await frames.nth(index).elementHandle())!;
      const content = (await frame.contentFrame())!;
      await content.waitForSelector("main.widget");
      // The iframe takes the height its widget reports (not the script's fixed first height).
      await expect
        .poll(async () => {
          const outer = await frames.nth(index).evaluate((element) => element.getBoundingClientRect().height);
          const inner = await content.evaluate(() => document.documentElement.getBoundingClientRect().height);
          return Math.abs(outer - Math.ceil(inner));
        })
        .toBeLessThanOrEqual(1);
      const targets = await content
        .locator("a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("target")));
      expect(targets.length).toBeGreaterThan(0);
      expect(new Set(targets)).toEqual(new Set(["widgetlinks"]));
      await expectNoAxeViolations(content);
    }
    const tableFrame = (await (await frames.nth(1).elementHandle())!.contentFrame())!;
    await expect(tableFrame.locator('tr[aria-current="true"]').first()).toContainText(entry.teamName);
    const scheme = await tableFrame.locator("main.widget").evaluate((main) => getComputedStyle(main).colorScheme);
    expect(scheme).toBe("dark");
    await page.screenshot({ path: testInfo.outputPath(`widgets-${testInfo.project.name}.png`), fullPage: true });

    // A link opens the site's page in the widgets' window, not inside the club's page.
    const [popup] = await Promise.all([page.waitForEvent("popup"), tableFrame.locator("tbody a").first().click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).origin).toBe(new URL(baseURL!).origin);
    expect(await popup.evaluate(() => window.name)).toBe("widgetlinks");
    expect(page.url()).toBe(HOST);
  } finally {
    host.close();
  }
});

test("a widget page may be framed anywhere, and no other page may", async ({ request }) => {
  const { competitions } = await demoApi().competitions.getTopLeagues1();
  const widget = await request.get(`/widget/wettbewerb/${competitions[0]!.compoundId}/tabelle`);
  expect(widget.status()).toBe(200);
  expect(widget.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(widget.headers()["x-frame-options"]).toBeUndefined();
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  const script = await request.get("/widget/embed.js");
  expect(script.status()).toBe(200);
  expect((await script.body()).length).toBeLessThan(4096);
});

test("a club's webmaster goes from the club's page to a widget, themes it and takes the snippet", async ({
  page,
}, testInfo) => {
  const { competitions } = await demoApi().competitions.getTopLeagues1();
  const table = await demoApi().competitions.getAmateurTable({ staffel: competitions[0]!.compoundId });
  const entry = table.entries[0]!;
  const club = await demoApi().clubs.getClubInfo({ id: entry.clubId! });
  await page.goto(`/vereine/${club.nameSlug}/${club.id}`);
  await page.getByRole("link", { name: "Widget für die eigene Website" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widgets für die eigene Website");
  await expect(page.getByRole("heading", { name: `Mannschaften von ${club.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: `${entry.teamName}: Spiele und Ergebnisse` })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Vorschau: Nächste Spiele/ })).toBeVisible();
  await page.getByLabel("Farbe", { exact: true }).selectOption("rot");
  await page.getByLabel("Widget", { exact: true }).selectOption("ergebnisse");
  await page.getByRole("button", { name: "Vorschau zeigen" }).click();
  await expect(page.getByRole("heading", { name: /^Vorschau: Letzte Ergebnisse/ })).toBeVisible();
  const snippet = page.locator(".widget-config__snippet code");
  await expect(snippet).toContainText(`data-spielfeld-widget="mannschaft/`);
  await expect(snippet).toContainText('data-farbe="rot"');
  await expect(snippet).toContainText("/widget/embed.js");
  const preview = page.frameLocator("iframe.widget-config__preview");
  await expect(preview.getByRole("heading", { level: 1 })).toContainText("Ergebnisse");
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`widget-konfigurator-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
