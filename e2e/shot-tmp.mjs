import { chromium } from "playwright-core";

const [url, out, width, height] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height ?? 900) } });
await page.goto(url, { waitUntil: "load" });
const sel = process.argv[6];
if (sel) await page.locator(sel).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: out });
await browser.close();
