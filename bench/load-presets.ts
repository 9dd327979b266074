/**
 * Loads a demo preset into a fresh database and prints load time, rows per table, database size and peak memory.
 * Usage: npx tsx bench/load-presets.ts <small|demo|full> [pglite|postgres]
 * With `postgres`, BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server database
 * used only to create and drop a throwaway database.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DemoPreset } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/database.js";
import { migrateDatabase } from "../apps/api/src/db/migrate.js";
import { loadDemo } from "../apps/api/src/demo/load.js";

const preset = (process.argv[2] ?? "demo") as DemoPreset;
const target = process.argv[3] ?? "pglite";
const date = process.env.DEMO_DATE ?? "2026-11-21";
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function main() {
  let cleanup = async () => {};
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  if (target === "postgres") {
    const name = `bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: "postgres", url: url.toString() });
    cleanup = async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    };
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), "spielfeld-bench-"));
    handle = await openDatabase({ kind: "pglite", dataDir: dir });
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
  try {
    const started = performance.now();
    await migrateDatabase(handle);
    const report = await loadDemo(handle, { preset, seed: "spielfeld", date });
    const [size] = await handle.withConnection((c) =>
      c.query<{ bytes: string }>("select pg_database_size(current_database())::text as bytes"),
    );
    const total = (performance.now() - started) / 1000;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    process.stdout.write(
      `${JSON.stringify({ preset, target, date, migrateAndLoadSeconds: Number(total.toFixed(1)), loadSeconds: Number(report.seconds.toFixed(1)), totalRows: report.totalRows, databaseMb: Math.round(Number(size?.bytes ?? 0) / 1048576), peakRssMb: Math.round(peakMb), rows: report.rows }, null, 2)}\n`,
    );
  } finally {
    await handle.close();
    await cleanup();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
