import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from "fastify";
import fp from "fastify-plugin";

type Context = "params" | "querystring" | "body";

/**
 * The first value no handler can use, with its path: a number the validator coerced from "Infinity" or "1e400"
 * (it skips minimum and maximum for those), or a NUL character (no text column can store one).
 */
function findUnusable(value: unknown, path: string, depth = 0): FastifySchemaValidationError | null {
  if (typeof value === "number" && !Number.isFinite(value)) {
    return { keyword: "finite", instancePath: path, schemaPath: "", params: {}, message: "must be a finite number" };
  }
  if (typeof value === "string" && value.includes("\u0000")) {
    return {
      keyword: "nul",
      instancePath: path,
      schemaPath: "",
      params: {},
      message: "must not contain a NUL character",
    };
  }
  if (value === null || typeof value !== "object" || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findUnusable(item, Array.isArray(value) ? path : `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function validationError(context: Context, detail: FastifySchemaValidationError): Error {
  return Object.assign(new Error(detail.message), {
    statusCode: 400,
    validation: [detail],
    validationContext: context,
  });
}

/**
 * Refuses, after schema validation and before any handler, the values the validator lets through: a query parameter
 * on a route that declares none, a numeric parameter (path, query, body) that is not finite, a text holding a NUL
 * character. The answer is the usual 400 that names the parameter.
 */
async function usableValuesPlugin(app: FastifyInstance) {
  app.addHook("preHandler", async (request: FastifyRequest) => {
    // A route without a query schema takes no query parameters: one sent anyway is refused by name, not ignored
    // (an ignored `?spiel=` could otherwise be read by a check that looks in more places than the handler).
    if (!request.routeOptions.schema?.querystring && request.query && typeof request.query === "object") {
      const [unknown] = Object.keys(request.query);
      if (unknown !== undefined) {
        throw validationError("querystring", {
          keyword: "additionalProperties",
          instancePath: "",
          schemaPath: "",
          params: { additionalProperty: unknown },
          message: "must NOT have additional properties",
        });
      }
    }
    const parts: [Context, unknown][] = [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body],
    ];
    for (const [context, value] of parts) {
      const found = findUnusable(value, "");
      if (found) throw validationError(context, found);
    }
  });
}

export default fp(usableValuesPlugin, { name: "usable-values", dependencies: ["errors"] });
