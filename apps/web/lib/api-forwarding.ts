import { clientAddress } from "./client-address";
import { logError } from "./log";

/**
 * Request headers a browser's call to the API (`/rest/…` on the site's own origin) may carry on to the API. Cookies
 * are the website's own and never leave it; the client's address is stated by the website (X-Forwarded-For).
 */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "authorization",
  "content-type",
  "if-modified-since",
  "if-none-match",
  // An event stream's reader coming back says what it saw last.
  "last-event-id",
  "user-agent",
];

/** Response headers of the API that reach the browser; the API sets no cookies on the website's origin. */
const FORWARDED_RESPONSE_HEADERS = [
  "cache-control",
  "content-disposition",
  "content-language",
  "content-type",
  "etag",
  "expires",
  "last-modified",
  "location",
  "retry-after",
  "vary",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "x-request-id",
  "x-accel-buffering",
  // The API's own security headers (its answers are data, never a page to frame or run); the site adds
  // X-Content-Type-Options and Referrer-Policy to every answer itself (next.config.ts).
  "content-security-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
];

export interface ForwardingOptions {
  apiUrl: string;
  trustedProxies: readonly string[];
  fetch?: typeof fetch;
}

function pick(source: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = source.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

/** Sends a browser's `/rest/<path>` call to the configured API and returns its answer. */
export async function forwardToApi(request: Request, path: string[], options: ForwardingOptions): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${options.apiUrl}/${path.map(encodeURIComponent).join("/")}${incoming.search}`;
  const headers = pick(request.headers, FORWARDED_REQUEST_HEADERS);
  const client = clientAddress(request.headers, options.trustedProxies);
  if (client) headers.set("x-forwarded-for", client);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  let answer: Response;
  try {
    answer = await (options.fetch ?? fetch)(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: "manual",
      cache: "no-store",
      // A reader that leaves (an event stream closed) ends the call to the API too.
      signal: request.signal,
    });
  } catch (error) {
    // The visitor left (a closed page, an image no longer wanted) and took the call along: no failure, nobody to answer.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    logError("the API cannot be reached", error, { method: request.method, path: `/${path.join("/")}` });
    return Response.json({ code: "BAD_GATEWAY", message: "The API cannot be reached" }, { status: 502 });
  }
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: pick(answer.headers, FORWARDED_RESPONSE_HEADERS),
  });
}
