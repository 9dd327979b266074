import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import { type DatabaseHandle, openDatabase, resolveDatabaseTarget } from "./db/database.js";
import { migrateDatabase } from "./db/migrate.js";
import { loadDemo, readLoadedDemo } from "./demo/load.js";
import { loadOrCreateDemoClientKey } from "./plugins/auth/client-key.js";
import { createTokenService, loadOrCreateSigningKey, type TokenService } from "./plugins/auth/token-service.js";

type Log = Pick<FastifyBaseLogger, "info">;

/** Opens the configured database, applies migrations and loads the demo association on first start. */
export async function prepareDatabase(config: Config, log: Log): Promise<DatabaseHandle> {
  const database = await openDatabase(resolveDatabaseTarget(config));
  try {
    const migrations = await migrateDatabase(database);
    log.info({ database: database.location, migrations: migrations.applied }, "database ready");
    const loaded = await readLoadedDemo(database);
    if (loaded) {
      log.info({ demo: loaded }, "demo association already loaded");
    } else {
      log.info({ preset: config.demo.preset, date: config.demo.date }, "loading the demo association (first start)");
      const report = await loadDemo(database, config.demo);
      log.info({ seconds: Number(report.seconds.toFixed(1)), rows: report.totalRows }, "demo association loaded");
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Token signing keys and client keys: configured ones, or for the demo default generated under DATA_DIR/keys. */
export async function prepareSecurity(config: Config): Promise<{ config: Config; tokens: TokenService }> {
  const signingKey = await loadOrCreateSigningKey(config.dataDir);
  const tokens = await createTokenService(signingKey, config.jwt);
  if (config.clientKeys.length > 0) return { config, tokens };
  const demoKey = await loadOrCreateDemoClientKey(config.dataDir);
  return { config: { ...config, clientKeys: [demoKey] }, tokens };
}
