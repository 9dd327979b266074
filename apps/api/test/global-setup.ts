import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, isLocalTarget, openDatabase } from "../src/db/database.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { loadDemo } from "../src/demo/load.js";
import { type DatabaseTemplates, databaseUrlOn, TEST_DEMO } from "./database-templates.js";

/**
 * Builds the suite's database templates once per run: a migrated database and one with the demo association. Each
 * test file then starts from a copy (test/database.ts) rather than migrating and loading the demo itself. In watch
 * mode they are built again before each rerun, since a migration or the demo generator may have changed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const built = serverUrl ? await buildOnPostgres(serverUrl) : await buildOnPglite();
    project.provide("databaseTemplates", built.templates);
    return built;
  };
  let built = await build();
  project.onTestsRerun(async () => {
    await built.remove();
    built = await build();
  });
  return () => built.remove();
}

async function buildOnPglite(): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "spielfeld-test-templates-"));
  const files = { migrated: path.join(directory, "migrated.tar"), demo: path.join(directory, "demo.tar") };
  const handle = await openDatabase({ kind: "memory" });
  try {
    const keep = async (file: string) => {
      if (!handle.dumpDataDir) throw new Error("PGlite cannot dump its data directory");
      await writeFile(file, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
    };
    await migrateDatabase(handle);
    await keep(files.migrated);
    await loadDemo(handle, TEST_DEMO);
    await keep(files.demo);
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return { templates: { pglite: files }, remove: () => rm(directory, { recursive: true, force: true }) };
}

async function buildOnPostgres(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  if (!isLocalTarget({ kind: "postgres", url: serverUrl }))
    throw new Error("TEST_DATABASE_URL must point at localhost");
  const run = randomUUID().replace(/-/g, "").slice(0, 12);
  const names = { migrated: `test_template_${run}_migrated`, demo: `test_template_${run}_demo` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const remove = async () => {
    for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const build = async (name: string, work: (handle: DatabaseHandle) => Promise<unknown>) => {
    const handle = await openDatabase({ kind: "postgres", url: databaseUrlOn(serverUrl, name), poolSize: 2 });
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
  };
  try {
    await admin.query(`create database ${names.migrated}`);
    await build(names.migrated, migrateDatabase);
    // A database is copied only while nobody is connected to it: each stage's connections are closed by now.
    await admin.query(`create database ${names.demo} template ${names.migrated}`);
    await build(names.demo, (handle) => loadDemo(handle, TEST_DEMO));
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { postgres: names }, remove };
}
