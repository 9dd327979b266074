import { randomUUID } from "node:crypto";
import { openAsBlob } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, isLocalTarget, openDatabase } from "../src/db/database.js";
import { databaseUrlOn } from "./database-templates.js";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server connection string of the throwaway database, when running on PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file: PGlite in memory, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL (local servers only, since the database is dropped afterwards). Migrated unless `migrate` is
 * false, with the demo association (TEST_DEMO) when `demo` is true: both copied from the templates the suite's
 * global setup built once (test/global-setup.ts).
 */
export async function createTestDatabase(options: { migrate?: boolean; demo?: boolean } = {}): Promise<TestDatabase> {
  const stage = options.demo ? "demo" : options.migrate === false ? undefined : "migrated";
  const templates = inject("databaseTemplates");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const file = stage && templates?.pglite?.[stage];
    if (stage && !file)
      throw new Error("The PGlite templates are missing: run the tests with apps/api/vitest.config.ts");
    const handle = await openDatabase(
      file ? { kind: "memory", dataDirDump: await openAsBlob(file) } : { kind: "memory" },
    );
    return { handle, url: undefined, drop: () => handle.close() };
  }
  if (!isLocalTarget({ kind: "postgres", url: serverUrl }))
    throw new Error("TEST_DATABASE_URL must point at localhost");
  const template = stage && templates?.postgres?.[stage];
  if (stage && !template)
    throw new Error("The PostgreSQL templates are missing: run the tests with apps/api/vitest.config.ts");
  const name = `test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = databaseUrlOn(serverUrl, name);
  let handle: DatabaseHandle;
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    handle = await openDatabase({ kind: "postgres", url });
  } catch (error) {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    throw error;
  }
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
