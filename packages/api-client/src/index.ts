export {
  type ApiClient,
  type ApiClientOptions,
  AREAS,
  buildQuery,
  COMPETITION_TYPES,
  type CompetitionTypeName,
  createApiClient,
  type ErrorContext,
  type Middleware,
  operationUrl,
  type RequestContext,
  type ResponseContext,
} from "./client.js";
export * from "./errors.js";
/** The named shapes of the contract (components/schemas of the API's document): `Match`, `Table`, … */
export type * from "./generated/schemas.js";
export {
  type BrowserClientOptions,
  createBrowserClient,
  createServerClient,
  type ServerClientOptions,
} from "./instances.js";
export type { CallOptions, CallParameters, CallResult, OperationId } from "./types.js";
