import { readFile } from "node:fs/promises";
import { Ajv } from "ajv";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../test/app.js";
import { signIn } from "../test/factories.js";
import { openApiFile } from "./cli/export-openapi.js";
import { MULTILINE_TEXT_PATTERN } from "./lib/schema-parts.js";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  schema: ParameterSchema;
}
interface ParameterSchema {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: ParameterSchema[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, ParameterSchema>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

let testApp: TestApp;
let document: Document;
let validToken = "";
/** Ids that exist, so routes that look something up also answer 200 now and then. */
let knownIds: string[];
const ajv = new Ajv({ strict: false, allErrors: false });

/** Inlines `#/components/schemas/…` references so each response schema compiles on its own. */
function inline(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, components));
  if (!schema || typeof schema !== "object") return schema;
  const record = schema as Record<string, unknown>;
  if (typeof record.$ref === "string") return inline(components[record.$ref.split("/").pop()!], components);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => key !== "$id")
      .map(([key, value]) => [key, inline(value, components)]),
  );
}

const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "99999999999999999999",
    "BAFV",
    "80331",
    "../../etc/passwd",
    "%00",
    "ä ö ü ß",
    "<script>",
    "null",
    "1.0.0",
    "ios",
    // Numbers a validator may coerce past its bounds.
    "Infinity",
    "-Infinity",
    "+Infinity",
    "1e400",
    "-1e400",
    "NaN",
    "-0",
    "1e21",
    "9007199254740993",
    "0x10",
    // Control characters, which no text column or catalogue id holds.
    "\u0000",
    "a\u0000b",
    "\u0001",
    "\u001f",
    "\u007f",
    "\t",
    "\r\n",
    // Longer than the router takes for a path parameter.
    "x".repeat(9000),
    "9".repeat(400),
  ),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
/** JSON texts a generator of values never writes: numbers beyond double range, NUL characters. */
const nastyJson = fc.constantFrom(
  '{"name":"a\\u0000b","level":"info"}',
  '{"name":"api","level":"info","n":1e400}',
  '{"count":-1e400}',
  "[1e400]",
  '"\\u0000"',
);

beforeAll(async () => {
  testApp = await createTestApp({ environment: { RATE_LIMIT_PER_MINUTE: "100000" } });
  document = JSON.parse(await readFile(openApiFile, "utf8")) as Document;
  // A user allowed everything, so private routes are fuzzed past their access check too.
  const [user] = await testApp.database.handle.withConnection((c) =>
    c.query<{ id: string }>("select id from users where email = 'promateur@spielfeld.example'"),
  );
  await testApp.database.handle.withConnection((c) =>
    c.query("insert into user_features (user_id, feature) values ($1, 'log_level')", [user!.id]),
  );
  validToken = await signIn(testApp, user!.id, { expiresInSeconds: 3600 });
  const crests = await testApp.database.handle.withConnection((connection) =>
    connection.query<{ id: string }>(
      "select logo_media_id as id from clubs where not is_logo_private and logo_media_id is not null order by id limit 1",
    ),
  );
  knownIds = crests.map((row) => row.id);
});
afterAll(() => testApp.close());

/** Every parameter a client sends (path, query, top-level body fields), named for the failure message. */
function declaredParameters(): [string, ParameterSchema][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = (operation.requestBody as { content?: Record<string, { schema: ParameterSchema }> } | undefined)
        ?.content?.["application/json"]?.schema;
      return [
        ...(operation.parameters ?? [])
          .filter((parameter) => parameter.in !== "header")
          .map((parameter): [string, ParameterSchema] => [`${method} ${path} ${parameter.name}`, parameter.schema]),
        ...Object.entries(body?.properties ?? {}).map(([name, schema]): [string, ParameterSchema] => [
          `${method} ${path} body.${name}`,
          schema,
        ]),
      ];
    }),
  );
}

const leaves = (schema: ParameterSchema): ParameterSchema[] => (schema.anyOf ? schema.anyOf.flatMap(leaves) : [schema]);

describe("parameter schemas of openapi.json", () => {
  it("make every numeric parameter an integer with a minimum and a maximum", () => {
    const numeric = declaredParameters().flatMap(([name, schema]) =>
      leaves(schema)
        .filter((leaf) => leaf.type === "integer" || leaf.type === "number")
        .map((leaf) => [name, leaf] as const),
    );
    expect(numeric.length).toBeGreaterThan(5);
    for (const [name, leaf] of numeric) {
      expect(leaf.type, name).toBe("integer");
      expect(Number.isInteger(leaf.minimum) && Number.isInteger(leaf.maximum), name).toBe(true);
    }
  });

  it("let no text parameter carry a control character", () => {
    const texts = declaredParameters().flatMap(([name, schema]) =>
      leaves(schema)
        .filter((leaf) => leaf.type === "string" && !leaf.enum)
        .map((leaf) => [name, leaf] as const),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const [name, leaf] of texts) {
      expect(leaf.pattern, `${name} declares no pattern`).toBeDefined();
      const pattern = new RegExp(leaf.pattern!, "u");
      // A message (MULTILINE_TEXT_PATTERN) may have line breaks; no text has any other control character.
      const controls = ["\u0000", "\u0001", "\u001f", "\u007f"];
      for (const control of leaf.pattern === MULTILINE_TEXT_PATTERN ? controls : [...controls, "\n"]) {
        expect(pattern.test(`1${control}`) || pattern.test(control), name).toBe(false);
      }
    }
  });
});

describe("fuzzing every route of openapi.json", () => {
  it("never answers 5xx, and every answer matches its declared schema", async () => {
    // Event streams never end by themselves; their input and answers are tested in live.routes.test.ts.
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
      )
      .filter(({ operation }) => !operation.responses["200"]?.content?.["text/event-stream"]);
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, operation } of operations) {
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryParams = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const request = fc.record({
        path: fc.tuple(...pathParams.map(() => fc.oneof(nastyString, fc.constantFrom(...knownIds)))),
        query: fc.dictionary(fc.constantFrom(...queryParams, "unknown", "offset"), nastyString, { maxKeys: 3 }),
        body: fc.oneof(jsonValue, fc.string({ maxLength: 50 }), nastyJson),
        credentials: fc.constantFrom<Record<string, string>>(
          {},
          { "x-api-key": TEST_CLIENT_KEY },
          { authorization: `Bearer ${validToken}` },
          { authorization: "Bearer garbage" },
          { authorization: "nonsense" },
        ),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path: values, query, body, credentials }) => {
          let url = path;
          pathParams.forEach((name, index) => {
            url = url.replace(`{${name}}`, encodeURIComponent(values[index]!) || "x");
          });
          const search = new URLSearchParams(query).toString();
          const withBody = method !== "GET" && method !== "HEAD";
          const response = await testApp.app.inject({
            method: method as "GET",
            url: search ? `${url}?${search}` : url,
            headers: {
              ...credentials,
              ...(withBody && typeof body === "string" ? { "content-type": "application/json" } : {}),
            },
            ...(withBody ? { payload: body as never } : {}),
          });
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          const declared = operation.responses[String(response.statusCode)];
          expect(declared, `${method} ${url} answered an undeclared ${response.statusCode}`).toBeDefined();
          const declaredTypes = Object.keys(declared!.content ?? {});
          if (declaredTypes.length === 0) return;
          const contentType = String(response.headers["content-type"] ?? "")
            .split(";")[0]!
            .trim();
          expect(declaredTypes, `${method} ${url} answered ${contentType}`).toContain(contentType);
          // Binary media (images) have no schema to check beyond their declared type.
          if (!/json|xml|^text\//.test(contentType)) {
            expect(response.rawPayload.byteLength, `${method} ${url}`).toBeGreaterThan(0);
            return;
          }
          const media = declared!.content![contentType]!;
          const data = contentType.includes("json") ? response.json() : response.body;
          const validate = ajv.compile(inline(media.schema, document.components.schemas) as object);
          expect(validate(data), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        }),
        { numRuns: 60 },
      );
    }
    // About 3,000 requests: 20 s on an idle machine, several times that on a busy shared one.
  }, 600_000);
});
