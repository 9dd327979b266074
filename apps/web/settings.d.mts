// Types of settings.mjs (plain JavaScript, read by server.mjs, cache-handler.cjs and, through lib/env.ts, the pages).
// Each field names its variable; what the variable means and its default is in the README's configuration table.

/** The website's settings, checked. */
export interface Settings {
  /** `ASSOCIATION_NAME`: the association's name in the site's title, header and footer (the API signs mails with it). */
  associationName: string;
  associationShortName: string;
  /** `API_URL`: where the website's server reaches the API, e.g. `http://127.0.0.1:4000/rest`, no trailing slash. */
  apiUrl: string;
  /** `API_CLIENT_KEY`: the website server's key for the API's protected routes; without it those calls are refused. */
  apiClientKey: string | undefined;
  /**
   * `SITE_URL`, else the address the server listens on (`WEB_HOST`, `WEB_PORT`; server.mjs announces them): the
   * site's public address, no trailing slash.
   */
  siteUrl: string;
  /** `REVALIDATE_SECRET`: the shared secret of `/api/revalidate`; without it the endpoint is off. */
  revalidateSecret: string | undefined;
  /** `IMAGE_SERVER_URL`: the image server's base address, absolute or a path on the site (`/rest`). Required. */
  imageServerUrl: string;
  /** `WEB_TRUST_PROXY`: the proxies in front whose `X-Forwarded-For` is believed. */
  trustedProxies: string[];
  /**
   * `SESSION_SECRET`: the session cookie's key (32 characters or more). Without it each process makes one of its own,
   * so sessions last until the process stops and only one website instance can run.
   */
  sessionSecret: string | undefined;
  /** `WEB_BEHIND_CACHE`: an HTTP cache in front keeps the pages and serves its copy while renewing one (deploy/). */
  isBehindCache: boolean;
  /** "true" unless PROFILE_REVALIDATION is "false": a change on a profile page posts to /api/revalidate-profile. */
  profileRevalidation: "true" | "false";
  /** Where the server reaches itself: the address it listens on. */
  ownUrl: string;
  /** `WEB_RENDER_CONCURRENCY`: page requests rendered at once behind the cache (0: no limit). */
  renderConcurrency: number;
  /** `WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS`: the event loop delay above which pages are shed (0: never). */
  loadShedEventLoopDelayMs: number;
}

export type Source = Record<string, string | undefined>;

export class ConfigurationError extends Error {}

export function parseSettings(source: Source): Settings;
export function settings(): Settings;
export function resetSettings(): void;
export function announceListenAddress(hostname: string, port: number): void;
export function isBuilding(source?: Source): boolean;
/**
 * `SPIELFELD_TYPES_CHECKED=1`: the test line (scripts/test.mjs) has type-checked the sources in a step of its own,
 * so that its build need not check them a second time.
 */
export function buildSettings(source?: Source): { isTypeChecked: boolean };
