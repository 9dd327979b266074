import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** Prometheus metrics at /metrics: request durations per route and status, plus process metrics. */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/metrics", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  });
}

export default fp(metricsPlugin, { name: "metrics" });
