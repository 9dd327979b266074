// The website's settings: the one reader of the process environment in the website. Every setting is read and
// checked here, once per process, so a wrong value stops the start with one line that names it instead of failing
// a visitor's request later. Plain JavaScript, because the server (server.mjs) and the page cache
// (cache-handler.cjs, loaded by Next.js outside its bundles) read it before and beside Next.js; the pages read it
// through lib/env.ts. What each variable means and its default: the configuration table of the README; the
// fields are described in settings.d.mts.

export class ConfigurationError extends Error {
  name = "ConfigurationError";
}

/** The demo association's name, ASSOCIATION_NAME's default (as in the API's configuration). */
const DEMO_ASSOCIATION_NAME = "Bayerischer Amateur-Fußball-Verband";
/** The demo association's short name, ASSOCIATION_SHORT_NAME's default. */
const DEMO_ASSOCIATION_SHORT_NAME = "BAFV";

/** A variable's value without surrounding spaces; an empty one counts as unset. */
function read(source, name) {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function absoluteUrl(source, name, fallback) {
  const value = read(source, name) ?? fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigurationError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
}

function flag(source, name, fallback = "false") {
  const value = read(source, name) ?? fallback;
  if (value !== "true" && value !== "false") {
    throw new ConfigurationError(`${name} must be "true" or "false", got "${value}"`);
  }
  return value === "true";
}

function wholeNumber(source, name, fallback, message) {
  const value = Number(read(source, name) ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new ConfigurationError(`${name} must be ${message}`);
  return value;
}

function associationName(source) {
  const value = read(source, "ASSOCIATION_NAME") ?? DEMO_ASSOCIATION_NAME;
  if (value.length < 2 || value.length > 120 || /\p{Cc}/u.test(value)) {
    throw new ConfigurationError(`ASSOCIATION_NAME must be one line of 2 to 120 characters, got "${value}"`);
  }
  return value;
}

/** The association's short name (the wordmark, the end of every title, the app's name on a home screen). */
function associationShortName(source) {
  const value = read(source, "ASSOCIATION_SHORT_NAME") ?? DEMO_ASSOCIATION_SHORT_NAME;
  if (value.length < 2 || value.length > 20 || /\p{Cc}/u.test(value)) {
    throw new ConfigurationError(`ASSOCIATION_SHORT_NAME must be one line of 2 to 20 characters, got "${value}"`);
  }
  return value;
}

function sessionSecret(source) {
  const value = read(source, "SESSION_SECRET");
  if (value !== undefined && value.length < 32) {
    throw new ConfigurationError("SESSION_SECRET must be at least 32 characters long");
  }
  return value;
}

/**
 * `SITE_URL`, else the address the server listens on (`WEB_PORT`, `WEB_HOST`), so links point at the running site
 * even when nobody set it.
 */
function siteUrl(source) {
  const port = read(source, "WEB_PORT") ?? "3000";
  if (!/^\d{1,5}$/.test(port)) throw new ConfigurationError(`WEB_PORT must be a port number, got "${port}"`);
  const host = read(source, "WEB_HOST");
  const listenHost = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return absoluteUrl(source, "SITE_URL", `http://${listenHost.includes(":") ? `[${listenHost}]` : listenHost}:${port}`);
}

/** Where the server reaches itself (its own revalidation routes): the address it listens on. */
function ownUrl(source) {
  const port = read(source, "WEB_PORT") ?? "3000";
  const host = read(source, "WEB_HOST");
  const listenHost = !host || host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${listenHost.includes(":") ? `[${listenHost}]` : listenHost}:${port}`;
}

/**
 * Checks every setting of a source; throws a ConfigurationError naming the first wrong one. `next build` loads every
 * page module without the runtime configuration. What it prerenders keeps none of it (pages that show the site's
 * address render per request), so the build reads the image server as `/rest` when none is set, and the running
 * server reads the real one.
 */
export function parseSettings(source) {
  const imageServerUrl = read(source, "IMAGE_SERVER_URL") ?? (isBuilding(source) ? "/rest" : undefined);
  if (!imageServerUrl) {
    throw new ConfigurationError("IMAGE_SERVER_URL is not set: the site cannot build image addresses");
  }
  const isBehindCache = flag(source, "WEB_BEHIND_CACHE");
  return {
    associationName: associationName(source),
    associationShortName: associationShortName(source),
    apiUrl: absoluteUrl(source, "API_URL", "http://127.0.0.1:4000/rest"),
    apiClientKey: read(source, "API_CLIENT_KEY"),
    siteUrl: siteUrl(source),
    revalidateSecret: read(source, "REVALIDATE_SECRET"),
    imageServerUrl: imageServerUrl.replace(/\/+$/, ""),
    trustedProxies: (read(source, "WEB_TRUST_PROXY") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    sessionSecret: sessionSecret(source),
    isBehindCache,
    // api.md section 7: after a change on a profile page the client posts the token to /api/revalidate-profile.
    profileRevalidation: flag(source, "PROFILE_REVALIDATION", "true") ? "true" : "false",
    ownUrl: ownUrl(source),
    renderConcurrency: wholeNumber(source, "WEB_RENDER_CONCURRENCY", 3, "a whole number (0: no limit)"),
    // Shedding helps only where something else answers meanwhile (the cache's kept copy, another instance); a lone
    // server would answer its only visitor "Einen Moment bitte" instead of a page a moment later.
    loadShedEventLoopDelayMs: wholeNumber(
      source,
      "WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS",
      isBehindCache ? 300 : 0,
      "a whole number of milliseconds",
    ),
  };
}

/** Whether the site is being built (`next build`): no API runs then, and no runtime configuration is given. */
export function isBuilding(source = process.env) {
  return source.NEXT_PHASE === "phase-production-build";
}

let current;

/** The checked settings of this process, read on first use (server.mjs and instrumentation.ts make that the start). */
export function settings() {
  current ??= parseSettings(process.env);
  return current;
}

/** Forgets the checked settings, so that the next `settings()` reads the environment again (tests). */
export function resetSettings() {
  current = undefined;
}

/**
 * Tells the settings where the server listens (server.mjs, from its command line), before anything reads them:
 * `SITE_URL` defaults to that address, here and in Next.js's modules, which read the same environment.
 */
export function announceListenAddress(hostname, port) {
  process.env.WEB_HOST = hostname;
  process.env.WEB_PORT = String(port);
  current = undefined;
}

/**
 * What the build of the site is told (next.config.ts), read apart from the runtime settings, which a build or a
 * type generation does not have.
 */
export function buildSettings(source = process.env) {
  return { isTypeChecked: read(source, "SPIELFELD_TYPES_CHECKED") === "1" };
}
