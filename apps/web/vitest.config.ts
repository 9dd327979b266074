import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run against the football package's sources, so they never see a stale build.
const footballSource = fileURLToPath(new URL("../../packages/football/src/index.ts", import.meta.url));
// `server-only` refuses to load outside the React server build; tests are server code.
const serverOnly = fileURLToPath(new URL("./test/server-only.ts", import.meta.url));

export default defineConfig({
  resolve: {
    // `@/…` is the website's root, as in tsconfig.json's paths.
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "@spielfeld/football": footballSource,
      "server-only": serverOnly,
    },
  },
  test: {
    include: ["*.test.ts", "lib/**/*.test.ts", "app/**/*.test.{ts,tsx}", "components/**/*.test.{ts,tsx}"],
    environment: "node",
  },
});
