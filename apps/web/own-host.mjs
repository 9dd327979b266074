// The site's one address (SITE_URL): a page asked for under another host name (`127.0.0.1` for `localhost`, a
// server's own name) moves there for good, path and query kept, so links, the session cookie and the sign-in's
// origin check all see one site. Checked by server.mjs before Next.js sees the request, where every header is
// still there: the framework's own data requests (`RSC: 1`; Next.js fetches the page a server action redirects to
// under the address it listens on, with the visitor's cookies) stay where they are asked, as do the API's
// answers (`/rest`), the framework's files and the site's internal calls (`/api/…`). Only the name is compared:
// behind the HTTP cache the `Host` comes without its port.

/** A host name without its port (`[::1]:3000` → `[::1]`), lower case. */
function hostName(host) {
  return host.toLowerCase().replace(/:\d+$/, "");
}

const STAYS = /^\/(?:rest|_next|api)\//;

/**
 * Where a request for a page under a foreign host name moves to (`SITE_URL` with its path and query), or null.
 * @param {import("node:http").IncomingMessage} request
 * @param {string} siteUrl
 */
export function ownAddressOf(request, siteUrl) {
  const host = request.headers.host;
  const url = request.url ?? "/";
  if (!host || request.headers.rsc === "1" || STAYS.test(url)) return null;
  const site = new URL(siteUrl);
  if (hostName(host) === site.hostname.toLowerCase()) return null;
  return `${site.origin}${url.startsWith("/") ? url : `/${url}`}`;
}
