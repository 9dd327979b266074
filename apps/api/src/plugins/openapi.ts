import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
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

/** OpenAPI 3.1 from the route schemas; each route's tier becomes its security requirement and `x-tier`. */
async function openApiPlugin(app: FastifyInstance) {
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
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    transform: ({ schema, url, route }) => {
      const routeConfig = (route.config ?? {}) as {
        tier?: AccessTier;
        permissions?: readonly string[];
        pathParamNames?: Record<string, string>;
      };
      const tier = tierOfRoute(url, routeConfig.tier, route.method);
      const names = routeConfig.pathParamNames ?? {};
      const transformed: Record<string, unknown> = {
        ...(schema as Record<string, unknown>),
        security: SECURITY[tier],
        "x-tier": tier,
        ...(routeConfig.permissions?.length ? { "x-permissions": [...routeConfig.permissions] } : {}),
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
