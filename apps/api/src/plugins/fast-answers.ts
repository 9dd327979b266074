import { randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance } from "fastify";
import { mergeVary } from "./http-cache.js";
import type { SharedRateLimitStore } from "./rate-limit-store.js";
import type { FreshAnswer } from "./response-cache.js";

/*
 * Fresh answers of the answer cache, sent before Fastify routes the request. A cached public answer needs few of
 * the steps a computed one takes: what it must keep are the protections, and those it keeps here: the same rate
 * limit (the plugin's own limiter and store, so both paths count together), the tier's access check (a protected
 * answer only for a registered client key), the CORS decision, the security headers, the conditional GET and the
 * metrics. What it leaves out is the work: routing, validation, the hook chain, serialisation and a log line per
 * request (fast answers are counted in the metrics instead). Anything else — a user token, an origin that is not
 * allowed, an exceeded limit, a stale or uncached answer, a route with limits or hooks of its own — goes the
 * ordinary way through Fastify, which answers it exactly as before. bench/RESULTS.md measures what each part costs.
 */

const SHARED_CACHE = "public, max-age=30, s-maxage=60, stale-while-revalidate=300";
const VARY = ["Accept-Encoding", "Authorization", "X-Api-Key"];

export interface FastAnswerOptions {
  /** The rate limit as the app counts it: the shared store, the client's bucket and its limit. */
  rateLimit: {
    store: SharedRateLimitStore;
    key: (headers: IncomingHttpHeaders, ip: string) => string;
    max: (key: string) => number;
  };
  /** The security headers every answer carries (plugins/security-headers.ts). */
  securityHeaders: Record<string, string>;
  clientKeys: readonly string[];
  corsOrigins: readonly string[];
  trustProxy: boolean | string[];
  /** Requests counted by the metrics, when they are served (plugins/metrics.ts). */
  observe?: (route: string, status: number, seconds: number) => void;
  /** True while the instance sheds load: nothing is answered here then. */
  isOverloaded?: () => boolean;
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

export type FastAnswers = ReturnType<typeof createFastAnswers>;

/** The headers of a cached answer that do not change from request to request, worked out once per answer. */
const fixedHeaders = new WeakMap<FreshAnswer, Record<string, string>>();

/** The handler that answers what it can and returns false for everything else (Fastify takes it then). */
export function createFastAnswers(app: FastifyInstance, options: FastAnswerOptions) {
  const keys = options.clientKeys.map((key) => Buffer.from(key));
  const origins = new Set(options.corsOrigins);
  const trust =
    options.trustProxy === true
      ? () => true
      : options.trustProxy === false
        ? () => false
        : proxyAddr.compile(options.trustProxy);
  const vary = mergeVary("Origin", VARY);

  const hasClientKey = (value: string | string[] | undefined) => {
    if (typeof value !== "string") return false;
    const given = Buffer.from(value);
    return keys.some((key) => key.length === given.length && timingSafeEqual(key, given));
  };

  function headersOf(cached: FreshAnswer): Record<string, string> {
    let headers = fixedHeaders.get(cached);
    if (!headers) {
      headers = {
        ...options.securityHeaders,
        ...cached.routeHeaders,
        "content-type": cached.contentType,
        "cache-control": cached.cacheControl ?? SHARED_CACHE,
        vary,
        etag: cached.etag,
        "x-response-cache": "hit-fast",
        // As @fastify/cors sends it on every answer; the allowed origin and its credentials only where one asked.
        "access-control-expose-headers": "etag, x-request-id",
        "content-length": String(Buffer.byteLength(cached.payload)),
      };
      fixedHeaders.set(cached, headers);
    }
    return headers;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    cached: FreshAnswer,
    limit: { current: number; ttl: number; max: number },
    started: number,
  ) {
    const isNotModified = matchesEtag(String(request.headers["if-none-match"] ?? ""), cached.etag);
    const headers: Record<string, string | number> = {
      ...headersOf(cached),
      "x-request-id": randomUUID(),
      "x-ratelimit-limit": limit.max,
      "x-ratelimit-remaining": Math.max(0, limit.max - limit.current),
      "x-ratelimit-reset": Math.ceil(limit.ttl / 1000),
    };
    const origin = request.headers.origin;
    if (origin !== undefined) {
      headers["access-control-allow-origin"] = origin;
      headers["access-control-allow-credentials"] = "true";
    }
    if (isNotModified) delete headers["content-length"];
    const status = isNotModified ? 304 : 200;
    response.writeHead(status, headers);
    response.end(isNotModified || request.method === "HEAD" ? undefined : cached.payload);
    options.observe?.(cached.route, status, (performance.now() - started) / 1000);
  }

  return function answer(request: IncomingMessage, response: ServerResponse, fallback: () => void): boolean {
    if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.authorization) return false;
    const cached = app.freshAnswer(request.url ?? "");
    if (!cached?.isPlain) return false;
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin)) return false;
    if (cached.tier === "protected" && !hasClientKey(request.headers["x-api-key"])) return false;
    if (options.isOverloaded?.()) return false;
    const started = performance.now();
    const addresses = proxyAddr.all(request, trust);
    const key = options.rateLimit.key(request.headers, addresses[addresses.length - 1] ?? "");
    const max = options.rateLimit.max(key);
    let isAnswered = false;
    let isCounted = false;
    options.rateLimit.store.incr(key, max, (error, result) => {
      isCounted = true;
      // Over the limit, or a store that fails: the ordinary way answers (with 429, or as its settings say).
      if (error || !result || result.current > max) {
        if (isAnswered) fallback();
        return;
      }
      send(request, response, cached, { ...result, max }, started);
    });
    isAnswered = true;
    // The in-memory store counts at once; Redis answers later, and the request waits for it.
    if (!isCounted) return true;
    return response.headersSent;
  };
}
