import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { DatabaseHandle } from "../db/database.js";
import { DATA_CHANGED_CHANNEL } from "../lib/data-changes.js";
import { etagOf } from "./http-cache.js";

interface CachedAnswer {
  payload: string;
  contentType: string;
  etag: string;
  storedAt: number;
}

export interface ResponseCacheOptions {
  seconds: number;
  database: DatabaseHandle;
  /** Upper bound of the memory the cached answers take. */
  maxBytes?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false` keeps a public or protected GET out of the in-memory answer cache (e.g. conditional by date). */
    responseCache?: boolean;
  }
}

/**
 * Hot public and protected GETs are answered from memory for a few seconds instead of querying and serialising
 * again: the same freshness that shared caches already get through `Cache-Control`, but inside the API. A write
 * announces itself on the data-changed channel (see `lib/data-changes.ts`) and every instance drops its answers
 * at once. Answers to user tokens are never cached: they may depend on who asks.
 */
async function responseCachePlugin(app: FastifyInstance, options: ResponseCacheOptions) {
  if (options.seconds <= 0) return;
  const freshMs = options.seconds * 1000;
  // An answer is fresh for `seconds`; for as long again it may still be sent while one request renews it, so
  // that an expiring hot answer is computed once, not by every request that arrives in the meantime.
  const cache = new LRUCache<string, CachedAnswer>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.payload.length),
    ttl: 2 * freshMs,
  });
  const renewing = new Set<string>();
  const renewers = new WeakSet<FastifyRequest>();
  const stopListening = await options.database.listen(DATA_CHANGED_CHANNEL, () => {
    cache.clear();
    renewing.clear();
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

  // After the access hooks (onRequest): only a caller who may see the answer gets it from memory.
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isCacheable(request)) return;
    const cached = cache.get(request.url);
    if (!cached) return;
    const isFresh = Date.now() - cached.storedAt < freshMs;
    if (!isFresh && !renewing.has(request.url)) {
      // This request renews the answer; the others meanwhile get the one kept.
      renewing.add(request.url);
      renewers.add(request);
      return;
    }
    reply.header("content-type", cached.contentType).header("etag", cached.etag).header("x-response-cache", "hit");
    return reply.send(cached.payload);
  });
  app.addHook("onResponse", async (request) => {
    if (renewers.has(request)) renewing.delete(request.url);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== "string" || !isCacheable(request)) return payload;
    if (reply.getHeader("x-response-cache") === "hit") return payload;
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    // The validator is computed once here and sent with every hit (the HTTP cache plugin reuses it).
    const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
    reply.header("etag", etag);
    cache.set(request.url, { payload, contentType, etag, storedAt: Date.now() });
    renewing.delete(request.url);
    return payload;
  });
}

export default fp(responseCachePlugin, { name: "response-cache" });
