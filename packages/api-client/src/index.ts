export {
  type ApiClient,
  type ApiClientOptions,
  AREAS,
  buildQuery,
  COMPETITION_TYPES,
  type CompetitionTypeName,
  createApiClient,
  operationUrl,
  type ErrorContext,
  type Middleware,
  type RequestContext,
  type ResponseContext,
} from "./client.js";
export * from "./errors.js";
/** The named shapes of the contract (components/schemas of the API's document): `Match`, `Table`, … */
export type * from "./generated/schemas.js";
export type { CallOptions, CallParameters, CallResult, OperationId } from "./types.js";
export {
  type BrowserClientOptions,
  createBrowserClient,
  createServerClient,
  type ServerClientOptions,
} from "./instances.js";
