import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Tests run against the football package's sources, so they never see a stale build.
const footballSource = fileURLToPath(new URL("../../packages/football/src/index.ts", import.meta.url));
const cacheTagsSource = fileURLToPath(new URL("../../packages/cache-tags/src/index.ts", import.meta.url));

/**
 * Files that never open the tests' database: pure functions, the demo generator in memory, the server's start on an
 * embedded data directory of its own, the Redis store. A run on a PostgreSQL server (`TEST_DATABASE_URL`, the second
 * run in CI) leaves them out, since it would only repeat the embedded run; the Redis test stays, because that run is
 * the one with `TEST_REDIS_URL`.
 */
const ENGINE_INDEPENDENT = [
  "src/cli/openapi.test.ts",
  "src/config.test.ts",
  "src/demo/context.test.ts",
  "src/demo/data-invariants.test.ts",
  "src/demo/match-reports.test.ts",
  "src/demo/schedule.test.ts",
  "src/lib/website-revalidation.test.ts",
  "src/mail/templates.test.ts",
  "src/modules/competitions/write-turns.test.ts",
  "src/modules/media/media.cache.test.ts",
  "src/modules/media/media.client-budget.test.ts",
  "src/modules/media/media.disk-cache.test.ts",
  "src/modules/media/media.render-queue.test.ts",
  "src/modules/module-boundaries.test.ts",
  "src/modules/statistics/periods.test.ts",
  "src/startup.test.ts",
];
const missing = ENGINE_INDEPENDENT.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0) throw new Error(`vitest.config.ts names test files that do not exist: ${missing.join(", ")}`);

export default defineConfig({
  resolve: { alias: { "@spielfeld/football": footballSource, "@spielfeld/cache-tags": cacheTagsSource } },
  test: {
    include: ["src/**/*.test.ts"],
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...ENGINE_INDEPENDENT]
      : configDefaults.exclude,
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
