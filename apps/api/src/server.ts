import pino from "pino";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseUnavailableError } from "./db/database.js";
import { SchemaTooNewError } from "./db/migrate.js";
import { createDemoClock } from "./demo/context.js";
import { readLoadedDemo } from "./demo/load.js";
import { createLoggerOptions, createStartProgress } from "./lib/logger.js";
import { createProgressReporter } from "./lib/progress.js";
import { startContentSync } from "./modules/news/content-sync.js";
import { prepareDatabase, prepareSecurity } from "./startup.js";

/** Errors an operator can fix get one clear line, not a stack trace. */
const EXPECTED_ERRORS = [ConfigError, DatabaseUnavailableError, SchemaTooNewError];

/** The long steps of the start show their progress; an error ends the running one before its message. */
let progress = createProgressReporter({ kind: "none" });

async function main(): Promise<void> {
  const baseConfig = loadConfig();
  const { stream, ...options } = createLoggerOptions(baseConfig);
  const log = pino(options, stream);
  progress = createStartProgress(baseConfig, log);
  const { config, tokens } = await prepareSecurity(baseConfig);
  const database = await prepareDatabase(config, log, progress);
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  // Without Redis, rate limits are skipped rather than failing requests; the outage is logged.
  redis?.on("error", (error: Error) => log.warn({ err: error.message }, "redis unavailable"));
  // Over the demo association "now" is the demo's moment (see createDemoClock); otherwise the real time.
  const demo = await readLoadedDemo(database);
  const clock = demo ? createDemoClock(demo.date, Date.now(), demo.time) : undefined;
  const app = await buildApp({ config, database, tokens, redis, clock });
  const stopContentSync = await startContentSync(
    database.db,
    config.content,
    app.dataChanges,
    log,
    clock ?? (() => new Date()),
  );
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    stopContentSync();
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  await app.listen({ port: config.apiPort, host: config.apiHost });
  log.info({ url: `http://${config.apiHost}:${config.apiPort}` }, "API listening");
}

main().catch((error: unknown) => {
  progress.stop();
  const isExpected = EXPECTED_ERRORS.some((type) => error instanceof type);
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(isExpected ? `Error: ${message}\n` : `Unexpected startup failure: ${message}\n`);
  process.exit(1);
});
