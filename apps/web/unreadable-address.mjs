/**
 * Addresses whose percent-encoding cannot be decoded (`/rest/%E0%A4%A`, `/x/%ZZ`) name nothing. Next.js fails on them
 * with a 500 before any page or route handler runs, so the server answers them itself: a 400 with the site's
 * security headers, in JSON for the API's path and in a German sentence for everything else.
 */

/** Whether the path of a request's address cannot be decoded. */
export function isUnreadableAddress(url) {
  const path = url.split("?")[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const SECURITY_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cache-control": "no-store",
};

/** Answers an unreadable address with a 400. */
export function answerUnreadableAddress(request, response) {
  const isApi = /^\/rest(?:\/|$)/.test(request.url ?? "");
  const body = isApi
    ? JSON.stringify({ message: "Malformed URL" })
    : "Diese Adresse ist ungültig: Sie enthält Zeichen, die keine Seite bezeichnen.\n";
  response.writeHead(400, {
    ...SECURITY_HEADERS,
    "content-type": isApi ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
