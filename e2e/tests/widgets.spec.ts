import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { signedInApi } from "./account-helpers";
import { OFFICIAL } from "./club-officials";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * A club's own website on another origin embeds several widgets with the embed script (docs/widgets.md): each iframe
 * takes its content's height, every link opens in the `widgetlinks` window, the theme's parameters apply, axe finds
 * nothing inside the widgets at either width, and a match's live ticker takes a reporter's entry as it is written.
 */

test("a club's page on another origin embeds widgets that size themselves, link out to widgetlinks and follow a match live", async ({
  page,
  baseURL,
}, testInfo) => {
  const api = demoApi();
  const { competitions } = await api.competitions.getTopLeagues1();
  const league = competitions[0]!;
  const table = await api.competitions.getAmateurTable({ staffel: league.compoundId });
  const entry = table.entries[0]!;
  // The match the demo's team admin may report (live.spec.ts kicks it off; before or after, it follows its reporter).
  const tokens = await api.account.login({ username: OFFICIAL, password: "Anstoss-2026!" });
  const reporter = signedInApi(tokens.accessToken);
  const matchId = (await reporter.matches.getReportableMatches()).matches[0]!.matchId;
  // The club's page on another origin of this machine (a server of its own): the browser lets no page from outside
  // the machine load anything from a local address, which the test site is.
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>TSV Beispiel</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body><main><h1>TSV Beispiel</h1>
        <div data-spielfeld-widget="mannschaft/${entry.teamPermanentId}/spiele" data-titel="Unsere nächsten Spiele"></div>
        <div data-spielfeld-widget="wettbewerb/${league.compoundId}/tabelle" data-verein="${entry.clubId}"
             data-farbe="rot" data-modus="dunkel" data-titel="Unsere Tabelle"></div>
        <div data-spielfeld-widget="spiel/${matchId}/liveticker" data-kompakt="ja" data-titel="Liveticker"></div>
        </main><script src="${baseURL}/widget/embed.js" async></script></body></html>`;
  const host = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  const HOST = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  try {
    // The ticker widget's stream (live-updates.tsx), open from the first moment: it receives every new entry.
    const streamOpened = page.waitForResponse(
      (response) =>
        response.url().includes("getLiveStream") && response.request().frame().url().includes("/liveticker"),
    );
    await page.goto(HOST);
    const frames = page.locator("iframe");
    await expect(frames).toHaveCount(3);
    /** How far an iframe's height is from its widget's content height, in pixels. */
    const misfit = async (index: number) => {
      const content = (await (await frames.nth(index).elementHandle())!.contentFrame())!;
      const outer = await frames.nth(index).evaluate((element) => element.getBoundingClientRect().height);
      const inner = await content.evaluate(() => document.documentElement.getBoundingClientRect().height);
      return Math.abs(outer - Math.ceil(inner));
    };
    for (const index of [0, 1, 2]) {
      const frame = (await frames.nth(index).elementHandle())!;
      const content = (await frame.contentFrame())!;
      await content.waitForSelector("main.widget");
      // As a reader scrolls to it: the browser holds back the layout of a frame from another origin out of sight.
      await frames.nth(index).scrollIntoViewIfNeeded();
      // The iframe takes the height its widget reports (not the script's fixed first height).
      await expect.poll(() => misfit(index)).toBeLessThanOrEqual(1);
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

    // The reporter writes a ticker entry: it appears in the widget on the club's page without a reload, the iframe
    // grows with it; taken back, it leaves the widget again.
    const tickerFrame = page.frames().find((frame) => frame.url().includes(`/widget/spiel/${matchId}/liveticker`))!;
    const ticker = tickerFrame.locator(`[data-live-ticker="${matchId}"]`);
    const text = `Die Fans singen auf der Tribüne (${testInfo.project.name}, ${Date.now()}).`;
    await frames.nth(2).scrollIntoViewIfNeeded();
    const heightBefore = await frames.nth(2).evaluate((element) => element.getBoundingClientRect().height);
    expect((await streamOpened).status()).toBe(200);
    const written = await reporter.matches.recordTickerText({
      spiel: matchId,
      text,
      "idempotency-key": `widget-${testInfo.project.name}-${Date.now()}`,
    });
    await expect(ticker.locator(".ticker__text").first()).toHaveText(text, { timeout: 15_000 });
    // The iframe follows the widget's new height (an entry in, the empty ticker's note out).
    await expect
      .poll(() => frames.nth(2).evaluate((element) => element.getBoundingClientRect().height))
      .not.toBe(heightBefore);
    await expect.poll(() => misfit(2)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(tickerFrame);
    await page.screenshot({ path: testInfo.outputPath(`widget-live-${testInfo.project.name}.png`), fullPage: true });
    await reporter.matches.undoMatchEntry({
      spiel: matchId,
      "entry-id": written.entryId,
      "idempotency-key": `widget-undo-${testInfo.project.name}-${Date.now()}`,
    });
    await expect(ticker.getByText(text)).toHaveCount(0, { timeout: 15_000 });
    expect(page.url()).toBe(HOST);
  } finally {
    host.close();
  }
});

test("every kind of widget: a frame of its own, links out to widgetlinks that lead to real pages, nothing for axe", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const api = demoApi();
  const league = (await api.competitions.getTopLeagues1()).competitions[0]!;
  const entry = (await api.competitions.getAmateurTable({ staffel: league.compoundId })).entries[0]!;
  const team = entry.teamPermanentId;
  const around = await api.clubs.getTeamPreviousAndNextMatches({
    "team-id": team,
    "amount-of-matches-before": 1,
    "amount-of-matches-after": 1,
  });
  const played = around.previousMatches.at(-1)!;
  const coming = around.nextMatches[0] ?? played;
  const widgets = [
    ...["spiele", "ergebnisse", "tabelle", "kader", "torjaeger", "liveticker"].map(
      (kind) => `mannschaft/${team}/${kind}`,
    ),
    ...["spiele", "heimspiele", "mannschaften"].map((kind) => `verein/${entry.clubId}/${kind}`),
    ...["ergebnisse", "tabelle", "torjaeger"].map((kind) => `wettbewerb/${league.compoundId}/${kind}`),
    `spiel/${played.id}`,
    `spiel/${coming.id}/liveticker`,
  ];
  const links = new Set<string>();
  for (const widget of widgets) {
    const response = await page.goto(`/widget/${widget}?modus=dunkel`);
    expect(response?.status(), widget).toBe(200);
    // The light frame: the widget alone, no header, footer or ads of the site.
    await expect(page.locator("main.widget"), widget).toBeVisible();
    await expect(page.locator("header, footer, [data-ad-slot]"), widget).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }), widget).toHaveCount(1);
    const anchors = await page
      .locator("a")
      .evaluateAll((found) => found.map((link) => [link.getAttribute("target"), link.getAttribute("href")]));
    expect(anchors.length, widget).toBeGreaterThan(0);
    for (const [target, href] of anchors) {
      expect(target, `${widget}: ${href}`).toBe("widgetlinks");
      links.add(href!);
    }
    await expectNoAxeViolations(page);
  }
  // Every link the widgets show leads to a page (checked once, on the wide screen).
  if (testInfo.project.name === "desktop-1280") {
    for (const href of links) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  }
  // An unknown or a malformed id is a 404, never an error of the site.
  for (const widget of ["spiel/a_b", "verein/GIBTESNICHT0000000000000000000000/spiele", "mannschaft/x.y/kader"]) {
    expect((await request.get(`/widget/${widget}`)).status(), widget).toBe(404);
  }
});

test("a widget page may be framed anywhere, and no other page may", async ({ request }) => {
  const { competitions } = await demoApi().competitions.getTopLeagues1();
  const widget = await request.get(`/widget/wettbewerb/${competitions[0]!.compoundId}/tabelle`);
  expect(widget.status()).toBe(200);
  expect(widget.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(widget.headers()["x-frame-options"]).toBeUndefined();
  // One document for every reader of the address: a cache in front keeps it for half a minute.
  expect(widget.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=120");
  const home = await request.get("/");
  expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  // The widget API on the site's own origin, its legacy default table on the double-slash path (no move on the way).
  const legacyTable = await request.get(
    `/rest/competitioncontroller/competition/table//id/${competitions[0]!.compoundId}`,
    { maxRedirects: 0 },
  );
  expect(legacyTable.status()).toBe(200);
  expect(legacyTable.headers()["access-control-allow-origin"]).toBe("*");
  expect(await legacyTable.json()).toMatchObject({ state: 0, data: { compoundId: competitions[0]!.compoundId } });
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
  await expect(page.getByRole("heading", { name: `Widgets der Mannschaften von ${club.name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Vorschau: Nächste Spiele aller Mannschaften/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: `${entry.teamName}: Spiele, Ergebnisse, Kader und mehr` })
    .first()
    .click();
  await expect(
    page.getByRole("heading", { name: `Vorschau: Nächste Spiele: ${entry.teamName}`, exact: true }),
  ).toBeVisible();
  await page.getByLabel("Farbe", { exact: true }).selectOption("rot");
  await page.getByLabel("Widget", { exact: true }).selectOption("ergebnisse");
  await page.getByRole("button", { name: "Vorschau zeigen" }).click();
  await expect(
    page.getByRole("heading", { name: `Vorschau: Letzte Ergebnisse: ${entry.teamName}`, exact: true }),
  ).toBeVisible();
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
