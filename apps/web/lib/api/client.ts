import "server-only";
import { type ApiClient, createServerClient } from "@spielfeld/api-client";
import type { CacheTag } from "@spielfeld/cache-tags";
import { clientAddress } from "../client-address";
import { env } from "../env";

export interface CachePolicy {
  /** Seconds a response may be reused; a change the API announces revalidates it by tag at once. */
  revalidate: number;
  /** What the data shows, in the vocabulary API and website share (packages/cache-tags). */
  tags: CacheTag[];
}

/** The API client with a cache policy; the website's server calls protected routes with its client key. */
export function apiClient(policy: CachePolicy): ApiClient {
  return createServerClient({ basePath: env().apiUrl, apiKey: env().apiClientKey, cache: policy });
}

/** How long the website waits for the API's answer to an account call before it says the API is unavailable. */
export const ACCOUNT_CALL_TIMEOUT_MS = 10_000;

/**
 * The API client for a visitor's own calls (sign-in, account, favourites, reporting): never cached, given up
 * after the timeout, in the visitor's name (the address the website saw goes on as `X-Forwarded-For`, so the
 * API's limits per address count the visitor, not the website) and with the session's token for private calls.
 */
export function visitorApi(requestHeaders: Headers, token?: string, page?: string): ApiClient {
  return createServerClient({
    // A change made on a profile page renews that profile's public pages (app/api/revalidate-profile).
    ...(page ? { revalidation: { flag: env().profileRevalidation, origin: env().ownUrl, page } } : {}),
    basePath: env().apiUrl,
    apiKey: env().apiClientKey,
    token: token ?? null,
    forwardedFor: clientAddress(requestHeaders, env().trustedProxies) ?? null,
    userAgent: requestHeaders.get("user-agent"),
    timeoutMs: ACCOUNT_CALL_TIMEOUT_MS,
  });
}
