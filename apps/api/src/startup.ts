import type { FastifyBaseLogger } from "fastify";
import { type Config, ConfigError } from "./config.js";
import { type DatabaseHandle, openDatabase, resolveDatabaseTarget } from "./db/database.js";
import { migrateDatabase } from "./db/migrate.js";
import { demoInstant } from "./demo/context.js";
import { loadDemo, readLoadedDemo } from "./demo/load.js";
import { type ProgressReporter, silentProgress } from "./lib/progress.js";
import { setConcurrentWrites } from "./modules/competitions/write-turns.js";
import { refreshStatisticsIfMissing } from "./modules/statistics/refresh.service.js";
import {
  loadOrCreateContactKeys,
  loadOrCreateDemoClientKey,
  loadOrCreateRevalidationSecret,
  loadOrCreateVapidKeys,
} from "./plugins/auth/client-key.js";
import {
  createTokenService,
  loadOrCreateSigningKey,
  type SigningKey,
  type TokenService,
} from "./plugins/auth/token-service.js";

type Log = Pick<FastifyBaseLogger, "info">;

/** Serialises migrations and the first demo load across API instances starting at once (PostgreSQL only). */
const STARTUP_LOCK = 727_274_001;

/**
 * Opens the configured database, applies migrations and loads the demo association on first start; `progress`
 * shows the long steps (an embedded database made anew, the demo load) while they run.
 */
export async function prepareDatabase(
  config: Config,
  log: Log,
  progress: ProgressReporter = silentProgress,
): Promise<DatabaseHandle> {
  const opening = progress.start("Opening the database");
  const database = await openDatabase(resolveDatabaseTarget(config)).finally(() => opening.finish());
  setConcurrentWrites(config.databaseWriteConcurrency);
  try {
    const prepare = async () => {
      const migrating = progress.start("Applying migrations");
      const migrations = await migrateDatabase(database).finally(() => migrating.finish());
      log.info({ database: database.location, migrations: migrations.applied }, "database ready");
      const loaded = config.demo ? await readLoadedDemo(database) : null;
      if (config.demo && !loaded) {
        log.info({ preset: config.demo.preset, date: config.demo.date }, "loading the demo association (first start)");
        const report = await loadDemo(database, config.demo, progress);
        log.info({ seconds: Number(report.seconds.toFixed(1)), rows: report.totalRows }, "demo association loaded");
        return;
      }
      if (loaded) log.info({ demo: loaded }, "demo association already loaded");
      // Data stored before the statistics existed gets them once, as a demo load computes them.
      const now = loaded ? demoInstant(loaded.date, loaded.time) : new Date();
      if (await refreshStatisticsIfMissing({ db: database.db, now })) log.info("amateur statistics computed");
    };
    if (database.dialect === "pglite") {
      await prepare();
    } else {
      await database.withConnection(async (connection) => {
        await connection.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          await prepare();
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      });
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

function parseSigningKey(text: string): SigningKey {
  try {
    const key = JSON.parse(text) as SigningKey;
    if (key.privateJwk?.kty && key.publicJwk?.kty) return key;
  } catch {
    // Reported below with the variable's name.
  }
  throw new ConfigError(
    "Invalid configuration: JWT_SIGNING_KEY must be the JSON of a signing key ({ privateJwk, publicJwk })",
  );
}

/** Token signing keys and client keys: configured ones, or for the demo default generated under DATA_DIR/keys. */
export async function prepareSecurity(config: Config): Promise<{ config: Config; tokens: TokenService }> {
  // Instances behind a load balancer share one configured key; a single instance may keep its own.
  const signingKey = config.jwtSigningKey
    ? parseSigningKey(config.jwtSigningKey)
    : await loadOrCreateSigningKey(config.dataDir);
  const tokens = await createTokenService(signingKey, config.jwt);
  const revalidateSecret = config.revalidateSecret ?? (await loadOrCreateRevalidationSecret(config.dataDir));
  const keys = config.contact;
  const generated =
    keys.captchaHmacKey && keys.mobileVerificationKey ? null : await loadOrCreateContactKeys(config.dataDir);
  const contact = {
    ...keys,
    captchaHmacKey: keys.captchaHmacKey ?? generated?.captchaHmacKey,
    mobileVerificationKey: keys.mobileVerificationKey ?? generated?.mobileVerificationKey,
  };
  const push = { ...config.push, vapid: config.push.vapid ?? (await loadOrCreateVapidKeys(config.dataDir)) };
  const prepared = { ...config, revalidateSecret, contact, push };
  if (config.clientKeys.length > 0) return { config: prepared, tokens };
  const demoKey = await loadOrCreateDemoClientKey(config.dataDir);
  return { config: { ...prepared, clientKeys: [demoKey] }, tokens };
}
