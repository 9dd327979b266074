import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { ApiError } from "./errors.js";

const digest = (value: string) => createHash("sha256").update(value).digest();

function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * Prometheus metrics at /metrics, for the scraper holding the configured bearer token: request durations per route
 * and status, plus process metrics.
 */
declare module "fastify" {
  interface FastifyInstance {
    observeRequest: (route: string, status: number, seconds: number) => void;
  }
}

async function metricsPlugin(app: FastifyInstance, options: { token: string }) {
  const expected = digest(options.token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  // The fast path's answers (fast-answers.ts) are counted here too.
  app.decorate("observeRequest", (route: string, status: number, seconds: number) => {
    duration.observe({ method: "GET", route, status: String(status) }, seconds);
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // Checked after the rate limit has counted the request, so guessing the token is throttled like any call.
  const requireToken = async (request: FastifyRequest) => {
    if (!hasToken(request, expected)) throw new ApiError("unauthorized", "Unauthorized");
  };
  app.get(
    "/metrics",
    { schema: { hide: true }, config: { tier: "public" }, preHandler: requireToken },
    async (_request, reply) => {
      reply.header("content-type", registry.contentType).header("cache-control", "no-store");
      return registry.metrics();
    },
  );
}

export default fp(metricsPlugin, { name: "metrics" });
