import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { generate } from "./generate.js";

describe("generated client files", () => {
  it("match apps/api/openapi.json (run `npm run generate -w packages/api-client` after an API change)", async () => {
    const { types, operations, schemas } = await generate();
    expect(await readFile(new URL("../src/generated/openapi.ts", import.meta.url), "utf8")).toBe(types);
    expect(await readFile(new URL("../src/generated/operations.ts", import.meta.url), "utf8")).toBe(operations);
    expect(await readFile(new URL("../src/generated/schemas.ts", import.meta.url), "utf8")).toBe(schemas);
  });
});
