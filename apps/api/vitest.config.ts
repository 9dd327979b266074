import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file opens its own database; two workers fit the two-core machines the suite runs on.
    maxWorkers: 2,
  },
});
