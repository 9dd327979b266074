// The website's server: Next.js behind a plain Node HTTP server. Usage: `node server.mjs --port 3000
// [--hostname 0.0.0.0]`; everything else is configured in settings.mjs. It does three things Next.js cannot:
// - it moves a page asked for under another host name to SITE_URL (own-host.mjs), seeing every header of the
//   request (Next.js hides its own from the proxy);
// - it states the address of each connection it accepts (`x-spielfeld-peer-address`, see lib/client-address.ts),
//   which Next.js does not hand to route handlers;
// - it gives every page response a nonce of its own while pages stay cached: pages are rendered with this
//   process's secret placeholder as their nonce (proxy.ts puts it into the request's policy), and every response
//   leaves with the placeholder replaced by a fresh nonce, in the Content-Security-Policy header and in the body.
//   The placeholder never leaves the server, so markup that slipped into a page cannot carry a valid nonce.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createGzip, constants as zlib } from "node:zlib";
import next from "next";
import { startLoadShedding } from "./load-shedding.mjs";
import { loadNotFoundDocument } from "./not-found-document.mjs";
import { ownAddressOf } from "./own-host.mjs";
import { createRenderQueue, isPageRequest } from "./render-queue.mjs";
import { announceListenAddress, ConfigurationError, settings } from "./settings.mjs";
import { answerUnreadableApiAddress, isUnreadableApiAddress, SECURITY_HEADERS } from "./unreadable-address.mjs";

const PEER_ADDRESS_HEADER = "x-spielfeld-peer-address";
const NONCE_SLOT_HEADER = "x-spielfeld-nonce-slot";
/**
 * This process's placeholder. Behind the HTTP cache of the production topology (deploy/) the cache keeps each
 * answer, nonce included, as the copy it serves until it renews it: a nonce per kept copy, chosen after the page
 * was rendered (deploy/README.md).
 */
const NONCE_SLOT = randomBytes(24).toString("hex");
const SLOT_BYTES = Buffer.from(NONCE_SLOT);
/** Bodies that can hold the placeholder: documents and the framework's own payloads. */
const REWRITTEN_TYPES = /^(text\/html|text\/x-component)/;

/**
 * Only the framework's static files and the API's answers (`/rest`) never hold the placeholder; every other answer
 * may be a document or a payload, which Next.js must not compress: the placeholder is replaced in the plain body,
 * and this server compresses what it rewrote (gzip, flushed chunk by chunk so streaming survives).
 */
function mayBeRewritten(request) {
  return !/^\/(_next\/static|rest)\//.test(request.url ?? "");
}

const directory = path.dirname(fileURLToPath(import.meta.url));

/** The prerendered 404: its scripts' hashes for the policy of 404 answers, its content for empty error shells. */
const notFound = loadNotFoundDocument(path.join(directory, ".next/server/app/_not-found.html"));

const { values } = parseArgs({
  options: { port: { type: "string", default: "3000" }, hostname: { type: "string", default: "0.0.0.0" } },
});
const port = Number(values.port);
// The default SITE_URL is where the server listens, here and in Next.js's modules.
announceListenAddress(values.hostname, port);
/** The settings, checked before Next.js starts: a wrong one stops the server with one line that names it. */
const config = (() => {
  try {
    return settings();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`Error: ${error.message}\n`);
    process.exit(1);
  }
})();

/** Replaces the placeholder in a streamed body; holds back a tail that could be the start of a split placeholder. */
function createBodyRewriter(nonce) {
  const replacement = Buffer.from(nonce);
  let pending = Buffer.alloc(0);
  function replaceAll(buffer) {
    const parts = [];
    let start = 0;
    let index = buffer.indexOf(SLOT_BYTES, start);
    while (index !== -1) {
      parts.push(buffer.subarray(start, index), replacement);
      start = index + SLOT_BYTES.length;
      index = buffer.indexOf(SLOT_BYTES, start);
    }
    parts.push(buffer.subarray(start));
    return Buffer.concat(parts);
  }
  return {
    push(chunk) {
      const replaced = replaceAll(Buffer.concat([pending, chunk]));
      const keep = Math.min(SLOT_BYTES.length - 1, replaced.length);
      pending = replaced.subarray(replaced.length - keep);
      return replaced.subarray(0, replaced.length - keep);
    },
    flush() {
      const rest = pending;
      pending = Buffer.alloc(0);
      return rest;
    },
  };
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
}

/*
 * Pages Next.js renders per request (search parameters, today's matches) that are still one document for every
 * visitor of an address: Next.js marks them `private, no-store`; this server lets a cache in front keep them for a
 * few seconds (served stale while one request renews them), which is what holds a Sunday's home page and the widgets
 * on the clubs' websites. The results finder shows the visitor's region from a cookie: with that cookie it stays
 * private.
 */
const SHARED_PAGES = [
  { path: /^\/(?:\?|$)/, seconds: 15 },
  { path: /^\/ergebnisse(?:\?|$)/, seconds: 30, unlessCookie: /(?:^|;\s*)region=/ },
  { path: /^\/statistik(?:\/bundesweit)?(?:\?|$)/, seconds: 60 },
  { path: /^\/news(?:\?|$)/, seconds: 60 },
  { path: /^\/textsuche(?:\?|$)/, seconds: 60 },
  // The widgets on the clubs' own websites (docs/widgets.md): one document per address for every reader; what runs
  // live reaches them from the stream, so a copy half a minute old shows the same.
  { path: /^\/widget\/[a-z]/, seconds: 30 },
];
const NOT_STORED = /^private, no-cache, no-store/;

/** The seconds a cache may keep this request's page for everybody, or 0. */
function sharedLifetime(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return 0;
  const url = request.url ?? "";
  const cookie = String(request.headers.cookie ?? "");
  const page = SHARED_PAGES.find((candidate) => candidate.path.test(url));
  return page && !(page.unlessCookie && page.unlessCookie.test(cookie)) ? page.seconds : 0;
}

/** Response fields that carry one value; a second copy of them is dropped before the headers are sent. */
const SINGLE_VALUED = ["location", "x-nextjs-stale-time", "x-nextjs-cache"];

/** Marks a per-request page as one for everybody, unless it sets a cookie or is not the framework's no-store. */
function shareFor(response, named, seconds) {
  const headerName = (name) => (named ? Object.keys(named).find((key) => key.toLowerCase() === name) : undefined);
  if (response.hasHeader("set-cookie") || headerName("set-cookie")) return;
  const cacheControlName = headerName("cache-control");
  const value = String((cacheControlName ? named[cacheControlName] : response.getHeader("cache-control")) ?? "");
  if (!NOT_STORED.test(value)) return;
  const shared = `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 4}`;
  if (cacheControlName) named[cacheControlName] = shared;
  else response.setHeader("cache-control", shared);
}

/** Wraps a response so that the placeholder is replaced by one fresh nonce in its headers and its body. */
function replaceNonceSlot(response, { acceptsGzip, method, sharedSeconds }) {
  const nonce = randomBytes(18).toString("base64");
  const inHeader = (text) => text.replaceAll(NONCE_SLOT, nonce);
  const withNonce = (value) =>
    typeof value === "string"
      ? inHeader(value)
      : Array.isArray(value)
        ? value.map((entry) => (typeof entry === "string" ? inHeader(entry) : entry))
        : value;
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, withNonce(value));
  let rewriter;
  let isDocument = false;
  const rewriterFor = (headers) => {
    if (rewriter !== undefined) return rewriter;
    const type = String(
      headers?.["content-type"] ?? headers?.["Content-Type"] ?? response.getHeader("content-type") ?? "",
    );
    isDocument = type.startsWith("text/html");
    rewriter = REWRITTEN_TYPES.test(type) ? createBodyRewriter(nonce) : null;
    return rewriter;
  };
  let gzip = null;
  /** The body of a 404 document, held until its end to fill an empty error shell (not-found-document.mjs). */
  let notFoundBody = null;
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  /** Compresses the rewritten body for a client that accepts gzip, unless the answer has no body. */
  const startGzip = (status, named) => {
    if (!acceptsGzip || method === "HEAD" || status === 204 || status === 304) return;
    const varyName = named ? Object.keys(named).find((name) => name.toLowerCase() === "vary") : undefined;
    const vary = String((varyName ? named[varyName] : response.getHeader("vary")) ?? "");
    // Next.js may name Accept-Encoding already: once is enough.
    const withEncoding = /\baccept-encoding\b/i.test(vary)
      ? vary
      : [vary, "Accept-Encoding"].filter(Boolean).join(", ");
    if (varyName) named[varyName] = withEncoding;
    else response.setHeader("vary", withEncoding);
    response.setHeader("content-encoding", "gzip");
    gzip = createGzip({ level: 6 });
    gzip.on("data", (chunk) => write(chunk));
  };
  // Every way of sending the headers ends here (an implicit send calls writeHead too): the last moment to drop a
  // length that the rewritten body would no longer match.
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, ...rest) => {
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    const named = headers && !Array.isArray(headers) ? headers : undefined;
    if (named) for (const name of Object.keys(named)) named[name] = withNonce(named[name]);
    // Next.js replays a cached page's redirect headers beside the ones it has set (vercel/next.js#82117): two
    // `Location` fields, which browsers join to "a, a" and follow to a 404. A single-valued field keeps one value.
    for (const name of SINGLE_VALUED) {
      const value = response.getHeader(name);
      if (Array.isArray(value)) response.setHeader(name, value[0]);
    }
    if (sharedSeconds > 0 && status === 200) shareFor(response, named, sharedSeconds);
    if (status === 404) {
      const policy = response.getHeader("content-security-policy");
      if (typeof policy === "string") response.setHeader("content-security-policy", notFound.policyFor(policy));
    }
    if (rewriterFor(named)) {
      if (status === 404 && isDocument) notFoundBody = [];
      response.removeHeader("content-length");
      if (named) for (const name of Object.keys(named)) if (name.toLowerCase() === "content-length") delete named[name];
      startGzip(status, named);
    }
    return writeHead(status, ...rest);
  };
  // The headers go out before the first rewritten byte, so whether the body is compressed is settled by then.
  const sendHeaders = () => {
    if (!response.headersSent) response.writeHead(response.statusCode);
  };
  response.write = (chunk, encoding, callback) => {
    const active = rewriterFor();
    if (!active) return write(chunk, encoding, callback);
    sendHeaders();
    const done = typeof encoding === "function" ? encoding : callback;
    const out = active.push(toBuffer(chunk, encoding));
    if (notFoundBody) {
      notFoundBody.push(out);
      if (done) process.nextTick(done);
      return true;
    }
    if (!gzip) return write(out, done);
    gzip.write(out);
    gzip.flush(zlib.Z_SYNC_FLUSH, () => done?.());
    return true;
  };
  response.end = (chunk, encoding, callback) => {
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    const data = typeof chunk === "function" ? undefined : chunk;
    const active = rewriterFor();
    if (!active) return end(data, typeof encoding === "function" ? undefined : encoding, done);
    sendHeaders();
    let last = Buffer.concat([active.push(toBuffer(data, encoding)), active.flush()]);
    if (notFoundBody) {
      last = Buffer.from(notFound.fill(Buffer.concat([...notFoundBody, last]).toString("utf8")));
      notFoundBody = null;
    }
    if (!gzip) return end(last, done);
    gzip.once("end", () => end(done));
    gzip.end(last);
    return response;
  };
}

// Load shedding (load-shedding.mjs): pages answer a short 503 while the event loop keeps falling behind.
const shedding = startLoadShedding(config.loadShedEventLoopDelayMs);

/*
 * Behind the HTTP cache (WEB_BEHIND_CACHE=true) page requests are rendered WEB_RENDER_CONCURRENCY at a time (0: no
 * limit; settings.mjs), the cache's renewals and pages it has never kept taking turns (render-queue.mjs): neither
 * a reader waiting for a first render nor a change waiting for its renewal starves behind the other.
 */
const renderQueue =
  config.isBehindCache && config.renderConcurrency > 0 ? createRenderQueue(config.renderConcurrency) : null;
/** Set by the cache on its renewals only (deploy/nginx.pages.conf); a visitor's value never reaches this server. */
const RENEWAL_HEADER = "x-spielfeld-renewal";

const app = next({ dir: directory, dev: false, hostname: values.hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const LEGACY_DEFAULT_TABLE = "/rest/competitioncontroller/competition/table//id/";
const LEGACY_DEFAULT_TABLE_FORWARDED = "/rest/competitioncontroller/competition/table/id/";

/** The site's one address (own-host.mjs): pages asked for under another host name move there. */
const siteUrl = config.siteUrl;

const server = createServer((request, response) => {
  const ownAddress = ownAddressOf(request, siteUrl);
  if (ownAddress) {
    response.writeHead(308, { ...SECURITY_HEADERS, location: ownAddress });
    response.end();
    return;
  }
  if (shedding.isBusy() && !/^\/(_next\/static\/|api\/revalidate(\?|$))/.test(request.url ?? "")) {
    shedding.answerBusy(response);
    return;
  }
  // The widget API's legacy default table (docs/widgets.md) has an empty type: `table//id/…`, which the clients send as
  // is. Next.js would answer an address with `//` by a move to the one without; it goes to the API by that name.
  if (request.url?.startsWith(LEGACY_DEFAULT_TABLE)) {
    request.url = `${LEGACY_DEFAULT_TABLE_FORWARDED}${request.url.slice(LEGACY_DEFAULT_TABLE.length)}`;
  }
  if (isUnreadableApiAddress(request.url ?? "")) {
    answerUnreadableApiAddress(request, response);
    return;
  }
  // Both headers are the server's own statements: whatever a visitor sent under these names is replaced.
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
  request.headers[NONCE_SLOT_HEADER] = NONCE_SLOT;
  const rewritable = mayBeRewritten(request);
  const acceptsGzip = rewritable && /\bgzip\b/i.test(String(request.headers["accept-encoding"] ?? ""));
  // Next.js sends bodies that may hold the placeholder uncompressed: this server replaces it, then compresses.
  if (rewritable) delete request.headers["accept-encoding"];
  replaceNonceSlot(response, { acceptsGzip, method: request.method, sharedSeconds: sharedLifetime(request) });
  if (!renderQueue || !isPageRequest(request)) {
    handle(request, response);
    return;
  }
  renderQueue.run(
    request.headers[RENEWAL_HEADER] === "1",
    (done) => {
      response.once("close", done);
      handle(request, response);
    },
    () => request.destroyed || response.destroyed,
  );
});
server.listen(port, values.hostname, () => {
  process.stdout.write(`Website listening on http://${values.hostname}:${port}\n`);
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
