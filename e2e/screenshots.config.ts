import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * Screenshots of the main page types at 360 and 1280 px, light and dark, written to `e2e/screenshots/` for anyone
 * to look at: `npm run screenshots -w e2e`. Same stack and browser as the e2e tests; nothing is compared.
 */
export default defineConfig({
  ...base,
  testDir: "./screens",
  reporter: [["list"]],
});
