import {
  BadRequestError,
  NotFoundError,
  RequiredParameterError,
  ResponseError,
  TokenMissingError,
  UnauthorizedError,
} from "./errors.js";
import { operations } from "./generated/operations.js";
import type { ApiErrorBody } from "./generated/schemas.js";
import type { Area, CallOptions, CallParameters, OperationId } from "./types.js";

export interface RequestContext {
  url: string;
  init: RequestInit;
}
export interface ResponseContext extends RequestContext {
  response: Response;
}
export interface ErrorContext extends RequestContext {
  error: unknown;
  response?: Response;
}

/** Hooks around every request: before sending, after a response, and on a network error. */
export interface Middleware {
  pre?(context: RequestContext): Promise<RequestContext | undefined> | RequestContext | undefined;
  post?(context: ResponseContext): Promise<Response | undefined> | Response | undefined;
  onError?(context: ErrorContext): Promise<Response | undefined> | Response | undefined;
}

export interface ApiClientOptions {
  /** The API base, e.g. `http://localhost:4000/rest`. */
  basePath: string;
  fetch?: typeof fetch;
  middleware?: Middleware[];
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
  /** The user's access token, sent as a bearer token; private calls refuse to run without it. */
  getToken?: () => string | undefined | null | Promise<string | undefined | null>;
  /** A registered client key for protected calls (server side only). */
  apiKey?: string;
  /** Profile revalidation: runs only when `flag` is the string 'true'. */
  /**
   * Profile revalidation: runs only when `flag` is the string 'true', after a change made on a profile page
   * (the caller's current path, by default the browser's) or through a profile call.
   */
  revalidation?: { flag: string | undefined; origin: string; currentPath?: () => string };
  /** Preview deployments: requests to such a host go through a local proxy path. */
  preview?: { isPreviewHost(url: URL): boolean; proxyPath: string; bypassHeader?: { name: string; value: string } };
  /** Where warnings go; the console by default. */
  logger?: { warn(message: string, detail?: unknown): void };
}

/** Page paths of profile pages: changes made there refresh the profile page. */
const PROFILE_PAGE =
  /(^|\/)(user-profile|profile|player-profile|referee-profile|profil-bearbeiten|mein-account|spieler)(\/|$)/i;

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

export const COMPETITION_TYPES = [
  "Beachsoccer",
  "Cup",
  "Friendly",
  "FutsalLeague",
  "IndoorTournament",
  "MatchAfternoon",
  "Tournament",
  "Championship",
] as const;
export type CompetitionTypeName = (typeof COMPETITION_TYPES)[number];

export const AREAS = [
  "account",
  "competitions",
  "general",
  "matches",
  "players",
  "referees",
  "statistics",
  "clubs",
  "contact",
  "promateur",
] as const;

export type ApiClient = { [A in (typeof AREAS)[number]]: Area<A> } & { competitionTypes: typeof COMPETITION_TYPES };

/** What the client needs to know of one call; the generated table satisfies it. */
export interface Operation {
  method: string;
  path: string;
  isRootPath: boolean;
  area: string;
  tier: "public" | "protected" | "private" | "promateur";
  pathParams: readonly string[];
  queryParams: readonly { name: string; required: boolean }[];
  body: "form" | "json" | "multipart" | null;
  responseType: "json" | "text" | "none";
}
type Parameters = Record<string, unknown>;

function encodeValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Query strings repeat arrays and write dates as ISO strings; bracketed pageable keys are flattened. */
export function buildQuery(values: Parameters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const name = key.replace(/^pageable\[(\w+)\]$/, "$1");
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, encodeValue(item));
  }
  const query = search.toString();
  return query ? `?${query}` : "";
}

function flattenPageable(url: string): string {
  const [base, query] = url.split("?", 2);
  if (!query) return url;
  const search = new URLSearchParams(query);
  const flattened = new URLSearchParams();
  for (const [key, value] of search) flattened.append(key.replace(/^pageable\[(\w+)\]$/, "$1"), value);
  return `${base}?${flattened.toString()}`;
}

const isMissing = (value: unknown) => value === undefined || value === null;

/** The body of the request: form-urlencoded or JSON, from the parameters that are neither path nor query. */
function encodeBody(operation: Operation, rest: Parameters): { body?: string | FormData; contentType?: string } {
  if (!operation.body) return {};
  if (operation.body === "json") return { body: JSON.stringify(rest), contentType: "application/json" };
  if (operation.body === "multipart") {
    // Files as Blobs, the rest as text; fetch writes the content type with its boundary.
    const parts = new FormData();
    for (const [key, value] of Object.entries(rest)) {
      if (isMissing(value)) continue;
      if (value instanceof Blob) parts.append(key, value, value instanceof File ? value.name : key);
      else parts.append(key, encodeValue(value));
    }
    return { body: parts };
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (isMissing(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, encodeValue(item));
  }
  return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
}

/** The error body of a refused call (`message`, `code`, `kind`, `field`, `reason`), or null when it has none. */
async function errorBodyOf(response: Response): Promise<Partial<ApiErrorBody> | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as unknown;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Partial<ApiErrorBody>) : null;
}

async function errorFor(response: Response, method: string, url: string): Promise<Error> {
  const body = await errorBodyOf(response);
  if (response.status === 404) return new NotFoundError(url, body);
  if (response.status === 401 || response.status === 403) return new UnauthorizedError(url, response.status, body);
  if (response.status === 400) {
    return new BadRequestError(url, typeof body?.message === "string" ? body.message : undefined, body);
  }
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  return new ResponseError(
    response.status,
    method,
    url,
    response,
    body,
    Number.isFinite(retryAfter) ? retryAfter : undefined,
  );
}

/** A call's parameters split into its path (filled in), its query and the rest (the body). */
function splitParameters(
  operationId: string,
  operation: Operation,
  parameters: Parameters,
): { path: string; query: Parameters; rest: Parameters } {
  const rest: Parameters = { ...parameters };
  let path: string = operation.path;
  for (const name of operation.pathParams) {
    if (isMissing(rest[name])) throw new RequiredParameterError(name, operationId);
    path = path.replace(`{${name}}`, encodeURIComponent(encodeValue(rest[name])));
    delete rest[name];
  }
  const query: Parameters = {};
  for (const { name, required } of operation.queryParams) {
    if (required && isMissing(rest[name])) throw new RequiredParameterError(name, operationId);
    if (name in rest) query[name] = rest[name];
    delete rest[name];
  }
  return { path, query, rest };
}

/**
 * The address of a GET call of the catalogue, for what is not fetched as JSON: an event stream, an image, a
 * calendar feed to subscribe to. `basePath` as for the client (`/rest` in the browser); the path alone without it.
 */
export function operationUrl<K extends OperationId>(
  operationId: K,
  parameters: CallParameters<K>,
  basePath = "",
): string {
  const operation = (operations as Record<string, Operation>)[operationId]!;
  const { path, query } = splitParameters(operationId, operation, parameters as Parameters);
  return `${operation.isRootPath ? "" : basePath.replace(/\/$/, "")}${path}${buildQuery(query)}`;
}

/** Creates a client of the API catalogue. It holds no state beyond its options. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return buildClient(operations as Record<string, Operation>, options) as ApiClient;
}

/** The client over an operation table; `createApiClient` uses the generated one. */
export function buildClient(table: Record<string, Operation>, options: ApiClientOptions): Record<string, unknown> {
  const fetchApi = options.fetch ?? globalThis.fetch.bind(globalThis);
  const basePath = options.basePath.replace(/\/$/, "");
  const middleware = options.middleware ?? [];

  const logger = options.logger ?? console;
  // A base like "/rest" is same-origin: root paths (/.well-known/…) then stay relative too.
  const isPreview = isAbsoluteUrl(basePath) && (options.preview?.isPreviewHost(new URL(basePath)) ?? false);

  function resolveUrl(operation: Operation, path: string): string {
    if (isPreview) return `${options.preview!.proxyPath.replace(/\/$/, "")}${path}`;
    if (!operation.isRootPath) return `${basePath}${path}`;
    return isAbsoluteUrl(basePath) ? `${new URL(basePath).origin}${path}` : path;
  }

  function touchesProfilePage(apiPath: string): boolean {
    const page = options.revalidation?.currentPath?.() ?? globalThis.location?.pathname ?? "";
    return PROFILE_PAGE.test(page) || /profile/i.test(apiPath);
  }

  async function revalidateProfile(token: string): Promise<void> {
    if (options.revalidation?.flag !== "true") return;
    try {
      const response = await fetchApi(`${options.revalidation.origin.replace(/\/$/, "")}/api/revalidate-profile`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch (error) {
      logger.warn("Unable to trigger profile revalidation", error);
    }
  }

  async function send(context: RequestContext): Promise<Response> {
    let current = context;
    for (const hook of middleware) current = (await hook.pre?.(current)) ?? current;
    current = { ...current, url: flattenPageable(current.url) };
    let response: Response | undefined;
    try {
      response = await fetchApi(current.url, current.init);
    } catch (error) {
      for (const hook of middleware) response = (await hook.onError?.({ ...current, error, response })) ?? response;
      if (!response) throw error;
    }
    for (const hook of middleware) response = (await hook.post?.({ ...current, response })) ?? response;
    return response;
  }

  async function call(operationId: string, parameters: Parameters = {}, callOptions: CallOptions = {}) {
    const operation = table[operationId]!;
    const { path, query, rest } = splitParameters(operationId, operation, parameters);
    const token = (await options.getToken?.()) ?? undefined;
    if ((operation.tier === "private" || operation.tier === "promateur") && !token) throw new TokenMissingError();
    const headers: Record<string, string> = { accept: "application/json", ...options.headers, ...callOptions.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.apiKey && operation.tier === "protected") headers["x-api-key"] = options.apiKey;
    if (isPreview && options.preview?.bypassHeader) {
      headers[options.preview.bypassHeader.name] = options.preview.bypassHeader.value;
    }
    const { body, contentType } = encodeBody(operation, rest);
    if (contentType) headers["content-type"] = contentType;
    const url = `${resolveUrl(operation, path)}${buildQuery(query)}`;
    const init: RequestInit = { method: operation.method, headers, ...(body === undefined ? {} : { body }) };
    if (options.credentials) init.credentials = options.credentials;
    if (callOptions.signal) init.signal = callOptions.signal;
    const response = await send({ url, init });
    if (!response.ok) throw await errorFor(response, operation.method, url);
    const sentToken = (init.headers as Record<string, string>).authorization?.replace(/^Bearer /, "");
    if ((operation.method === "POST" || operation.method === "PUT") && sentToken && touchesProfilePage(path)) {
      await revalidateProfile(sentToken);
    }
    if (response.status === 204 || operation.responseType === "none") return undefined;
    return operation.responseType === "json" ? response.json() : response.text();
  }

  const client: Record<string, unknown> = { competitionTypes: COMPETITION_TYPES };
  for (const area of AREAS) client[area] = {};
  for (const [operationId, operation] of Object.entries(table)) {
    client[operation.area] ??= {};
    (client[operation.area] as Record<string, unknown>)[operationId] = (
      parameters?: Parameters,
      callOptions?: CallOptions,
    ) => call(operationId, parameters, callOptions);
  }
  return client;
}
