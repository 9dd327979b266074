import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets for the given options. They do not depend on the request, so helmet runs once here
 * instead of on every request (the Fastify adapter rebuilds helmet's middleware, CSP parsing included, per call).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The API answers JSON (and images and calendars): nothing may be loaded by an answer, nothing may frame one, and
 * no answer is sniffed as something else. The headers that matter only for documents a browser renders (an origin
 * agent cluster, DNS prefetching, IE's download prompt, the retired XSS auditor, the opener policy) are left out:
 * OWASP's REST security guidance lists what an API sends, and each header is work on every answer.
 */
export const API_SECURITY_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: "deny" },
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xXssProtection: false,
  crossOriginOpenerPolicy: false,
};

/** Security headers on every answer (a route may still override one, e.g. the image route's CORP). */
async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const headers = computeSecurityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: "security-headers" });
