/**
 * Generates the client's types and operation table from the API's committed OpenAPI document:
 * src/generated/openapi.ts (openapi-typescript), src/generated/operations.ts and src/generated/schemas.ts (the
 * named shapes the package exports).
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const documentFile = fileURLToPath(new URL("../../../apps/api/openapi.json", import.meta.url));
const outputDir = new URL("../src/generated/", import.meta.url);
const API_BASE = "/rest";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown>; required?: boolean };
  responses: Record<string, { content?: Record<string, unknown> }>;
  "x-tier": string;
}

export async function generate(): Promise<{ types: string; operations: string; schemas: string }> {
  const document = JSON.parse(await readFile(documentFile, "utf8"));
  const header = "// Generated from apps/api/openapi.json by scripts/generate.ts. Do not edit.\n";
  // Every named shape of the contract (components/schemas) becomes a named type: `Match`, `Table`, …
  const types =
    header +
    astToString(await openapiTS(document, { alphabetize: true, rootTypes: true, rootTypesNoSchemaPrefix: true }));
  const entries: string[] = [];
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const [path, methods] of Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const contentType = operation.requestBody ? Object.keys(operation.requestBody.content)[0] : null;
      const bodyType =
        contentType === null
          ? null
          : contentType === "application/x-www-form-urlencoded"
            ? "form"
            : contentType === "multipart/form-data"
              ? "multipart"
              : "json";
      const responseType = Object.keys(operation.responses["200"]?.content ?? {})[0] ?? null;
      const entry = {
        method: method.toUpperCase(),
        path: path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path,
        isRootPath: !path.startsWith(`${API_BASE}/`),
        area: operation.tags[0],
        tier: operation["x-tier"],
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: p.required === true })),
        body: bodyType,
        responseType: responseType?.includes("json") ? "json" : responseType ? "text" : "none",
      };
      entries.push(`  ${operation.operationId}: ${JSON.stringify(entry)},`);
    }
  }
  const operations = `${header}export const operations = {\n${entries.join("\n")}\n} as const;\n`;
  // The named shapes the package exports; `Error` is exported as `ApiErrorBody` beside the error classes.
  const names = Object.keys(document.components?.schemas ?? {}).sort();
  const exported = names.map((name) => (name === "Error" ? "  Error as ApiErrorBody," : `  ${name},`));
  const schemas = `${header}export type {\n${exported.join("\n")}\n} from "./openapi.js";\n`;
  return { types, operations, schemas };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { types, operations, schemas } = await generate();
  await writeFile(new URL("openapi.ts", outputDir), types);
  await writeFile(new URL("operations.ts", outputDir), operations);
  await writeFile(new URL("schemas.ts", outputDir), schemas);
  process.stdout.write("Generated src/generated/openapi.ts, operations.ts and schemas.ts\n");
}
