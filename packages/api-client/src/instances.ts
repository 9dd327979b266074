import { type ApiClient, createApiClient } from "./client.js";

/** The two instances of the client the website runs: one in its server, one in the visitor's browser. */

export interface ServerClientOptions {
  /** The API base the server reaches, e.g. `http://127.0.0.1:4000/rest`. */
  basePath: string;
  /** The website's client key for protected calls. */
  apiKey?: string;
  /** The session's access token for private calls (never stored by the client). */
  token?: string | null;
  /** The visitor's address and browser as the website saw them: the API's limits per address count the visitor. */
  forwardedFor?: string | null;
  userAgent?: string | null;
  /**
   * The cache policy of the calls: kept `revalidate` seconds under `tags` in Next.js's data cache (a change the API
   * announces revalidates them by tag), or never kept (`no-store`, the default: writes and private reads).
   */
  cache?: { revalidate: number; tags: readonly string[] } | "no-store";
  /** Milliseconds a call may take before it is given up. */
  timeoutMs?: number;
  /**
   * Profile revalidation (api.md section 7): after a change on a profile page (`page`, the path the visitor is on),
   * the token goes to `{origin}/api/revalidate-profile`, when `flag` is the string 'true'.
   */
  revalidation?: { flag: string | undefined; origin: string; page: string };
  fetch?: typeof fetch;
}

/** The client of the website's server: client key, session token, forwarded visitor, cache policy and tags. */
export function createServerClient(options: ServerClientOptions): ApiClient {
  const base = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers: Record<string, string> = {};
  if (options.forwardedFor) headers["x-forwarded-for"] = options.forwardedFor;
  if (options.userAgent) headers["user-agent"] = options.userAgent;
  const cache = options.cache ?? "no-store";
  return createApiClient({
    basePath: options.basePath,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    getToken: () => options.token ?? undefined,
    headers,
    ...(options.revalidation
      ? {
          revalidation: {
            flag: options.revalidation.flag,
            origin: options.revalidation.origin,
            currentPath: () => options.revalidation!.page,
          },
        }
      : {}),
    fetch: (input, init) => {
      const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
      const signal = timeout && init?.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init?.signal);
      return base(input, {
        ...init,
        // Next.js reads `next` on its fetch; elsewhere it is an unknown field and ignored.
        ...(cache === "no-store"
          ? { cache: "no-store" }
          : { next: { revalidate: cache.revalidate, tags: [...cache.tags] } }),
        redirect: "manual",
        ...(signal ? { signal } : {}),
      } as RequestInit);
    },
  });
}

export interface BrowserClientOptions {
  /** The signed-in visitor's access token, for private calls from the page. */
  getToken?: () => string | undefined | null | Promise<string | undefined | null>;
  fetch?: typeof fetch;
}

/** The client of the visitor's browser: same-origin `/rest`, which the website forwards to the API. */
export function createBrowserClient(options: BrowserClientOptions = {}): ApiClient {
  return createApiClient({
    basePath: "/rest",
    credentials: "same-origin",
    ...(options.getToken ? { getToken: options.getToken } : {}),
    // Bound late: a test may replace the page's fetch after the client was made.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
}
