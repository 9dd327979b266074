import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { linksOf, type ServiceContext, serviceContext } from "../src/modules/shared/context.js";
import { createTokenService, generateSigningKey, type TokenService } from "../src/plugins/auth/token-service.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

export const TEST_CLIENT_KEY = "test-client-key-0123456789";

/** The demo is generated for this Saturday; the test clock stands in its afternoon, while matches run. */
export const TEST_NOW = new Date("2026-11-21T15:40:00+01:00");

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  tokens: TokenService;
  /** The app's own Drizzle database, for factories and for reading back what a call stored. */
  db: Database;
  /** Raw SQL on the test database, for setting up and checking rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The single row a query must find. */
  one<Row>(sql: string, params?: unknown[]): Promise<Row>;
  /** What a request's services work with (request.context), for calling a service directly; by default at TEST_NOW. */
  context(now?: Date): ServiceContext;
  close(): Promise<void>;
}

/** The real app on a fresh database with the small demo association and an ephemeral signing key. */
export async function createTestApp(
  options: {
    withDemo?: boolean;
    /** The app's clock; by default it stands still at TEST_NOW. */
    clock?: () => Date;
    environment?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  // Tests change rows directly and read them back at once; the caches have their own tests.
  const config = loadConfig({
    LOG_LEVEL: "silent",
    API_CLIENT_KEYS: TEST_CLIENT_KEY,
    RESPONSE_CACHE_SECONDS: "0",
    REFERENCE_CACHE_SECONDS: "0",
    MEDIA_DISK_CACHE_MB: "0",
    // Loading the demo blocks the event loop for seconds; load shedding has a test of its own.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    // Tests deliver the outbox by hand (app.mailer.deliverDue), to the SMTP peer of test/smtp.ts.
    MAIL_POLL_MS: "0",
    ...options.environment,
  });
  const tokens = await createTokenService(await generateSigningKey(), config.jwt);
  const database = await createTestDatabase({ demo: options.withDemo !== false });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database: database.handle, tokens, clock: options.clock ?? (() => TEST_NOW) });
    options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // An app that refuses to start (the tests of its start-up checks) leaves no database behind.
    await app?.close().catch(() => {});
    await database.drop();
    throw error;
  }
  const query = <Row>(sql: string, params: unknown[] = []) =>
    database.handle.withConnection((connection) => connection.query<Row>(sql, params));
  return {
    app,
    config,
    database,
    tokens,
    db: database.handle.db,
    query,
    one: async <Row>(sql: string, params: unknown[] = []) => {
      const [row] = await query<Row>(sql, params);
      if (!row) throw new Error(`No row for ${sql}`);
      return row;
    },
    context: (now = options.clock?.() ?? TEST_NOW) => serviceContext(database.handle.db, now, linksOf(config)),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
