import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { listComponents } from "../lib/components.js";
import { type AccessTier, tierOfRoute } from "./auth/permissions.js";

const SECURITY: Record<AccessTier, Record<string, string[]>[]> = {
  public: [],
  protected: [{ clientKey: [] }, { bearer: [] }],
  private: [{ bearer: [] }],
  promateur: [{ bearer: [] }],
};

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  [key: string]: unknown;
}

/** Path parameters are camelCase in routes (the router's rule) and as the catalogue spells them in the document. */
function renameProperties(schema: ObjectSchema, names: Record<string, string>): ObjectSchema {
  const rename = (key: string) => names[key] ?? key;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [rename(key), value])),
    ...(schema.required ? { required: schema.required.map(rename) } : {}),
  };
}

/** The one error body under each status it is sent with, written once under components/responses. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  "400": { name: "BadRequest", description: "A parameter or field is missing or malformed; the message names it" },
  "401": { name: "Unauthorized", description: "Credentials are missing, invalid or expired" },
  "403": { name: "Forbidden", description: "The caller may not do this" },
  "404": { name: "NotFound", description: "No such resource" },
  "413": { name: "PayloadTooLarge", description: "The request body is too large" },
  "429": { name: "TooManyRequests", description: "Rate limit reached; Retry-After says when to try again" },
  "500": { name: "ServerError", description: "An unexpected error; the details are logged" },
  "503": { name: "Unavailable", description: "Busy or not ready; Retry-After says when to try again" },
};

interface OpenApiDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Record<string, unknown>;
}

function isErrorBody(response: unknown): boolean {
  const schema = (response as { content?: Record<string, { schema?: { $ref?: string } }> })?.content?.[
    "application/json"
  ]?.schema;
  return schema?.$ref === "#/components/schemas/Error";
}

function shareErrorResponses(document: OpenApiDocument): OpenApiDocument {
  const used = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const shared = ERROR_RESPONSES[status];
        if (!shared || !isErrorBody(response)) continue;
        operation.responses![status] = { $ref: `#/components/responses/${shared.name}` };
        used.add(status);
      }
    }
  }
  const responses = Object.fromEntries(
    [...used].sort().map((status) => {
      const { name, description } = ERROR_RESPONSES[status]!;
      return [
        name,
        { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      ];
    }),
  );
  return { ...document, components: { ...document.components, responses } };
}

/**
 * OpenAPI 3.1 from the route schemas; each route's tier becomes its security requirement and `x-tier`. The named
 * resource shapes (lib/components.ts) are shared schemas: once under components/schemas, referenced by routes.
 */
async function openApiPlugin(app: FastifyInstance) {
  for (const schema of listComponents()) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Spielfeld API",
        description: "The JSON API of the association platform: results, competitions, clubs, people, accounts.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          clientKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    hideUntagged: true,
    transformObject: (document) =>
      shareErrorResponses((document as { openapiObject: OpenApiDocument }).openapiObject) as never,
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    transform: ({ schema, url, route }) => {
      const routeConfig = (route.config ?? {}) as {
        tier?: AccessTier;
        permissions?: readonly string[];
        pathParamNames?: Record<string, string>;
        documentedBody?: unknown;
      };
      const tier = tierOfRoute(url, routeConfig.tier, route.method);
      const names = routeConfig.pathParamNames ?? {};
      const transformed: Record<string, unknown> = {
        ...(schema as Record<string, unknown>),
        security: SECURITY[tier],
        "x-tier": tier,
        ...(routeConfig.permissions?.length ? { "x-permissions": [...routeConfig.permissions] } : {}),
        ...(routeConfig.documentedBody ? { body: routeConfig.documentedBody } : {}),
      };
      let documentedUrl = url;
      for (const [routeName, catalogueName] of Object.entries(names)) {
        documentedUrl = documentedUrl
          .replace(`:${routeName}`, `{${catalogueName}}`)
          .replace(`{${routeName}}`, `{${catalogueName}}`);
      }
      const responses = { ...((transformed.response as Record<string, unknown> | undefined) ?? {}) };
      for (const status of ["400", "401", "403", "404", "413", "429", "500"]) responses[status] ??= { $ref: "Error#" };
      transformed.response = responses;
      if (transformed.params && Object.keys(names).length > 0)
        transformed.params = renameProperties(transformed.params as ObjectSchema, names);
      return { schema: transformed, url: documentedUrl };
    },
  });
}

export default fp(openApiPlugin, { name: "openapi" });
