import "server-only";
import { createApiClient } from "@spielfeld/api-client";

/** Where the website's server reaches the API (`API_URL`, default the local API under /rest). */
export function apiUrl(): string {
  return (process.env.API_URL ?? "http://127.0.0.1:4000/rest").replace(/\/$/, "");
}

export interface CachePolicy {
  /** Seconds a response may be reused; results change revalidates by tag. */
  revalidate: number;
  tags: string[];
}

/** The API client with a cache policy; the website's server calls protected routes with its client key. */
export function apiClient(policy: CachePolicy) {
  return createApiClient({
    basePath: apiUrl(),
    apiKey: process.env.API_CLIENT_KEY,
    fetch: (input, init) => fetch(input, { ...init, next: { revalidate: policy.revalidate, tags: policy.tags } }),
  });
}
