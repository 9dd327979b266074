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

interface PageData {
  tags: Set<string>;
}

/**
 * The data of the page being rendered, collected by the website's server behind the HTTP cache (page-data.mjs): the
 * page's answer names the tags of every fetch made here, and the cache's renewal queue renews a kept copy first when
 * a change named one of them. A page's data is fetched through this client only, or its answer would not name all.
 */
function pageData(): PageData | undefined {
  const storage = (globalThis as { [key: symbol]: { getStore(): PageData | undefined } | undefined })[
    Symbol.for("spielfeld.pageData")
  ];
  return storage?.getStore();
}

/** The API client with a cache policy; the website's server calls protected routes with its client key. */
export function apiClient(policy: CachePolicy) {
  return createApiClient({
    basePath: env().apiUrl,
    apiKey: env().apiClientKey,
    fetch: (input, init) => {
      const page = pageData();
      if (page) for (const tag of policy.tags) page.tags.add(tag);
      return fetch(input, { ...init, next: { revalidate: policy.revalidate, tags: policy.tags } });
    },
  });
}
