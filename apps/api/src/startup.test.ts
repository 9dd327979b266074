import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.js";
import { migrateDatabase } from "./db/migrate.js";

const apiRoot = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "spielfeld-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(environment: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: "0", LOG_LEVEL: "silent", ...environment },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, stderr: result.stderr.trim() };
}

describe("server start with bad input", () => {
  it("stops with one clear line for an unknown preset", () => {
    const { code, stderr } = startServer({ DEMO_PRESET: "huge" });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'Error: Invalid configuration: DEMO_PRESET must be one of none, small, demo, full (got "huge")',
    );
  });

  it("stops with one clear line when the database cannot be reached, without the password", () => {
    const { code, stderr } = startServer({ DATABASE_URL: "postgres://someone:topsecret@127.0.0.1:1/nowhere" });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Error: Cannot connect to the database at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nowhere: /,
    );
    expect(stderr).not.toContain("topsecret");
    expect(stderr.split("\n")).toHaveLength(1);
  });

  it("refuses a data directory written by a newer version and leaves it as it was", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    await migrateDatabase(handle);
    await handle.withConnection(async (c) => {
      await c.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', $1)", [
        Date.now() + 1e9,
      ]);
      await c.query("insert into dataset_info (key, value) values ('marker', '\"kept\"')");
    });
    await handle.close();
    const { code, stderr } = startServer({});
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Error: The database at .* has 1 migration\(s\) this version does not know/);
    const reopened = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    const rows = await reopened.withConnection((c) => c.query<{ key: string }>("select key from dataset_info"));
    await reopened.close();
    expect(rows.map((row) => row.key)).toEqual(["marker"]);
  });
});

describe("second start", () => {
  it("reuses the loaded demo association instead of loading it again", async () => {
    const { loadConfig } = await import("./config.js");
    const { prepareDatabase } = await import("./startup.js");
    const directory = mkdtempSync(path.join(os.tmpdir(), "spielfeld-second-start-"));
    try {
      const config = loadConfig({ DATA_DIR: directory, DEMO_PRESET: "small", DEMO_DATE: "2026-11-21" });
      const messages: string[] = [];
      const log = { info: (_fields: unknown, message?: string) => messages.push(String(message)) };
      const first = await prepareDatabase(config, log as never);
      const rename = "update clubs set name = 'Geänderter Verein' where id = (select min(id) from clubs)";
      await first.withConnection((connection) => connection.query(rename));
      await first.close();
      expect(messages).toContain("loading the demo association (first start)");

      messages.length = 0;
      const second = await prepareDatabase(config, log as never);
      const [club] = await second.withConnection((connection) =>
        connection.query<{ name: string }>("select name from clubs where id = (select min(id) from clubs)"),
      );
      await second.close();
      expect(messages).toContain("demo association already loaded");
      expect(messages).not.toContain("loading the demo association (first start)");
      expect(club?.name).toBe("Geänderter Verein");
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
