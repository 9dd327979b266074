/** Errors of the client, one class per case of the catalogue's error table (api.md section 8). */
import type { ApiErrorBody as ErrorBody, ErrorKind, ErrorReason } from "./generated/schemas.js";

/**
 * An answer of the API that is not a success, as a program reads it: the status, the closed `kind` (what went
 * wrong), the `field` it names (the catalogue's parameter name) and the closed `reason` (why that field was
 * refused), beside the English `message` for developers and the numeric `code` of api.md section 8.
 */
export class ApiCallError extends Error {
  override name = "ApiCallError";
  readonly kind: ErrorKind | undefined;
  readonly field: string | undefined;
  readonly reason: ErrorReason | undefined;
  readonly code: number | undefined;
  /** Seconds until the caller may try again (a 429's or 503's Retry-After), when the API said. */
  readonly retryAfter: number | undefined;

  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
    readonly body: Partial<ErrorBody> | null = null,
    retryAfter: number | undefined = undefined,
  ) {
    super(message);
    this.kind = body?.kind;
    this.field = body?.field;
    this.reason = body?.reason;
    this.code = typeof body?.code === "number" ? body.code : undefined;
    this.retryAfter = retryAfter;
  }
}

export class NotFoundError extends ApiCallError {
  override name = "NotFoundError";
  constructor(url: string, body: Partial<ErrorBody> | null = null) {
    super(404, url, `Requested resource not found. ${url}`, body);
  }
}

export class UnauthorizedError extends ApiCallError {
  override name = "UnauthorizedError";
  declare readonly status: 401 | 403;
  constructor(url: string, status: 401 | 403, body: Partial<ErrorBody> | null = null) {
    super(status, url, `Unauthorized request ${url}`, body);
  }
}

export class BadRequestError extends ApiCallError {
  override name = "BadRequestError";
  constructor(url: string, message: string | undefined, body: Partial<ErrorBody> | null = null) {
    super(400, url, message ?? `Bad request to ${url}`, body);
  }
}

export class ResponseError extends ApiCallError {
  override name = "ResponseError";
  constructor(
    status: number,
    readonly method: string,
    url: string,
    readonly response: Response,
    body: Partial<ErrorBody> | null = null,
    retryAfter?: number,
  ) {
    super(status, url, "Response returned an error code", body, retryAfter);
  }
}

export class RequiredParameterError extends Error {
  override name = "RequiredParameterError";
  constructor(
    readonly parameter: string,
    readonly operationId: string,
  ) {
    super(`Required parameter "${parameter}" was null or undefined when calling ${operationId}().`);
  }
}

export class TokenMissingError extends Error {
  override name = "TokenMissingError";
  constructor() {
    super("Required token missing");
  }
}
