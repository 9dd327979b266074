/**
 * The website's configuration: every setting is read and checked here, once, when the server starts
 * (instrumentation.ts), so a wrong value stops the start with a message that names it instead of failing a
 * visitor's request later. Nothing else in the website reads `process.env`.
 */
export interface WebEnvironment {
  /**
   * The association's name, as the site's title, header and footer call it (`ASSOCIATION_NAME`, the same variable the
   * API signs its mails with); the fictional demo association's by default.
   */
  associationName: string;
  /** Where the website's server reaches the API, e.g. `http://127.0.0.1:4000/rest`. */
  apiUrl: string;
  /** The website server's client key for the API's protected routes; without it those calls are refused. */
  apiClientKey: string | undefined;
  /** The public address of the site, without a trailing slash (canonical links, structured data). */
  siteUrl: string;
  /** The shared secret of `/api/revalidate`; without it the endpoint is off. */
  revalidateSecret: string | undefined;
  /** The image server's base address, absolute or a path on the site (`/rest`). */
  imageServerUrl: string;
  /** Addresses of the proxies in front of the website whose `X-Forwarded-For` is believed. */
  trustedProxies: string[];
  /**
   * The key the session cookie is encrypted with (at least 32 characters). Without it each process makes one of its
   * own, so sessions last until the process stops and only one website instance can run.
   */
  sessionSecret: string | undefined;
  /**
   * An HTTP cache in front keeps the pages and serves its copy while one of them is renewed (the production
   * topology, deploy/): then a live entry expires the pages it changed at once, since nobody but the cache's
   * renewal waits for the render, and the renewal brings the entry. Without it a live entry marks them stale and
   * the next visitor gets the page as it was while it renders.
   */
  isBehindCache: boolean;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

type Source = Record<string, string | undefined>;

function read(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value ? value : undefined;
}

function absoluteUrl(source: Source, name: string, fallback: string): string {
  const value = read(source, name) ?? fallback;
  let url: URL;
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

/**
 * Checks every setting of a source (the process environment by default). `SITE_URL` defaults to the address the
 * server listens on (`WEB_PORT`, `WEB_HOST`), so links point at the running site even when nobody set it.
 */
export function parseEnvironment(source: Source): WebEnvironment {
  const imageServerUrl = read(source, "IMAGE_SERVER_URL");
  if (!imageServerUrl) {
    throw new ConfigurationError("IMAGE_SERVER_URL is not set: the site cannot build image addresses");
  }
  const port = read(source, "WEB_PORT") ?? "3000";
  if (!/^\d{1,5}$/.test(port)) throw new ConfigurationError(`WEB_PORT must be a port number, got "${port}"`);
  const host = read(source, "WEB_HOST");
  const listenHost = !host || host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return {
    associationName: associationName(source),
    apiUrl: absoluteUrl(source, "API_URL", "http://127.0.0.1:4000/rest"),
    apiClientKey: read(source, "API_CLIENT_KEY"),
    siteUrl: absoluteUrl(
      source,
      "SITE_URL",
      `http://${listenHost.includes(":") ? `[${listenHost}]` : listenHost}:${port}`,
    ),
    revalidateSecret: read(source, "REVALIDATE_SECRET"),
    imageServerUrl: imageServerUrl.replace(/\/+$/, ""),
    trustedProxies: (read(source, "WEB_TRUST_PROXY") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    sessionSecret: sessionSecret(source),
    isBehindCache: flag(source, "WEB_BEHIND_CACHE"),
  };
}

function flag(source: Source, name: string): boolean {
  const value = read(source, name) ?? "false";
  if (value !== "true" && value !== "false") {
    throw new ConfigurationError(`${name} must be "true" or "false", got "${value}"`);
  }
  return value === "true";
}

/** The demo association's name, ASSOCIATION_NAME's default (as in the API's configuration). */
const DEMO_ASSOCIATION_NAME = "Bayerischer Amateur-Fußball-Verband";

function associationName(source: Source): string {
  const value = read(source, "ASSOCIATION_NAME") ?? DEMO_ASSOCIATION_NAME;
  if (value.length < 2 || value.length > 120 || /\p{Cc}/u.test(value)) {
    throw new ConfigurationError(`ASSOCIATION_NAME must be one line of 2 to 120 characters, got "${value}"`);
  }
  return value;
}

function sessionSecret(source: Source): string | undefined {
  const value = read(source, "SESSION_SECRET");
  if (value !== undefined && value.length < 32) {
    throw new ConfigurationError("SESSION_SECRET must be at least 32 characters long");
  }
  return value;
}

let current: WebEnvironment | undefined;

/**
 * `next build` loads every page module without the runtime configuration. What it prerenders keeps none of it
 * (pages that show the site's address render per request), so the build reads the image server as `/rest` when
 * none is set, and the running server reads the real one.
 */
function isBuild(source: Source): boolean {
  return source.NEXT_PHASE === "phase-production-build";
}

/** The checked configuration of this process (read on first use; instrumentation.ts makes that the start). */
export function env(): WebEnvironment {
  current ??= parseEnvironment(isBuild(process.env) ? { IMAGE_SERVER_URL: "/rest", ...process.env } : process.env);
  return current;
}

/** Forgets the checked configuration, so that the next `env()` reads the environment again (tests). */
export function resetEnvironment(): void {
  current = undefined;
}

/**
 * What the build of the site is told (next.config.ts): the test line type-checks the sources in a step of its own
 * and says so with `SPIELFELD_TYPES_CHECKED=1`, so that its build need not check them a second time.
 */
export function buildSettings(source: Source = process.env): { isTypeChecked: boolean } {
  return { isTypeChecked: read(source, "SPIELFELD_TYPES_CHECKED") === "1" };
}

/** Whether the site is being built (`next build`): no API runs then, so pages render without its secondary data. */
export function isBuilding(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}
