import { ANY_TAG, type CacheTag, isStale } from "@spielfeld/cache-tags";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { collectReadTags, type DataChanges } from "../lib/data-changes.js";
import { etagOf } from "./http-cache.js";

interface CachedAnswer {
  payload: string;
  contentType: string;
  etag: string;
  storedAt: number;
  /** What the answer shows (the tags its reads noted); an answer that noted none carries "anything". */
  tags: ReadonlySet<CacheTag>;
  /** The route's own Cache-Control, if it set one (otherwise the tier's default applies). */
  cacheControl: string | null;
  /** Other headers the route set that belong to the answer (a calendar's Content-Disposition, Last-Modified). */
  routeHeaders: Record<string, string>;
  tier: "public" | "protected";
  /** The route as the metrics name it. */
  route: string;
  /** Only the global rate limit and no route hook of its own: the fast path may answer it (fast-answers.ts). */
  isPlain: boolean;
}

/** Headers a route sets that are part of its answer, kept with it (the others are the request's or the plugins'). */
const ANSWER_HEADERS = ["content-disposition", "content-language", "last-modified", "link", "x-robots-tag"];

/** A fresh answer as the fast path reads it. */
export type FreshAnswer = Omit<CachedAnswer, "tags" | "storedAt">;

export interface ResponseCacheOptions {
  seconds: number;
  changes: DataChanges;
  /** The app's clock, in milliseconds. */
  now: () => number;
  /** Upper bound of the memory the cached answers take. */
  maxBytes?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Fresh answers of the answer cache, by URL (for fast-answers.ts); undefined without an answer cache. */
    freshAnswer: (url: string) => FreshAnswer | undefined;
  }
  interface FastifyContextConfig {
    /** `false` keeps a public or protected GET out of the in-memory answer cache (e.g. conditional by date). */
    responseCache?: boolean;
  }
}

/**
 * Hot public and protected GETs are answered from memory for a few seconds instead of querying and serialising
 * again: the same freshness that shared caches already get through `Cache-Control`, but inside the API. Each
 * answer keeps the tags its reads noted; a write announces the tags it touched (see `lib/data-changes.ts`) and
 * every instance drops exactly the answers carrying them. Answers to user tokens are never cached: they may
 * depend on who asks.
 */
async function responseCachePlugin(app: FastifyInstance, options: ResponseCacheOptions) {
  app.decorate("freshAnswer", () => undefined);
  if (options.seconds <= 0) return;
  const freshMs = options.seconds * 1000;
  // An answer is fresh for `seconds`; for as long again it may still be sent while one request renews it, so
  // that an expiring hot answer is computed once, not by every request that arrives in the meantime.
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.payload.length),
    ttl: 2 * freshMs,
    perf: { now: options.now },
  });
  const renewing = new Set<string>();
  const renewers = new WeakSet<FastifyRequest>();
  const collected = new WeakMap<FastifyRequest, Set<CacheTag>>();
  const stopListening = await options.changes.subscribe((announced) => {
    for (const [url, answer] of cache.entries()) {
      if (isStale(answer.tags, announced)) {
        cache.delete(url);
        renewing.delete(url);
      }
    }
  });
  app.addHook("onClose", async () => {
    await stopListening();
  });

  const isCacheable = (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    return (
      request.method === "GET" &&
      (config?.tier === "public" || config?.tier === "protected") &&
      config.responseCache !== false &&
      request.headers.authorization === undefined
    );
  };

  // A cacheable request runs with a tag collector, so its answer knows what it shows.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!isCacheable(request)) return done();
    const tags = new Set<CacheTag>();
    collected.set(request, tags);
    collectReadTags(tags, done);
  });

  // After the access hooks (onRequest): only a caller who may see the answer gets it from memory.
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request)) return;
    const cached = cache.get(request.url);
    if (!cached) return;
    const isFresh = options.now() - cached.storedAt < freshMs;
    if (!isFresh && !renewing.has(request.url)) {
      // This request renews the answer; the others meanwhile get the one kept.
      renewing.add(request.url);
      renewers.add(request);
      return;
    }
    reply.header("content-type", cached.contentType).header("etag", cached.etag).header("x-response-cache", "hit");
    if (cached.cacheControl) reply.header("cache-control", cached.cacheControl);
    reply.headers(cached.routeHeaders);
    return reply.send(cached.payload);
  });
  app.addHook("onResponse", async (request) => {
    if (renewers.has(request)) renewing.delete(request.url);
  });
  app.freshAnswer = (url) => {
    const answer = cache.get(url);
    if (!answer || options.now() - answer.storedAt >= freshMs) return undefined;
    return answer;
  };

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== "string" || !isCacheable(request)) return payload;
    if (reply.getHeader("x-response-cache") === "hit") return payload;
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    // The validator is computed once here and sent with every hit (the HTTP cache plugin reuses it).
    const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
    reply.header("etag", etag);
    const tags = collected.get(request);
    const config = request.routeOptions.config;
    const cacheControl = reply.getHeader("cache-control");
    const routeHeaders: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === "string") routeHeaders[name] = value;
    }
    cache.set(request.url, {
      payload,
      contentType,
      etag,
      storedAt: options.now(),
      tags: tags && tags.size > 0 ? tags : new Set([ANY_TAG]),
      cacheControl: typeof cacheControl === "string" ? cacheControl : null,
      routeHeaders,
      tier: config.tier === "protected" ? "protected" : "public",
      route: request.routeOptions.url ?? "unmatched",
      isPlain: config.rateLimit === undefined && !request.routeOptions.config.permissions?.length,
    });
    renewing.delete(request.url);
    return payload;
  });
}

export default fp(responseCachePlugin, { name: "response-cache" });
