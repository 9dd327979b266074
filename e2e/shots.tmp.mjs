import { chromium } from "playwright";
const base = "http://localhost:3000";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function ctx(width, dark = false) {
  return browser.newContext({ viewport: { width, height: 900 }, locale: "de-DE", timezoneId: "Europe/Berlin", colorScheme: dark ? "dark" : "light" });
}
const shot = async (page, name, full = true) => { await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full }); console.log("shot", name); };
async function login(page, user) {
  await page.goto(base + "/login");
  await page.getByLabel("E-Mail-Adresse oder Spitzname").fill(user);
  await page.getByLabel("Passwort", { exact: true }).fill("Anstoss-2026!");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}
{
  const c = await ctx(360); const p = await c.newPage();
  await p.goto(base + "/allgemein/kontakt"); await p.locator(".markdown__table").first().scrollIntoViewIfNeeded(); await shot(p, "kontakt-360", false);
  await p.goto(base + "/");
  const comp = await p.locator("a[href*='/ergebnisse/wettbewerb/']").first().getAttribute("href");
  await p.goto(base + comp); await shot(p, "competition-360", false);
  await login(p, "fan@spielfeld.example"); await p.goto(base + "/mein-account"); await shot(p, "account-360", false);
  await c.close();
}
for (const dark of [false, true]) {
  const c = await ctx(360, dark); const p = await c.newPage();
  await login(p, "teamadmin@spielfeld.example");
  await p.goto(base + "/mein-account/liveticker"); await shot(p, `liveticker-list-360${dark ? "-dark" : ""}`);
  const link = p.locator("main").getByRole("link", { name: /–/ }).first();
  console.log("first match", await link.textContent());
  await link.click(); await p.waitForLoadState("networkidle"); await shot(p, `reporter-360${dark ? "-dark" : ""}`);
  await c.close();
}
{
  const c = await ctx(1280); const p = await c.newPage();
  await p.goto(base + "/ergebnisse");
  const match = await p.locator("a[href*='/ergebnisse/spiel/']").first().getAttribute("href");
  await p.goto(base + match);
  const ref = p.locator("a[href*='/schiedsrichter/']").first();
  if (await ref.count()) { await p.goto(base + (await ref.getAttribute("href")).replace(base, "")); await shot(p, "referee-1280"); } else console.log("no referee link on", match);
  await c.close();
}
await browser.close();
