import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["src/**/*.test.ts", "scripts/**/*.test.ts"], testTimeout: 90_000, hookTimeout: 120_000 },
});
