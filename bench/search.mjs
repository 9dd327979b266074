#!/usr/bin/env node
// Site search on the `full` preset (PostgreSQL): the grouped site search, the people group alone, the profile
// search and the older club search, uncached at 20 connections, every request another text (surnames, club
// names, typos, postal codes), by the method of `profiles-throughput.mjs`. /health on the same instance is the
// reference (what the node process answers when the database is not asked). Medians of three runs; reports
// figures, asserts nothing. Needs PostgreSQL and wrk. The first run loads the `full` preset into
// BENCH_DATABASE_URL (several minutes); later runs reuse it.
// Usage: node bench/search.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTimes, ensureDatabase, stealPercent, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_full";
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-search-"));
const apiPort = 4930;
const key = "bench-client-key-0123456789abcdef";
const CONNECTIONS = 20;
const ROUNDS = 3;

const sql = (query) =>
  execFileSync("psql", [databaseUrl, "-tAc", query], { encoding: "utf8" }).trim().split("\n").filter(Boolean);

/** What visitors type: surnames (some very common), club names, club name words with a typo, postal codes. */
function searchTexts() {
  const surnames = sql("select last_name from players order by md5(id) limit 120");
  const clubs = sql("select name from clubs order by md5(id) limit 60");
  const typos = sql("select split_part(name, ' ', 2) from clubs order by md5(id || 't') limit 40")
    .filter((word) => word.length > 4)
    .map((word) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
  const postalCodes = sql("select postal_code from clubs where postal_code is not null order by md5(id) limit 30");
  return [...surnames, ...clubs, ...typos, ...postalCodes].map(encodeURIComponent);
}

const calls = [
  { name: "search (all groups)", path: (text) => `/rest/v1/public/search/text/${text}` },
  { name: "search (types=person)", path: (text) => `/rest/v1/public/search/text/${text}?types=person` },
  { name: "search (types=club,team)", path: (text) => `/rest/v1/public/search/text/${text}?types=club,team` },
  { name: "searchProfiles", path: (text) => `/rest/v1/public/searchProfiles/text/${text}` },
  { name: "getClubsBySearch1 (existing)", path: (text) => `/rest/v1/public/getClubsBySearch1?text=${text}` },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const toMs = (text) => Number.parseFloat(text) * ({ us: 0.001, ms: 1, s: 1000 }[/[a-z]+$/.exec(text)[0]] ?? 1);

/** One wrk run at 20 connections, a Lua script walking through the paths (each request another one). */
function run(paths, duration) {
  const script = path.join(work, `paths-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(
    script,
    `wrk.headers["x-api-key"] = "${key}"\nlocal paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\n` +
      `local i = 0\nrequest = function() i = i + 1; return wrk.format(nil, paths[(i % #paths) + 1]) end\n`,
  );
  const output = execFileSync(
    "wrk",
    [
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${duration}s`,
      "--latency",
      "--timeout",
      "10s",
      "-s",
      script,
      `http://127.0.0.1:${apiPort}`,
    ],
    { encoding: "utf8" },
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]),
    p50: toMs(/50%\s+(\S+)/.exec(output)[1]),
    p99: toMs(/99%\s+(\S+)/.exec(output)[1]),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
  };
}

function measure(paths) {
  run(paths, Math.min(3, seconds));
  const runs = Array.from({ length: ROUNDS }, () => run(paths, seconds));
  return {
    rps: Math.round(median(runs.map((result) => result.rps))),
    p50: `${median(runs.map((result) => result.p50)).toFixed(1)} ms`,
    p99: `${median(runs.map((result) => result.p99)).toFixed(1)} ms`,
    errors: runs.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

const children = [];
try {
  ensureDatabase(databaseUrl);
  const cpuAtStart = cpuTimes();
  for (const workspace of ["packages/football", "packages/cache-tags", "apps/api"]) {
    execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "ignore" });
  }
  const server = spawn(process.execPath, ["--max-semi-space-size=64", "apps/api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: databaseUrl,
      DEMO_PRESET: "full",
      DEMO_DATE: "2026-11-21",
      API_PORT: String(apiPort),
      API_CLIENT_KEYS: key,
      LOG_LEVEL: "warn",
      DATABASE_POOL_SIZE: "4",
      // Uncached: every answer is read from the database and serialised anew.
      RESPONSE_CACHE_SECONDS: "0",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 900);
  const texts = searchTexts();
  const rows = [{ case: "/health (reference)", ...measure(["/health"]) }];
  for (const call of calls) {
    rows.push({ case: `${call.name}, ${texts.length} texts round robin`, ...measure(texts.map(call.path)) });
  }
  console.table(rows);
  console.log(
    `CPU steal during the run: ${stealPercent(cpuAtStart, cpuTimes())} % (time the hypervisor gave to others)`,
  );
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(work, { recursive: true, force: true });
}
