import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery: a browser names the page's origin on every state-changing request it sends. Such a
 * request from a page that is not the website's (or another configured origin) is refused with a 403 before any
 * route runs. Requests without an Origin (the website's server, apps, scripts) carry no ambient credentials and
 * pass.
 */
async function originCheck(app: FastifyInstance, { allowedOrigins }: { allowedOrigins: string[] }) {
  const allowed = new Set(allowedOrigins.map((entry) => new URL(entry).origin));
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    throw new ApiError("forbidden", "Requests from this origin may not change data");
  });
}

export default fp(originCheck, { name: "origin-check", dependencies: ["errors"] });
