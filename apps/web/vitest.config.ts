import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run against the football package's sources, so they never see a stale build.
const footballSource = fileURLToPath(new URL("../../packages/football/src/index.ts", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@spielfeld/football": footballSource } },
  test: { include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}"], environment: "node" },
});
