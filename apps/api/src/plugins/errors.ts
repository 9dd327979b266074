import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CONTROL_FREE_PATTERN } from "../lib/schema-parts.js";

/** The closed set of error kinds and their HTTP status: the one table of the error contract. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The one error type of the API; `code` is an optional numeric detail the client passes on. */
export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code?: number,
    /** For a 429: seconds until the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const errorBodySchema = {
  $id: "Error",
  type: "object",
  required: ["message"],
  properties: { message: { type: "string" }, code: { type: "integer" } },
  additionalProperties: false,
} as const;

const MESSAGES: Record<number, string> = {
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  413: "Request body too large",
  429: "Too many requests, please slow down",
};

/** How an error names the part of a request a parameter stands in. */
export const PART_WORDS = {
  params: "path parameter",
  querystring: "query parameter",
  headers: "header",
  body: "field",
} as const;

/**
 * Turns schema validation output into a sentence that names the field; path parameters by the catalogue's name
 * (`team-id`, not the route's `teamId`).
 */
export function describeValidation(error: FastifyError, pathParamNames: Record<string, string> = {}): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? "request";
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const name = (params.missingProperty as string) ?? (params.additionalProperty as string) ?? path;
  const field = where === "params" ? (pathParamNames[name] ?? name) : name;
  const kind = PART_WORDS[where as keyof typeof PART_WORDS] ?? "field";
  const problem =
    params.pattern === CONTROL_FREE_PATTERN ? "must not contain control characters" : (first.message ?? "malformed");
  if (params.additionalProperty) return `Unknown ${kind} "${field}"`;
  if (!field) return `Invalid ${where}: ${problem}`;
  return `Invalid ${kind} "${field}": ${problem}`;
}

/**
 * What the log keeps of an unexpected error. A failed database query is kept by its SQL, SQLSTATE and the driver's
 * message with quoted values blanked: its parameter values are request input (personal data among it), and its
 * stack says nothing the SQL does not.
 */
export function errorLogFields(error: Error): { err: unknown } {
  const { query } = error as { query?: unknown };
  if (typeof query !== "string") return { err: error };
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return {
    err: {
      type: error.constructor.name,
      ...(typeof cause?.code === "string" ? { code: cause.code } : {}),
      query,
      ...(typeof cause?.message === "string" ? { message: cause.message.replace(/"[^"]*"/g, '"[redacted]"') } : {}),
    },
  };
}

/**
 * Every connection of the database pool stayed busy for longer than a request may wait for one (pg-pool's
 * checkout timeout): the instance is overloaded, nothing is broken. Such a request is answered like shed load.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof Error && cause.message === "timeout exceeded when trying to connect") return true;
  }
  return false;
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.addSchema(errorBodySchema);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // RFC 6750: a refusal for want of credentials names the scheme that would be accepted.
    if ((error instanceof ApiError ? error.statusCode : error.statusCode) === 401) {
      reply.header("www-authenticate", 'Bearer realm="spielfeld"');
    }
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(error.code === undefined ? { message: error.message } : { message: error.message, code: error.code });
    }
    if (error.validation) {
      const message = describeValidation(error, request.routeOptions.config?.pathParamNames);
      return reply.code(400).send({ message });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn("request refused: no database connection free in time");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ message: "The API is busy: please try again in a few seconds" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(errorLogFields(error), "request failed");
      return reply.code(status === 503 ? 503 : 500).send({ message: "Internal server error" });
    }
    if (status === 413 || status === 429 || status === 401 || status === 403 || status === 404) {
      return reply.code(status).send({ message: MESSAGES[status] });
    }
    // Other 4xx from Fastify itself: malformed JSON, unsupported media type, bad content length.
    return reply.code(400).send({ message: error.message.replace(/^FST_\w+: /, "") });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split("?")[0]}` }),
  );
}

export default fp(errorsPlugin, { name: "errors" });
