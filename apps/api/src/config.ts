import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository's content folder (src/config.ts and dist/config.js lie equally deep). */
const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("../../../content", import.meta.url));

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isProxyAddress(entry: string): boolean {
  const [address, prefix, ...rest] = entry.trim().split("/");
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const presets = ["none", "small", "demo", "full"] as const;
/** `none` loads no demo association (production); the others are sizes of the fictional one. */
export type DemoPresetSetting = (typeof presets)[number];
export type DemoPreset = Exclude<DemoPresetSetting, "none">;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const list = (fallback = "") =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** The domain of a sender such as `BAFV <noreply@bafv.example>`. */
function domainOf(sender: string): string {
  return sender.match(/@([^>\s]+)>?\s*$/)?.[1] ?? "spielfeld.example";
}

/** A sender written as an address or as `Name <address>`. */
const SENDER = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s@]+@[^<>\s@]+)>|([^<>\s@]+@[^<>\s@]+))\s*$/;

/** The sender of the mails: MAIL_FROM's address, named as MAIL_FROM names it or else by the association's name. */
function senderOf(mailFrom: string, associationName: string): { name: string; address: string } {
  const [, name, namedAddress, address] = SENDER.exec(mailFrom) ?? [];
  return { name: name?.trim() || associationName, address: (namedAddress ?? address)! };
}

/** The fictional demo association's name, the default of ASSOCIATION_NAME. */
export const DEMO_ASSOCIATION_NAME = "Bayerischer Amateur-Fußball-Verband";

/** Today's date in Europe/Berlin, as the association sees it. */
export function todayInBerlin(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}

const environmentSchema = z.object({
  API_PORT: port(4000),
  WEB_PORT: port(3000),
  API_HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  CONTENT_DIR: z.string().trim().optional(),
  CONTENT_WATCH: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DEMO_PRESET: z.enum(presets, { message: `must be one of ${presets.join(", ")}` }).default("demo"),
  DEMO_SEED: z.string().trim().min(1).default("spielfeld"),
  DEMO_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date like 2026-11-21" })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), { message: "must be a real calendar date" })
    .optional(),
  DEMO_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time of day like 15:45" })
    .optional(),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  /**
   * The association's name as its site, content pages and mails call it; the website reads the same variable. Its
   * mails are signed with it and, unless MAIL_FROM names a sender, sent under it.
   */
  ASSOCIATION_NAME: z
    .string()
    .trim()
    .min(2, { message: "must be the association's name" })
    .max(120, { message: "must be at most 120 characters" })
    .refine((value) => !/\p{Cc}/u.test(value), { message: "must be one line without control characters" })
    .default(DEMO_ASSOCIATION_NAME),
  MAIL_FROM: z
    .string()
    .regex(SENDER, { message: "must be an e-mail address, optionally with a name: Name <noreply@example.org>" })
    .default("noreply@spielfeld.example"),
  /** Where abuse reports go; by default moderation@ the domain of MAIL_FROM. */
  MODERATION_EMAIL: z.string().email({ message: "must be an e-mail address" }).optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  MOBILE_VERIFICATION_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  /** How often the mail worker looks for due mails; 0 stops it (tests deliver by hand). */
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** The VAPID key pair of web push (base64url, as web-push generates them): both or neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, { message: "must be a base64url public key" })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, { message: "must be a base64url private key" })
    .optional(),
  /** Who runs the push sender, told to the push services (a mailto: or https: address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { message: "must start with mailto: or https://" })
    .optional(),
  /** The push services the API sends to (origins, a leading dot for a domain and its subdomains). */
  PUSH_SERVICE_ORIGINS: list(
    "https://fcm.googleapis.com,https://.push.services.mozilla.com,https://.notify.windows.com,https://.push.apple.com",
  ),
  /** How often the push worker looks for due messages; 0 stops it (tests send by hand). */
  PUSH_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /**
   * Event loop delay (ms) beyond which the API answers 503 with Retry-After; 0 never sheds. By default 300 on the
   * PostgreSQL server and off on the embedded database, whose queries run inside the event loop (a lag there is
   * database work that no other instance could take over).
   */
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  // At least 40 s: the website renews 30 s before the end and its pages want 10 s left (docs/security.md).
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(40).max(3600).default(900),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `auto`: one readable line per entry on a terminal, JSON otherwise (and always under NODE_ENV=production). */
  LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  NODE_ENV: z.string().optional(),
  API_BASE_PATH: z
    .string()
    .regex(/^(\/[a-z0-9-]+)*$/, { message: "must be empty or a path like /rest" })
    .default("/rest"),
  API_CLIENT_KEYS: list(),
  CORS_ORIGINS: list(),
  SITE_URL: z.string().url({ message: "must be an absolute URL" }).default("http://localhost:3000"),
  /** One URL per website instance (comma-separated): each keeps a cache of its own. */
  WEB_REVALIDATE_URL: list().refine((urls) => urls.every((url) => URL.canParse(url) && /^https?:/.test(url)), {
    message: "must be absolute URLs, comma-separated",
  }),
  REVALIDATE_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
  METRICS_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
  JWT_ISSUER: z.string().min(1).default("spielfeld"),
  JWT_AUDIENCE: z.string().min(1).default("spielfeld-api"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CLIENT_KEY_PER_MINUTE: z.coerce.number().int().min(1).default(60000),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((value) => ["true", "false"].includes(value) || value.split(",").every(isProxyAddress), {
      message: "must be true, false or a comma-separated list of addresses or CIDR ranges",
    })
    .transform((value): boolean | string[] =>
      value === "true" ? true : value === "false" ? false : value.split(",").map((entry) => entry.trim()),
    ),
  API_PUBLIC_URL: z.string().url({ message: "must be an absolute URL" }).optional(),
  JWT_SIGNING_KEY: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(65536),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_WRITE_CONCURRENCY: z.coerce.number().int().min(1).max(200).optional(),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  MEDIA_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  MEDIA_RENDER_QUEUE: z.coerce.number().int().min(0).max(10000).default(16),
  MEDIA_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  MEDIA_DISK_CACHE_MB: z.coerce.number().int().min(0).default(512),
  ACCOUNT_LIMITS_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(40),
  LIVE_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).default(10_000),
  LIVE_STREAM_MAX_SECONDS: z.coerce.number().int().min(2).max(86_400).default(3600),
  APPLE_APP_IDS: list("ABCDE12345.example.spielfeld.app"),
  ANDROID_APP_PACKAGE: z.string().default("example.spielfeld.app"),
  ANDROID_CERT_FINGERPRINTS: list(),
  APP_MIN_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, { message: "must be a version like 1.4.0" })
    .default("1.0.0"),
});

export interface Config {
  apiPort: number;
  webPort: number;
  apiHost: string;
  dataDir: string;
  /**
   * The editors' Markdown pages and news (docs/content.md), imported at every start; watched for changes and
   * imported again at once when `watch` (default on the embedded database, where no second process may write).
   */
  content: { directory: string; watch: boolean };
  databaseUrl: string | undefined;
  /** null when DEMO_PRESET is `none`. */
  demo: { preset: DemoPreset; seed: string; date: string; time?: string } | null;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The association that runs the site: its name signs the mails (the demo association's by default). */
  association: { name: string };
  /** The mails' sender (MAIL_FROM, named by the association unless MAIL_FROM names it) and the outbox's pace. */
  mail: { from: { name: string; address: string }; pollMs: number };
  /**
   * The contact forms: the captcha's signing key and the key of the apps' verification strings (both generated
   * under DATA_DIR/keys for the demo default when absent), and the moderators' address for abuse reports.
   */
  contact: { captchaHmacKey: string | undefined; mobileVerificationKey: string | undefined; moderationEmail: string };
  /** Web push: the VAPID keys (generated under DATA_DIR/keys when absent), the sender, the services allowed. */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    serviceOrigins: string[];
    pollMs: number;
  };
  /** When the API sheds load: the event loop's delay it still accepts, how often it looks, the Retry-After. */
  loadShedding: {
    maxEventLoopDelayMs: number;
    sampleIntervalMs: number;
    /** How many samples in a row must lag before requests are shed: one long task alone never sheds. */
    sustainedSamples: number;
    retryAfterSeconds: number;
  };
  /** Lifetimes of the sign-in tokens. */
  sessions: { accessTokenSeconds: number; refreshTokenDays: number };
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  /** The log's format (lib/logger.ts): `auto` decides by whether the log goes to a terminal. */
  logFormat: "auto" | "json" | "pretty";
  basePath: string;
  clientKeys: string[];
  corsOrigins: string[];
  siteUrl: string;
  /** The website's cache revalidation endpoint, told which tags a result change made stale. */
  webRevalidateUrls: string[];
  /** Shared with the website; generated under DATA_DIR/keys for the demo default when absent. */
  revalidateSecret: string | undefined;
  /** The bearer token a metrics scraper sends; without it /metrics is not served. */
  metricsToken: string | undefined;
  jwt: { issuer: string; audience: string };
  rateLimitPerMinute: number;
  rateLimitClientKeyPerMinute: number;
  /** Which proxies' forwarded client address counts: all (`true`), none, or these addresses and ranges. */
  trustProxy: boolean | string[];
  /** The API's public address (for links it hands out, such as sitemap indexes). */
  apiPublicUrl: string;
  /** A configured signing key (JSON with privateJwk and publicJwk); generated under DATA_DIR when absent. */
  jwtSigningKey: string | undefined;
  bodyLimitBytes: number;
  /** Seconds a public or protected GET answer is reused in memory (0: off); data changes clear it at once. */
  responseCacheSeconds: number;
  /** Connections to a PostgreSQL server per instance (about twice the database server's cores). */
  databasePoolSize: number;
  /** Match writes (results, live entries) an instance runs at once; the rest of the pool stays with the reads. */
  databaseWriteConcurrency: number;
  /** Seconds competitions' settings, matchday plans and teams entered are kept in memory (0: off); cleared likewise. */
  referenceCacheSeconds: number;
  /**
   * Image renderings: how many run at once (default half the cores, the rest serve the API), how many may wait
   * (then 503), and how many a client address may cause per minute (then 429); cached images are not counted.
   * Renderings are kept across restarts under DATA_DIR/media-cache, up to diskCacheBytes (0: not on disk).
   */
  /**
   * Live streams (server-sent events): at most perClient open at once from one client network and perInstance on
   * one instance (then 429 or 503 with Retry-After); each is closed after maxSeconds (the browser reconnects with
   * its Last-Event-ID and misses nothing) or as soon as its reader falls behind.
   */
  liveStreams: { perClient: number; perInstance: number; maxSeconds: number };
  /** Multiplies the per-address limits of the account calls (sign-in, registration …): 1 in production. */
  accountLimitsFactor: number;
  media: {
    renderConcurrency: number;
    renderQueue: number;
    rendersPerMinute: number;
    diskCacheDirectory: string;
    diskCacheBytes: number;
  };
  apps: { appleAppIds: string[]; androidPackage: string; androidFingerprints: string[]; minVersion: string };
}

/** A configuration error names the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment once; the only place that reads `process.env`. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join(".");
      const value = environment[variable];
      const isSecret = /_(URL|SECRET|TOKEN|KEY|KEYS)$/.test(variable);
      const shown = isSecret ? "" : ` (got "${value}")`;
      return `${variable} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const env = parsed.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY";
    throw new ConfigError(`Invalid configuration: ${missing} must be set together with the other VAPID key`);
  }
  return {
    apiPort: env.API_PORT,
    webPort: env.WEB_PORT,
    apiHost: env.API_HOST,
    dataDir: path.resolve(env.DATA_DIR),
    content: {
      directory: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : DEFAULT_CONTENT_DIR,
      watch: env.CONTENT_WATCH ? env.CONTENT_WATCH === "true" : env.DATABASE_URL === undefined,
    },
    databaseUrl: env.DATABASE_URL,
    demo:
      env.DEMO_PRESET === "none"
        ? null
        : {
            preset: env.DEMO_PRESET,
            seed: env.DEMO_SEED,
            date: env.DEMO_DATE ?? todayInBerlin(),
            ...(env.DEMO_TIME ? { time: env.DEMO_TIME } : {}),
          },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    association: { name: env.ASSOCIATION_NAME },
    mail: { from: senderOf(env.MAIL_FROM, env.ASSOCIATION_NAME), pollMs: env.MAIL_POLL_MS },
    contact: {
      captchaHmacKey: env.CAPTCHA_HMAC_KEY,
      mobileVerificationKey: env.MOBILE_VERIFICATION_KEY,
      moderationEmail: env.MODERATION_EMAIL ?? `moderation@${domainOf(env.MAIL_FROM)}`,
    },
    push: {
      vapid:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? `mailto:webmaster@${domainOf(env.MAIL_FROM)}`,
      serviceOrigins: env.PUSH_SERVICE_ORIGINS,
      pollMs: env.PUSH_POLL_MS,
    },
    loadShedding: {
      maxEventLoopDelayMs: env.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? (env.DATABASE_URL ? 300 : 0),
      sampleIntervalMs: 250,
      sustainedSamples: 2,
      retryAfterSeconds: 5,
    },
    sessions: { accessTokenSeconds: env.ACCESS_TOKEN_SECONDS, refreshTokenDays: env.REFRESH_TOKEN_DAYS },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT === "auto" && env.NODE_ENV === "production" ? "json" : env.LOG_FORMAT,
    basePath: env.API_BASE_PATH,
    clientKeys: env.API_CLIENT_KEYS,
    // Unset, the site's own origin is the one a browser may call the API from.
    corsOrigins: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : [new URL(env.SITE_URL).origin],
    siteUrl: env.SITE_URL.replace(/\/$/, ""),
    webRevalidateUrls:
      env.WEB_REVALIDATE_URL.length > 0
        ? env.WEB_REVALIDATE_URL
        : [`${env.SITE_URL.replace(/\/$/, "")}/api/revalidate`],
    revalidateSecret: env.REVALIDATE_SECRET,
    metricsToken: env.METRICS_TOKEN,
    jwt: { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitClientKeyPerMinute: env.RATE_LIMIT_CLIENT_KEY_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    apiPublicUrl: (env.API_PUBLIC_URL ?? `http://localhost:${env.API_PORT}`).replace(/\/$/, ""),
    jwtSigningKey: env.JWT_SIGNING_KEY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    responseCacheSeconds: env.RESPONSE_CACHE_SECONDS,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseWriteConcurrency: env.DATABASE_WRITE_CONCURRENCY ?? Math.max(1, Math.floor(env.DATABASE_POOL_SIZE / 2)),
    referenceCacheSeconds: env.REFERENCE_CACHE_SECONDS,
    accountLimitsFactor: env.ACCOUNT_LIMITS_FACTOR,
    liveStreams: {
      perClient: env.LIVE_STREAMS_PER_CLIENT,
      perInstance: env.LIVE_STREAMS_PER_INSTANCE,
      maxSeconds: env.LIVE_STREAM_MAX_SECONDS,
    },
    media: {
      renderConcurrency: env.MEDIA_RENDER_CONCURRENCY ?? Math.max(1, Math.floor(availableParallelism() / 2)),
      renderQueue: env.MEDIA_RENDER_QUEUE,
      rendersPerMinute: env.MEDIA_RENDERS_PER_MINUTE,
      diskCacheDirectory: path.join(path.resolve(env.DATA_DIR), "media-cache"),
      diskCacheBytes: env.MEDIA_DISK_CACHE_MB * 1024 * 1024,
    },
    apps: {
      appleAppIds: env.APPLE_APP_IDS,
      androidPackage: env.ANDROID_APP_PACKAGE,
      androidFingerprints: env.ANDROID_CERT_FINGERPRINTS,
      minVersion: env.APP_MIN_VERSION,
    },
  };
}
