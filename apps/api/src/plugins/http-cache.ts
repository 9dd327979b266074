import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const SHARED_CACHE = "public, max-age=30, s-maxage=60, stale-while-revalidate=300";

export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash("sha1").update(payload).digest("base64url")}"`;
}

/** Adds header names to a Vary header without dropping those a route or another plugin already set. */
export function mergeVary(existing: unknown, names: string[]): string {
  const merged = new Map<string, string>();
  for (const name of [...String(existing ?? "").split(","), ...names]) {
    const trimmed = name.trim();
    if (trimmed && !merged.has(trimmed.toLowerCase())) merged.set(trimmed.toLowerCase(), trimmed);
  }
  return merged.has("*") ? "*" : [...merged.values()].join(", ");
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

/**
 * Conditional GETs and cache policy per tier: public and protected data may be kept by shared caches for a
 * short time (varying on the credentials), private data is never stored.
 */
async function httpCachePlugin(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    const tier = request.routeOptions.config?.tier;
    if (tier === "private" || tier === "promateur" || reply.statusCode >= 400) {
      reply.header("cache-control", "no-store");
      return payload;
    }
    // A route's own 304 (e.g. If-Modified-Since) carries no body, whatever its schema serialised.
    if (reply.statusCode === 304) {
      reply.removeHeader("content-length");
      return "";
    }
    if ((request.method !== "GET" && request.method !== "HEAD") || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", SHARED_CACHE);
    reply.header("vary", mergeVary(reply.getHeader("vary"), ["Accept-Encoding", "Authorization", "X-Api-Key"]));
    const etag = (reply.getHeader("etag") as string | undefined) ?? etagOf(payload);
    reply.header("etag", etag);
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      reply.code(304);
      reply.removeHeader("content-length");
      return "";
    }
    return payload;
  });
}

export default fp(httpCachePlugin, { name: "http-cache" });
