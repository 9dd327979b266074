import { chromium } from "playwright";
const base = "http://localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [width, dark] of [[360, false], [1280, true]]) {
  const c = await browser.newContext({ viewport: { width, height: 900 }, locale: "de-DE", timezoneId: "Europe/Berlin", colorScheme: dark ? "dark" : "light" });
  const p = await c.newPage();
  await p.goto(base + "/");
  const rows = p.locator(".match-row", { hasText: "Wertung" });
  console.log(width, "rows with Wertung on home:", await rows.count());
  if (await rows.count()) { await rows.first().scrollIntoViewIfNeeded(); await p.screenshot({ path: `/tmp/shots/home-wertung-${width}.png` }); }
  else {
    // A league with rated matches: look through the competitions linked from the results page.
    await p.goto(base + "/ergebnisse");
    const links = await p.locator("a[href*='/ergebnisse/wettbewerb/']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")))].slice(0, 15));
    for (const href of links) {
      await p.goto(base + href.replace(base, ""));
      const r = p.locator(".match-row", { hasText: /Wertung|Sportgerichtsurteil|Verwaltungsentscheid/ });
      if (await r.count()) { await r.first().scrollIntoViewIfNeeded(); await p.screenshot({ path: `/tmp/shots/list-wertung-${width}.png` }); console.log("found in", href); break; }
    }
  }
  await c.close();
}
await browser.close();
