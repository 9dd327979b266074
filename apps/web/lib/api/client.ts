import "server-only";
import { createApiClient } from "@spielfeld/api-client";
import { env } from "../env";

export interface CachePolicy {
  /** Seconds a response may be reused; results change revalidates by tag. */
  revalidate: number;
  tags: string[];
}

/** The API client with a cache policy; the website's server calls protected routes with its client key. */
export function apiClient(policy: CachePolicy) {
  return createApiClient({
    basePath: env().apiUrl,
    apiKey: env().apiClientKey,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: policy.revalidate, tags: policy.tags } }),
  });
}
