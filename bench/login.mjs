#!/usr/bin/env node
// Sign-in costs: the argon2id hashing time per login (p50 and p95, in this process with the API's parameters),
// the login throughput of the built API at 10 connections over four demo accounts (every request from another
// forwarded client address, so the per-address limit stays out of the way), and a flood of wrong passwords against one account:
// how many get the 429 and what the API's process spends on them. Reports figures, asserts nothing. Needs
// PostgreSQL and wrk. The first run loads the `small` preset into BENCH_DATABASE_URL.
// Usage: node bench/login.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTimes, ensureDatabase, stealPercent, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_login";
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-login-"));
const apiPort = 4950;
const DEMO_PASSWORD = "Anstoss-2026!";

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)];

/** Hashing time with the API's own function (apps/api/dist/modules/accounts/passwords.js). */
async function hashingTimes() {
  const { hashPassword, verifyPassword } = await import(path.join(root, "apps/api/dist/modules/accounts/passwords.js"));
  const hash = await hashPassword(DEMO_PASSWORD);
  const times = [];
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    await verifyPassword(hash, DEMO_PASSWORD);
    times.push(performance.now() - started);
  }
  return times.slice(10);
}

/** A wrk script posting logins to the accounts in turn, each from a new forwarded address. */
function loginScript(usernames, password) {
  const file = path.join(work, `login-${password.length}.lua`);
  const bodies = usernames.map(
    (username) => `"username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}"`,
  );
  writeFileSync(
    file,
    `local n = 0
local bodies = { ${bodies.join(", ")} }
request = function()
  n = n + 1
  local address = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  return wrk.format("POST", "/rest/v1/public/login", {
    ["content-type"] = "application/x-www-form-urlencoded", ["x-forwarded-for"] = address }, bodies[n % #bodies + 1])
end
`,
  );
  return file;
}

function wrk(script, connections) {
  const output = execFileSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, `http://127.0.0.1:${apiPort}`],
    { encoding: "utf8" },
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]),
    p99: /99%\s+(\S+)/.exec(output)[1],
    requests: Number(/(\d+) requests in/.exec(output)[1]),
    refused: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/** CPU seconds (user + system) a process has used so far. */
function processCpu(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let api;
try {
  ensureDatabase(databaseUrl);
  for (const workspace of ["packages/football", "packages/cache-tags", "apps/api"]) {
    execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "ignore" });
  }
  const cpuAtStart = cpuTimes();
  const hashing = await hashingTimes();
  api = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: databaseUrl,
      DEMO_PRESET: "small",
      DEMO_DATE: "2026-11-21",
      API_PORT: String(apiPort),
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_PER_MINUTE: "1000000",
      MAIL_POLL_MS: "0",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 600);
  const sql = (query) => execFileSync("psql", [databaseUrl, "-tAc", query], { encoding: "utf8" });
  sql("delete from password_failures");
  // Four accounts in turn: each forwarded address may make five wrong checks of an account (see accounts.service.ts);
  // the flood comes from many addresses, so the account-wide delay answers it.
  const accounts = ["fan", "spieler", "teamadmin", "promateur"].map((name) => `${name}@spielfeld.example`);
  const good = wrk(loginScript(accounts, DEMO_PASSWORD), 10);
  const before = processCpu(api.pid);
  const flood = wrk(loginScript(["schiri@spielfeld.example"], "falsch-geraten"), 10);
  const floodCpu = processCpu(api.pid) - before;
  // Only wrong passwords that were checked are recorded; every other refusal was a 429 before any hashing.
  const hashed = Number(sql("select count(*) from password_failures").trim());
  console.table([
    { measure: "argon2id verify, p50", value: `${percentile(hashing, 0.5).toFixed(1)} ms` },
    { measure: "argon2id verify, p95", value: `${percentile(hashing, 0.95).toFixed(1)} ms` },
    { measure: "logins/s (right password, 10 connections)", value: good.rps.toFixed(0) },
    { measure: "login p99", value: good.p99 },
    { measure: "logins refused", value: `${good.refused} of ${good.requests}` },
    { measure: "flood: wrong passwords/s answered", value: flood.rps.toFixed(0) },
    { measure: "flood: passwords hashed (401)", value: `${hashed} of ${flood.requests}` },
    { measure: "flood: API CPU per answer", value: `${((floodCpu / flood.requests) * 1000).toFixed(2)} ms` },
  ]);
  console.log(`CPU steal during the run: ${stealPercent(cpuAtStart, cpuTimes())} %`);
} finally {
  api?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
