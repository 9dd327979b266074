import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { ApiError, errorBody } from "./errors.js";

/**
 * Where the router sends a URL it cannot read. They are routes, so such a request passes the same hooks as any
 * other (security headers, request id, rate limit, metrics) and is answered by the one error handler, without
 * echoing the URL.
 */
const MALFORMED_URL_PATH = "/_errors/malformed-url";
const LONG_PARAMETER_PATH = "/_errors/path-parameter-too-long";

/**
 * Fastify's `frameworkErrors`: a URL with broken percent-encoding or one that is no path at all, and a path
 * parameter longer than the router takes (no catalogue id comes close), routed again to the matching route above.
 */
export const rerouteUnreadableUrls: NonNullable<FastifyServerOptions["frameworkErrors"]> = (error, request, reply) => {
  request.raw.url = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? LONG_PARAMETER_PATH : MALFORMED_URL_PATH;
  // The second pass keeps the request id the first one logged.
  request.raw.headers["x-request-id"] = request.id;
  request.server.routing(request.raw, reply.raw);
};

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: "Malformed request",
  408: "Request timeout",
  431: "Request headers too large",
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a target that is no URL, broken framing,
 * oversized headers) never becomes a request, so the answer is written to the socket here, in the error contract
 * and with the API's security headers.
 */
export function answerClientError(securityHeaders: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return;
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = JSON.stringify(errorBody(status, CLIENT_ERROR_MESSAGES[status] ?? "Malformed request"));
    const headers = {
      ...securityHeaders,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  };
}

async function unreadableRequestsPlugin(app: FastifyInstance) {
  const options = { schema: { hide: true }, config: { tier: "public" as const } };
  app.all(MALFORMED_URL_PATH, options, async () => {
    throw new ApiError("bad_request", "Malformed URL");
  });
  app.all(LONG_PARAMETER_PATH, options, async () => {
    throw new ApiError("bad_request", "Path parameter too long");
  });
}

export default fp(unreadableRequestsPlugin, { name: "unreadable-requests", dependencies: ["errors"] });
