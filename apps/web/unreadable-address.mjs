/**
 * API addresses on the site's origin whose percent-encoding cannot be decoded (`/rest/%E0%A4%A`, `/rest/…/%ZZ`) name
 * nothing. Next.js fails on them with a 500 before the forwarding route runs, so the server answers them itself: a
 * 400 in the API's error shape, with security headers. (Pages with such addresses are Next.js's own German 404.)
 */

/** Whether a request's address is one of the API's whose path cannot be decoded. */
export function isUnreadableApiAddress(url) {
  const path = url.split("?")[0] ?? "";
  if (!/^\/rest(?:\/|$)/.test(path)) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The headers of an answer this server gives itself, before Next.js: nothing to run, frame or cache. */
export const SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cache-control": "no-store",
};

/** Answers an unreadable API address with a 400. */
export function answerUnreadableApiAddress(request, response) {
  const body = JSON.stringify({ message: "Malformed URL" });
  response.writeHead(400, {
    ...SECURITY_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
