// What a page shows, for the cache's renewal queue (deploy/README.md, "Renewals by change"). Behind the HTTP cache
// the website's server (server.mjs) runs each page request inside `pageData`; lib/api/client.ts notes there the
// cache tags of every fetch the render makes, and the answer states them with the moment the render began.
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The data a page render fetched, by the cache tags of each fetch (lib/api/client.ts notes them here): found by
 * that module through this symbol, since Next.js bundles it apart from this server.
 */
export const pageData = new AsyncLocalStorage();
globalThis[Symbol.for("spielfeld.pageData")] = pageData;
/** A page that names more tags than this is not described (the renewal queue then renews it when it expires). */
const MAX_PAGE_TAGS = 64;

/**
 * Describes a page this request rendered in full before its headers went out (a kept page of Next.js, rendered
 * now): the tags of its data and when the render began. Not a page served from Next.js's cache (nothing fetched)
 * nor one rendered per request (streamed: its headers leave before its data is fetched).
 */
export function describeData(response, named, data) {
  const header = (name) => {
    const key = named ? Object.keys(named).find((candidate) => candidate.toLowerCase() === name) : undefined;
    return String((key ? named[key] : response.getHeader(name)) ?? "");
  };
  if (data.tags.size === 0 || data.tags.size > MAX_PAGE_TAGS) return;
  if (header("x-nextjs-cache") !== "MISS" || !/\bs-maxage=/.test(header("cache-control"))) return;
  response.setHeader("x-spielfeld-tags", [...data.tags].join(" "));
  response.setHeader("x-spielfeld-rendered", String(data.startedAt));
}
