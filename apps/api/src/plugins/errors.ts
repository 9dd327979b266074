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

/**
 * What went wrong, for a program: the closed vocabulary every error body carries as `kind` beside the English
 * `message` (api.md section 8's status, message and numeric code stay as they are). A 400 that names a parameter
 * says which in `field`, by the catalogue's name.
 */
export const WIRE_KINDS = [
  "bad-request",
  "invalid-parameter",
  "missing-parameter",
  "unknown-parameter",
  "captcha-invalid",
  "unauthorized",
  "forbidden",
  "not-found",
  "conflict",
  "payload-too-large",
  "rate-limited",
  "internal",
  "unavailable",
] as const;
export type WireKind = (typeof WIRE_KINDS)[number];

/** Why a named field was refused, where a form says more than "check this field": a closed vocabulary too. */
export const ERROR_REASONS = [
  "taken",
  "too-short",
  "too-long",
  "too-common",
  "wrong-password",
  "unchanged",
  "consent-required",
  "consent-not-needed",
  // A reporter's entry that does not fit the match as reported so far.
  "minute-outside-half",
  "phase-out-of-order",
  "before-kickoff",
  "not-kicked-off",
  "after-final-whistle",
  "ball-not-in-play",
  "not-in-squad",
  "not-on-pitch",
  "sent-off",
  "already-played",
  "result-released",
  "score-mismatch",
  // A player's claim of a record of the association's data.
  "too-young",
  "no-record",
  "already-linked",
  "no-club-officials",
  // The own player or referee profile's calls of an account that holds none.
  "no-profile",
  // An entry of a list a profile keeps (career, special matches, successes) that cannot be.
  "in-the-future",
  "ends-before-it-begins",
  "not-officiated",
  // Team administration: a squad without players has nothing to publish; a photo that is no photo or too large.
  "nothing-to-publish",
  "unsupported-image",
  "too-large",
  // A team keeps at least one admin: nobody can leave a team without one.
  "last-admin",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** What an error says to programs beyond its status: the parameter it names and why. */
export interface ErrorDetail {
  field?: string;
  reason?: ErrorReason;
  /** A finer kind than the status's own (a refused captcha, a missing parameter). */
  kind?: WireKind;
}

const KIND_OF_STATUS: Record<ErrorKind, WireKind> = {
  bad_request: "bad-request",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  not_found: "not-found",
  conflict: "conflict",
  payload_too_large: "payload-too-large",
  too_many_requests: "rate-limited",
  internal: "internal",
  unavailable: "unavailable",
};

/**
 * The parameter a refusal's message names at its start, by the house's wording (`Parameter "x" …`,
 * `Invalid field "x": …`, `Missing query parameter "x"`): the one place that reads it, so that a service may throw a
 * plain sentence and the body still names the field for programs.
 */
const NAMED_FIELD =
  /^(Parameter|Invalid|Missing|Unknown)(?: field| path parameter| query parameter| header)? "([^"]+)"/;

/** The one error type of the API. */
export class ApiError extends Error {
  readonly detail: ErrorDetail;

  /** An optional numeric detail the client passes on. */
  readonly code: number | undefined;
  /** For a 429: seconds until the caller may try again (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    { code, retryAfterSeconds, ...detail }: ErrorDetail & { code?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = "ApiError";
    const named = NAMED_FIELD.exec(message);
    const field = detail.field ?? named?.[2];
    const implied: WireKind | undefined =
      named?.[1] === "Missing" ? "missing-parameter" : named?.[1] === "Unknown" ? "unknown-parameter" : undefined;
    const wireKind = detail.kind ?? implied;
    this.detail = {
      ...detail,
      ...(field === undefined ? {} : { field }),
      ...(wireKind === undefined ? {} : { kind: wireKind }),
    };
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

/** A refused value of a named parameter: `Parameter "field" problem`, with the field and the reason for programs. */
export function invalidParameter(field: string, problem: string, reason?: ErrorReason): ApiError {
  return new ApiError("bad_request", `Parameter "${field}" ${problem}`, {
    field,
    ...(reason ? { reason } : {}),
  });
}

/** The body of every error answer: the message, the numeric code where there is one, the kind, field and reason. */
export function errorBody(
  status: number,
  message: string,
  detail: ErrorDetail = {},
  code?: number,
): { message: string; code?: number; kind: WireKind; field?: string; reason?: ErrorReason } {
  const fallback: ErrorKind = status < 500 ? "bad_request" : "internal";
  const byStatus = (Object.entries(ERROR_STATUS).find(([, value]) => value === status)?.[0] ?? fallback) as ErrorKind;
  const kind = detail.kind ?? (status === 400 && detail.field ? "invalid-parameter" : KIND_OF_STATUS[byStatus]);
  return {
    message,
    ...(code === undefined ? {} : { code }),
    kind,
    ...(detail.field === undefined ? {} : { field: detail.field }),
    ...(detail.reason === undefined ? {} : { reason: detail.reason }),
  };
}

export const errorKindSchema = {
  $id: "ErrorKind",
  type: "string",
  enum: [...WIRE_KINDS],
  description: "What went wrong, for programs (a closed vocabulary; the message says it in English for developers)",
} as const;

export const errorReasonSchema = {
  $id: "ErrorReason",
  type: "string",
  enum: [...ERROR_REASONS],
  description: "Why the named field was refused, where a form says more than that it is wrong",
} as const;

export const errorBodySchema = {
  $id: "Error",
  type: "object",
  required: ["message", "kind"],
  properties: {
    message: { type: "string" },
    code: { type: "integer" },
    kind: { $ref: "ErrorKind#" },
    field: { type: "string", description: "The parameter the error is about, by the catalogue's name" },
    reason: { $ref: "ErrorReason#" },
  },
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
export function describeValidation(
  error: FastifyError,
  pathParamNames: Record<string, string> = {},
): { message: string; detail: ErrorDetail } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message, detail: {} };
  const where = error.validationContext ?? "request";
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const name = (params.missingProperty as string) ?? (params.additionalProperty as string) ?? path;
  const field = where === "params" ? (pathParamNames[name] ?? name) : name;
  const part = PART_WORDS[where as keyof typeof PART_WORDS] ?? "field";
  const problem =
    params.pattern === CONTROL_FREE_PATTERN ? "must not contain control characters" : (first.message ?? "malformed");
  if (params.additionalProperty)
    return { message: `Unknown ${part} "${field}"`, detail: { field, kind: "unknown-parameter" } };
  if (!field) return { message: `Invalid ${where}: ${problem}`, detail: {} };
  const kind = params.missingProperty ? "missing-parameter" : "invalid-parameter";
  return { message: `Invalid ${part} "${field}": ${problem}`, detail: { field, kind } };
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
  app.addSchema(errorKindSchema);
  app.addSchema(errorReasonSchema);
  app.addSchema(errorBodySchema);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // RFC 6750: a refusal for want of credentials names the scheme that would be accepted.
    if ((error instanceof ApiError ? error.statusCode : error.statusCode) === 401) {
      reply.header("www-authenticate", 'Bearer realm="spielfeld"');
    }
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.detail, error.code));
    }
    if (error.validation) {
      const { message, detail } = describeValidation(error, request.routeOptions.config?.pathParamNames);
      return reply.code(400).send(errorBody(400, message, detail));
    }
    if (isDatabaseBusy(error)) {
      request.log.warn("request refused: no database connection free in time");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send(errorBody(503, "The API is busy: please try again in a few seconds"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(errorLogFields(error), "request failed");
      return reply
        .code(status === 503 ? 503 : 500)
        .send(errorBody(status === 503 ? 503 : 500, "Internal server error"));
    }
    if (status === 413 || status === 429 || status === 401 || status === 403 || status === 404) {
      return reply.code(status).send(errorBody(status, MESSAGES[status] ?? "Error"));
    }
    // Other 4xx from Fastify itself: malformed JSON, unsupported media type, bad content length.
    return reply.code(400).send(errorBody(400, error.message.replace(/^FST_\w+: /, "")));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split("?")[0]}`)),
  );
}

export default fp(errorsPlugin, { name: "errors" });
