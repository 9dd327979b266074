import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "./theme";
import { WEB_VIEW_SCRIPT } from "./web-view";

/**
 * The header in which the website's server (server.mjs) hands each request the nonce placeholder of this process.
 * Pages are rendered with the placeholder as their nonce, so a cached page is the same document for everybody;
 * server.mjs replaces it with a fresh nonce in every response (header and body). The placeholder is a random value
 * of the running process that never leaves the server.
 */
export const NONCE_SLOT_HEADER = "x-spielfeld-nonce-slot";

/**
 * The document's one inline script (root layout): it marks an app's web view and the chosen colour scheme before the
 * first paint. It is fixed and holds no data, so the policy allows it by the hash of its text, computed here from
 * that text: changing the script changes the hash with it.
 */
export const FIRST_PAINT_SCRIPT = `${WEB_VIEW_SCRIPT};${THEME_SCRIPT}`;

const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(FIRST_PAINT_SCRIPT).digest("base64")}'`;

/** Pages under /widget/ are made to be embedded on other sites; every other page refuses to be framed. */
export function isWidgetPath(pathname: string): boolean {
  return pathname.startsWith("/widget/");
}

/** Whether the visitor reached the site over HTTPS (directly or through a TLS-terminating proxy in front). */
export function isHttps(url: URL, headers: Headers): boolean {
  return url.protocol === "https:" || headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/**
 * The Content-Security-Policy of a page. Scripts run only with the response's nonce (`'strict-dynamic'` lets the
 * framework's own scripts load the chunks they need) or as the one fixed inline script of the layout, by hash;
 * never `'unsafe-inline'`. Styles keep `'unsafe-inline'` (React writes style attributes).
 */
export function contentSecurityPolicy(options: { nonce: string; isWidget: boolean; isHttps: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic' ${FIRST_PAINT_SCRIPT_HASH}`,
    // The service worker (public/sw.js) comes from the site itself; `'strict-dynamic'` would not allow it by origin.
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src * data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.isWidget ? "frame-ancestors *" : "frame-ancestors 'none'",
    ...(options.isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers of every page response besides the policy. */
export function pageSecurityHeaders(options: { isWidget: boolean; isHttps: boolean }): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(options.isWidget ? {} : { "x-frame-options": "DENY" }),
    ...(options.isHttps ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
