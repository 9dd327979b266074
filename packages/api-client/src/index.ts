export {
  type ApiClient,
  type ApiClientOptions,
  AREAS,
  buildQuery,
  COMPETITION_TYPES,
  type CompetitionType,
  createApiClient,
  type ErrorContext,
  type Middleware,
  type RequestContext,
  type ResponseContext,
} from "./client.js";
export * from "./errors.js";
export type { CallOptions, CallParameters, CallResult, OperationId } from "./types.js";
