import "server-only";
import { createApiClient } from "@spielfeld/api-client";
import type { CacheTag } from "@spielfeld/cache-tags";
import { env } from "../env";

export interface CachePolicy {
  /** Seconds a response may be reused; a change the API announces revalidates it by tag at once. */
  revalidate: number;
  /** What the data shows, in the vocabulary API and website share (packages/cache-tags). */
  tags: CacheTag[];
}

/** The API client with a cache policy; the website's server calls protected routes with its client key. */
export function apiClient(policy: CachePolicy) {
  return createApiClient({
    basePath: env().apiUrl,
    apiKey: env().apiClientKey,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: policy.revalidate, tags: policy.tags } }),
  });
}
