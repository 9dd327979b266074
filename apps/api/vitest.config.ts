import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests run against the football package's sources, so they never see a stale build.
const footballSource = fileURLToPath(new URL("../../packages/football/src/index.ts", import.meta.url));
const cacheTagsSource = fileURLToPath(new URL("../../packages/cache-tags/src/index.ts", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@spielfeld/football": footballSource, "@spielfeld/cache-tags": cacheTagsSource } },
  test: {
    include: ["src/**/*.test.ts"],
    // The migrated and demo databases are built once per run; each file starts from a copy (test/database.ts).
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two workers fit the two-core machines the suite runs on.
    maxWorkers: 2,
    // The files of a worker share its loaded modules instead of loading the app again for each (two seconds a
    // file). Every file builds its own app on its own database; a test that changes module state (fake timers)
    // restores it before it ends.
    isolate: false,
  },
});
