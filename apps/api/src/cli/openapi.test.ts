import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { generateOpenApiDocument, openApiFile } from "./export-openapi.js";

describe("openapi.json", () => {
  it("is what the route schemas generate (run `npm run openapi -w apps/api` after a change)", async () => {
    const committed = await readFile(openApiFile, "utf8");
    expect(await generateOpenApiDocument()).toBe(committed);
  });

  it("gives every route an operationId, a tag, a tier and the error schema", async () => {
    const document = JSON.parse(await readFile(openApiFile, "utf8"));
    for (const [path, methods] of Object.entries(
      document.paths as Record<string, Record<string, Record<string, unknown>>>,
    )) {
      for (const operation of Object.values(methods)) {
        expect(operation.operationId, path).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(operation.tags, path).toHaveLength(1);
        expect(["public", "protected", "private", "promateur"]).toContain(operation["x-tier"]);
      }
    }
    expect(document.components.schemas.Error.required).toEqual(["message", "kind"]);
    expect(document.components.schemas.ErrorKind.enum).toContain("invalid-parameter");
    expect(document.components.schemas.ErrorReason.enum).toContain("taken");
  });
});
