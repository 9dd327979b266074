import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
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

/** A port nothing listens on (taken, then given back). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the API as `npm start` does, but with piped output; resolves to its output once it listens. */
async function startUntilListening(
  environment: Record<string, string>,
  whileRunning?: (port: number) => Promise<void>,
) {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), "spielfeld-clean-start-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, DATA_DIR: directory, API_PORT: String(port), MAIL_POLL_MS: "0", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (errors += chunk));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", () => output.includes("API listening") && resolve());
      child.once("exit", (code) => reject(new Error(`the API stopped (${code}): ${output}${errors}`)));
    });
    await whileRunning?.(port);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(directory, { recursive: true, force: true });
  }
  return { output, errors };
}

describe("a clean start", () => {
  it("logs JSON to a pipe and no warning, although the website is not up yet to hear of the imported content", async () => {
    const websitePort = await freePort();
    const { output, errors } = await startUntilListening({
      DEMO_PRESET: "none",
      LOG_LEVEL: "debug",
      SITE_URL: `http://127.0.0.1:${websitePort}`,
    });
    const entries = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(["content imported", "website not listening yet: nothing of it to revalidate"]),
    );
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(errors).toBe("");
  }, 120_000);

  it("writes readable lines when asked to, a request as one line with method, path, status and time", async () => {
    const { output } = await startUntilListening(
      { DEMO_PRESET: "none", LOG_LEVEL: "debug", LOG_FORMAT: "pretty" },
      async (port) => {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
        // The line is written once the answer has gone out.
        await new Promise((resolve) => setTimeout(resolve, 200));
      },
    );
    expect(output).not.toMatch(/^\{/m);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: API listening/m);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] DEBUG: GET \/health 200 \d+\.\d ms/m);
  }, 120_000);
});
