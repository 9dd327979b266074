import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import underPressure from "@fastify/under-pressure";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyPluginOptions,
  type FastifyRegisterOptions,
} from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { readMigrationState } from "./db/migrate.js";
import { createDataChanges, type DataChanges } from "./lib/data-changes.js";
import { createPostgresLiveFeed, createRedisLiveFeed, type LiveFeed, type RedisLike } from "./lib/live-feed.js";
import { createLoggerOptions, logFormatOf, RequestLog, requestLogLevel } from "./lib/logger.js";
import { createWebsiteRevalidator } from "./lib/website-revalidation.js";
import mail from "./mail/mail.plugin.js";
import { accountAreaRoutes } from "./modules/accounts/account-area.routes.js";
import { accountRoutes } from "./modules/accounts/accounts.routes.js";
import { calendarRoutes } from "./modules/calendars/calendars.routes.js";
import { clubRoutes } from "./modules/clubs/clubs.routes.js";
import { competitionRoutes } from "./modules/competitions/competitions.routes.js";
import { selectionRoutes } from "./modules/competitions/selection.routes.js";
import { contactRoutes } from "./modules/contact/contact.routes.js";
import { generalRoutes, wellKnownRoutes } from "./modules/general/general.routes.js";
import { liveRoutes } from "./modules/live/live.routes.js";
import { currentLiveStates } from "./modules/live/live.service.js";
import { LiveHub } from "./modules/live/live-hub.js";
import { matchRoutes } from "./modules/matches/matches.routes.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { newsRoutes } from "./modules/news/news.routes.js";
import { pageRoutes } from "./modules/pages/pages.routes.js";
import { playerRoutes } from "./modules/players/players.routes.js";
import { pushRoutes } from "./modules/push/push.routes.js";
import { enqueueForEntry, type LiveEntry } from "./modules/push/push.service.js";
import { createPushSender } from "./modules/push/push-sender.js";
import { refereeRoutes } from "./modules/referees/referees.routes.js";
import { reportingRoutes } from "./modules/reporting/reporting.routes.js";
import { searchRoutes } from "./modules/search/search.routes.js";
import { linksOf, type ServiceContext, serviceContext } from "./modules/shared/context.js";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.js";
import { teamRoutes } from "./modules/teams/teams.routes.js";
import { widgetApiRoutes } from "./modules/widgets/widget-api.routes.js";
import access, { routeTiers } from "./plugins/auth/access.js";
import type { TokenService } from "./plugins/auth/token-service.js";
import errors, { errorBody } from "./plugins/errors.js";
import { createFastAnswers, type FastAnswers } from "./plugins/fast-answers.js";
import httpCache from "./plugins/http-cache.js";
import { lazySerializers } from "./plugins/lazy-serializers.js";
import metrics from "./plugins/metrics.js";
import openapi from "./plugins/openapi.js";
import originCheck from "./plugins/origin-check.js";
import { createSharedRateLimitStore, RATE_LIMIT_WINDOW_MS } from "./plugins/rate-limit-store.js";
import referenceCache from "./plugins/reference-cache.js";
import responseCache from "./plugins/response-cache.js";
import securityHeaders, { API_SECURITY_OPTIONS, computeSecurityHeaders } from "./plugins/security-headers.js";
import unreadableRequests, { answerClientError, rerouteUnreadableUrls } from "./plugins/unreadable-requests.js";
import usableValues from "./plugins/usable-values.js";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
  /** Shared store for rate limits across instances (ioredis client), when configured. */
  redis?: unknown;
  /** "Now" for today's matches, the current matchday and the caches' lifetimes; tests pin it to the demo's date. */
  clock?: () => Date;
  /**
   * The port through which writes announce the tags they touched; by default NOTIFY to every instance and the
   * configured website's revalidation endpoint.
   */
  changes?: DataChanges;
  /** How live events reach every instance's readers; by default Redis pub/sub with `redis`, else NOTIFY. */
  liveFeed?: LiveFeed;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The database, the instant of this request and the absolute addresses, for the services it calls. */
    context: ServiceContext;
  }
  interface FastifyInstance {
    /** Where writes announce what they changed (see lib/data-changes.ts). */
    dataChanges: DataChanges;
    /** This instance's live readers (server-sent events). */
    liveHub: LiveHub;
    /** Compiles the response serializers no answer has needed yet (see plugins/lazy-serializers.ts); counts them. */
    compileSerializers: () => number;
    /** ACCOUNT_LIMITS_FACTOR: multiplies the per-address limits of the account calls (route-parts.ts). */
    accountLimitsFactor: number;
  }
}

/** Personal data and tokens travel in some catalogue paths (mail calls, push tokens): never log them. */
const SENSITIVE_SEGMENTS =
  /\/(address|sender|subject|content|captcha-solution|token|nickname|firstname|lastname|text)\/[^/?]+/gi;

export function redactUrl(url: string): string {
  return url
    .replace(SENSITIVE_SEGMENTS, "/$1/[redacted]")
    .replace(/([?&](token|activation-code|verification)=)[^&]*/gi, "$1[redacted]");
}

/** One area of the catalogue as the app registers it: a name, its routes (or worker) and their options. */
interface Area {
  name: string;
  register: FastifyPluginAsync;
  options: FastifyRegisterOptions<FastifyPluginOptions>;
}

/** An area whose options are checked against its register function before the list forgets their type. */
function area<Options extends FastifyPluginOptions>(
  name: string,
  register: FastifyPluginAsync<Options>,
  options: FastifyRegisterOptions<Options>,
): Area {
  return { name, register: register as FastifyPluginAsync, options };
}

/** Builds the API without listening; tests inject into it and the OpenAPI export uses it. */
export async function buildApp({
  config,
  database,
  tokens,
  redis,
  clock = () => new Date(),
  changes,
  liveFeed,
}: AppDependencies): Promise<FastifyInstance> {
  // Fresh cached answers are sent before Fastify routes the request (plugins/fast-answers.ts); set once the app
  // is built, since the fast path uses the app's own rate limiter and answer cache.
  let answerFast: FastAnswers | null = null;
  const serializers = lazySerializers();
  const logFormat = logFormatOf(config);
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (answerFast?.(request, response, () => handler(request, response))) return;
        handler(request, response);
      }),
    logger:
      config.logLevel === "silent"
        ? false
        : {
            ...createLoggerOptions(config, logFormat),
            serializers: {
              req: (request: { method: string; url: string; id: string }) => ({
                id: request.id,
                method: request.method,
                url: redactUrl(request.url),
              }),
            },
          },
    logController: new RequestLog(requestLogLevel(logFormat)),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const header = request.headers["x-request-id"];
      return typeof header === "string" && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: "array", useDefaults: true, allErrors: false } },
    // Room for the longest catalogue parameter once percent-encoded (an umlaut takes six): the contact mails' path
    // forms carry an ALTCHA payload (about 700 characters) and a message of up to 1,000. Each route's own schema
    // refuses a longer value by name; longer still is refused by the router (unreadable-requests.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    frameworkErrors: rerouteUnreadableUrls,
    clientErrorHandler: answerClientError(computeSecurityHeaders(API_SECURITY_OPTIONS)),
  });
  app.decorate("compileSerializers", serializers.compileAll);
  app.decorate("accountLimitsFactor", config.accountLimitsFactor);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(routeTiers);
  await app.register(errors);
  await app.register(usableValues);
  await app.register(openapi);
  await app.register(securityHeaders, API_SECURITY_OPTIONS);
  await app.register(cors, { origin: config.corsOrigins, credentials: true, exposedHeaders: ["etag", "x-request-id"] });
  // @fastify/cors allows credentials on every answer; only an allowed origin (which it names) gets them.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("access-control-allow-origin")) reply.removeHeader("access-control-allow-credentials");
  });
  // The website's server and widget backends call with a client key for many visitors: they get their own
  // bucket with a higher limit; everyone else is counted per address (behind TRUST_PROXY, the forwarded one).
  // Buckets are named by a digest of the key, worked out once per key.
  const clientBuckets = new Map(
    config.clientKeys.map((key) => [key, `client:${createHash("sha256").update(key).digest("hex").slice(0, 16)}`]),
  );
  // Shed load before the event loop stalls: a busy instance answers 503 with Retry-After at once, so a balancer
  // or the cache in front tries another instance or serves what it has, instead of every request waiting. Only a
  // lag that lasts sheds: one long task (a start-up import, a big refresh) is over before anyone would be helped.
  // The one answer to "is this instance shedding?", for the routed requests and the fast path alike.
  let isShedding = () => false;
  if (config.loadShedding.maxEventLoopDelayMs > 0) {
    const { sampleIntervalMs, sustainedSamples, retryAfterSeconds } = config.loadShedding;
    let laggingSamples = 0;
    const counter = setInterval(() => {
      laggingSamples = app.isUnderPressure() ? laggingSamples + 1 : 0;
    }, sampleIntervalMs);
    counter.unref();
    app.addHook("onClose", async () => clearInterval(counter));
    isShedding = () => laggingSamples >= sustainedSamples;
    await app.register(underPressure, {
      maxEventLoopDelay: config.loadShedding.maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      pressureHandler: (request, reply) => {
        if (!isShedding() || request.url === "/health" || request.url === "/ready") return;
        reply
          .code(503)
          .header("retry-after", String(retryAfterSeconds))
          .send(errorBody(503, "The API is busy: please try again in a few seconds"));
      },
    });
  }
  const rateLimitStore = createSharedRateLimitStore(redis);
  const rateLimitKey = (headers: IncomingHttpHeaders, ip: string) => {
    const key = headers["x-api-key"];
    return (typeof key === "string" && clientBuckets.get(key)) || ip;
  };
  const rateLimitMax = (key: string) =>
    key.startsWith("client:") ? config.rateLimitClientKeyPerMinute : config.rateLimitPerMinute;
  await app.register(rateLimit, {
    keyGenerator: (request) => rateLimitKey(request.headers, request.ip),
    max: (_request, key) => rateLimitMax(key),
    timeWindow: RATE_LIMIT_WINDOW_MS,
    skipOnError: true,
    store: rateLimitStore.Store as never,
    allowList: (request) => request.url === "/health" || request.url === "/ready",
    errorResponseBuilder: () => ({ statusCode: 429, message: "Too many requests, please slow down" }),
  });
  await app.register(formbody);
  await app.register(originCheck, {
    allowedOrigins: [config.siteUrl, ...config.corsOrigins, config.apiPublicUrl],
  });
  await app.register(access, { tokens, clientKeys: config.clientKeys, db: database.db });
  const dataChanges =
    changes ??
    createDataChanges(
      database,
      createWebsiteRevalidator({ urls: config.webRevalidateUrls, secret: config.revalidateSecret }, app.log),
    );
  app.decorate("dataChanges", dataChanges);
  const now = () => clock().getTime();
  await app.register(responseCache, { seconds: config.responseCacheSeconds, changes: dataChanges, now });
  await app.register(referenceCache, {
    seconds: config.referenceCacheSeconds,
    db: database.db,
    changes: dataChanges,
    now,
  });
  await app.register(httpCache);
  if (config.metricsToken) await app.register(metrics, { token: config.metricsToken });
  await app.register(unreadableRequests);

  app.get("/health", { schema: { hide: true }, config: { tier: "public" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { status: "ok" };
  });
  app.get("/ready", { schema: { hide: true }, config: { tier: "public" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const state = await readMigrationState(database);
      const isReady = state.pending === 0 && state.unknown === 0;
      return reply
        .code(isReady ? 200 : 503)
        .send({ status: isReady ? "ready" : "migrations pending", migrations: state });
    } catch {
      return reply.code(503).send({ status: "database unreachable" });
    }
  });

  const feed = liveFeed ?? (redis ? createRedisLiveFeed(redis as RedisLike) : createPostgresLiveFeed(database));
  // The absolute addresses answers link to, for every request's context and for the live hub's states.
  const links = linksOf(config);
  const hub = new LiveHub(database.db, feed, app.log, clock, (scopes) =>
    currentLiveStates(serviceContext(database.db, clock(), links), scopes),
  );
  app.decorate("liveHub", hub);
  const pushSender = config.push.vapid
    ? createPushSender({
        db: database.db,
        log: app.log,
        vapid: config.push.vapid,
        subject: config.push.subject,
        serviceOrigins: config.push.serviceOrigins,
        now: clock,
      })
    : null;
  app.decorate("pushSender", pushSender);
  // A live entry that is news (a goal, a red card, kickoff, half time, full time) is pushed to the fans who follow.
  const onEntry = async (entry: LiveEntry) => {
    try {
      const queued = await enqueueForEntry({ db: database.db, now: clock() }, entry);
      if (queued > 0) void pushSender?.sendDue();
    } catch (error) {
      app.log.warn({ err: error }, "push messages not queued");
    }
  };
  const prefix = config.basePath;
  const db = database.db;
  // The captcha and app keys, one pair for every area that checks them (contact forms, the blacklist's public forms):
  // without configured ones (tests, or an app built without prepareSecurity) this instance makes its own.
  const keyed = {
    ...config,
    contact: {
      ...config.contact,
      captchaHmacKey: config.contact.captchaHmacKey ?? randomBytes(32).toString("base64url"),
      mobileVerificationKey: config.contact.mobileVerificationKey ?? randomBytes(32).toString("base64url"),
    },
  };
  // One context per request: the clock is read once, so every part of an answer is computed for the same instant.
  app.decorateRequest("context", null as unknown as ServiceContext);
  app.addHook("onRequest", (request, _reply, done) => {
    request.context = serviceContext(db, clock(), links);
    done();
  });
  // The areas of the catalogue in the order they are registered (the mail outbox before the calls that send mail).
  const areas: Area[] = [
    area("well-known", wellKnownRoutes, { config, jwks: () => tokens.jwks() }),
    area("general", generalRoutes, { prefix, config }),
    area("media", mediaRoutes, { prefix, config, db }),
    area("competitions", competitionRoutes, { prefix }),
    area("matches", matchRoutes, { prefix }),
    area("selection", selectionRoutes, { prefix }),
    area("news", newsRoutes, { prefix }),
    area("teams", teamRoutes, { prefix }),
    area("clubs", clubRoutes, { prefix }),
    area("players", playerRoutes, { prefix }),
    area("referees", refereeRoutes, { prefix }),
    area("pages", pageRoutes, { prefix }),
    // The widget API's paths are the ones its existing clients call, outside the base path (docs/widgets.md).
    area("widgets", widgetApiRoutes, {}),
    area("search", searchRoutes, { prefix, config }),
    area("statistics", statisticsRoutes, { prefix }),
    area("calendars", calendarRoutes, { prefix }),
    area("mail", mail, { config, db }),
    area("accounts", accountRoutes, { prefix, config, tokens }),
    area("account-area", accountAreaRoutes, { prefix, config: keyed, tokens }),
    area("contact", contactRoutes, { prefix, config: keyed }),
    area("live", liveRoutes, { prefix, db, hub, limits: config.liveStreams }),
    area("push", pushRoutes, { prefix, config }),
    area("reporting", reportingRoutes, { prefix, feed, onEntry }),
  ];
  for (const { register, options } of areas) await app.register(register, options);
  // Open streams would hold the server open: they end first, and readers reconnect to another instance.
  app.addHook("preClose", async () => {
    await hub.stop();
  });
  if (pushSender && config.push.pollMs > 0) app.addHook("onReady", async () => pushSender.start(config.push.pollMs));
  app.addHook("onClose", async () => pushSender?.stop());
  await app.after();
  answerFast = createFastAnswers(app, {
    rateLimit: { store: rateLimitStore, key: rateLimitKey, max: rateLimitMax },
    securityHeaders: computeSecurityHeaders(API_SECURITY_OPTIONS),
    clientKeys: config.clientKeys,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    ...(app.hasDecorator("observeRequest") ? { observe: app.observeRequest } : {}),
    isOverloaded: () => isShedding(),
  });
  return app;
}
