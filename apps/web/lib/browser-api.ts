import {
  type ApiClient,
  type CallParameters,
  createBrowserClient,
  type OperationId,
  operationUrl,
} from "@spielfeld/api-client";

/** Where the visitor's browser reaches the API: the site's own `/rest`, which the website forwards. */
export const BROWSER_API_BASE = "/rest";

/**
 * The API client of the visitor's browser, for the page's interactive parts. With `getToken` it sends the
 * signed-in visitor's access token (read at each call, so a renewed token is used at once).
 */
export function browserApi(getToken?: () => string | null | undefined, fetcher?: typeof fetch): ApiClient {
  return createBrowserClient({ ...(getToken ? { getToken } : {}), ...(fetcher ? { fetch: fetcher } : {}) });
}

/** The address of a GET call through the site's `/rest`, for what the browser loads itself (a stream, a feed). */
export function browserApiUrl<K extends OperationId>(operationId: K, parameters: CallParameters<K>): string {
  return operationUrl(operationId, parameters, BROWSER_API_BASE);
}
