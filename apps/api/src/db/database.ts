import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw access for the few places that need more than the query builder: migrations and bulk loads. */
export interface RawConnection {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  exec(text: string): Promise<void>;
  /** Runs `COPY … FROM STDIN` (text format) with the given payload. */
  copyFrom(copyStatement: string, payload: string): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  dialect: "pglite" | "postgres";
  /** Where the data lives, safe to print (no password). */
  location: string;
  /**
   * Calls `onNotification` for every NOTIFY on `channel`, from any connection or process; resolves to a function
   * that stops listening. On PostgreSQL a dedicated connection listens and reconnects after a loss (calling
   * `onNotification` once then with no payload, since notifications may have been missed).
   */
  listen(channel: string, onNotification: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** Runs `work` on one dedicated connection (PGlite has only one). */
  withConnection<T>(work: (connection: RawConnection) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tar file, which `{ kind: "memory", dataDirDump }` opens again. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  /** In memory, empty or (tests) started from a data directory dumped by `dumpDataDir`. */
  | { kind: "memory"; dataDirDump?: Blob };

/** Where the configuration points: PostgreSQL when a URL is set, otherwise PGlite under the data directory. */
export function resolveDatabaseTarget(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  databasePoolSize?: number;
}): DatabaseTarget {
  if (options.databaseUrl) return { kind: "postgres", url: options.databaseUrl, poolSize: options.databasePoolSize };
  return { kind: "pglite", dataDir: path.join(options.dataDir, "pglite") };
}

/** The connection string without its password, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

/** The one database factory: PGlite (embedded, or in memory for tests) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url, target.poolSize ?? 10) : openPglite(target);
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: "postgres" }>): Promise<DatabaseHandle> {
  if (target.kind === "pglite") await mkdir(target.dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client =
    target.kind === "pglite"
      ? new PGlite(target.dataDir, { extensions })
      : new PGlite({ extensions, loadDataDir: target.dataDirDump });
  await client.waitReady;
  const connection: RawConnection = {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    copyFrom: async (copyStatement, payload) => {
      await client.query(copyStatement.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], {
        blob: new Blob([payload]),
      });
    },
  };
  return {
    db: drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database,
    dialect: "pglite",
    location: target.kind === "pglite" ? target.dataDir : "memory",
    withConnection: (work) => work(connection),
    listen: async (channel, onNotification) => client.listen(channel, (payload) => onNotification(payload)),
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // The hot reads are named prepared statements (lib/prepared.ts), all lookups by id: plan them once per
    // connection. Left to itself PostgreSQL may keep planning each execution anew, which for the wide joins
    // costs several times the execution.
    // No JIT compilation: a generic plan's cost estimates can pass its thresholds for a read of a few milliseconds,
    // and compiling then costs hundreds of them.
    options: "-c plan_cache_mode=force_generic_plan -c jit=off",
  });
  pool.on("error", () => {
    // An idle client lost its server; the pool replaces it on the next checkout.
  });
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`Cannot connect to the database at ${redactDatabaseUrl(url)}: ${reason}`);
  }
  const { from: copyFrom } = await import("pg-copy-streams");
  const { pipeline } = await import("node:stream/promises");
  const { Readable } = await import("node:stream");
  return {
    db: drizzlePostgres({ client: pool, schema, casing: "snake_case" }) as unknown as Database,
    dialect: "postgres",
    location: redactDatabaseUrl(url),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
          exec: async (text) => {
            await client.query(text);
          },
          copyFrom: (copyStatement, payload) =>
            pipeline(Readable.from([payload]), client.query(copyFrom(copyStatement))),
        });
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotification) => listenOnPostgres(url, channel, onNotification),
    close: () => pool.end(),
  };
}

async function listenOnPostgres(url: string, channel: string, onNotification: (payload: string | null) => void) {
  let client: pg.Client | null = null;
  let isStopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => onNotification(message.payload ?? null));
    next.on("error", () => {
      // The connection is gone: whatever was announced meanwhile is unknown, so treat it as a change.
      next.end().catch(() => {});
      if (isStopped) return;
      onNotification(null);
      setTimeout(() => void connect().catch(() => {}), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end().catch(() => {});
  };
}

/** Scripts that delete data run only against a database on this machine. */
export function isLocalTarget(target: DatabaseTarget): boolean {
  if (target.kind !== "postgres") return true;
  try {
    const url = new URL(target.url);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const socketHost = url.searchParams.get("host");
    return ["localhost", "127.0.0.1", "::1", ""].includes(host) || Boolean(socketHost?.startsWith("/"));
  } catch {
    return false;
  }
}
