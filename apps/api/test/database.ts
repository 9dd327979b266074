import { randomUUID } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, isLocalTarget, openDatabase } from "../src/db/database.js";
import { migrateDatabase } from "../src/db/migrate.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server connection string of the throwaway database, when running on PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: PGlite in memory, or a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL (local servers only, since the database is dropped afterwards).
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let url: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    if (!isLocalTarget({ kind: "postgres", url: serverUrl }))
      throw new Error("TEST_DATABASE_URL must point at localhost");
    const name = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    handle = await openDatabase({ kind: "postgres", url });
    drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    handle = await openDatabase({ kind: "memory" });
  }
  if (options.migrate !== false) await migrateDatabase(handle);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await drop();
    },
  };
}
