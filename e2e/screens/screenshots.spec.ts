import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { pageTypes } from "../tests/page-types";

const directory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../screenshots");
const SHOWN = ["home", "finder", "competition", "match-live", "match-finished"];

test("screenshots of the main page types, light and dark", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  mkdirSync(directory, { recursive: true });
  const width = testInfo.project.use.viewport?.width ?? 0;
  const pages = (await pageTypes()).filter(({ name }) => SHOWN.includes(name));
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const { name, path: address } of pages) {
      await page.goto(address);
      // Lazy images below the fold load now, so the full-page picture shows them.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      await page.screenshot({ path: path.join(directory, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
});
