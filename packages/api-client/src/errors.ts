/** Errors of the client, one class per case of the catalogue's error table (api.md section 8). */

export class NotFoundError extends Error {
  override name = "NotFoundError";
  constructor(readonly url: string) {
    super(`Requested resource not found. ${url}`);
  }
}

export class UnauthorizedError extends Error {
  override name = "UnauthorizedError";
  constructor(
    readonly url: string,
    readonly status: 401 | 403,
  ) {
    super(`Unauthorized request ${url}`);
  }
}

export class BadRequestError extends Error {
  override name = "BadRequestError";
  constructor(
    readonly url: string,
    message: string | undefined,
    readonly code: number | undefined,
  ) {
    super(message ?? `Bad request to ${url}`);
  }
}

export class ResponseError extends Error {
  override name = "ResponseError";
  constructor(
    readonly status: number,
    readonly method: string,
    readonly url: string,
    readonly response: Response,
  ) {
    super("Response returned an error code");
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
