#!/usr/bin/env node
// Profiles on the `full` preset (PostgreSQL): the team profile, the club info and the player profile calls, cached
// and uncached, side by side with nginx serving the identical bytes from files, by the method of
// `results-throughput.mjs`. Reports figures, asserts nothing. Needs PostgreSQL, nginx and wrk. The first run loads
// the `full` preset into BENCH_DATABASE_URL (about four minutes); later runs reuse it.
// Usage: node bench/profiles-throughput.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTimes, createWrk, ensureDatabase, nginxConfig, stealPercent, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_full";
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-profiles-"));
const apiPort = 4920;
const nginxPort = 4921;
const key = "bench-client-key-0123456789abcdef";
const headers = { "x-api-key": key };
/** Ids per call in the uncached runs: every request another profile. */
const SPREAD = 400;
const { measure, compare } = createWrk(work, seconds);

const sql = (query) =>
  execFileSync("psql", [databaseUrl, "-tAc", query], { encoding: "utf8" }).trim().split("\n").filter(Boolean);

const calls = [
  {
    name: "getTeamProfile",
    path: (id) => `/rest/v1/protected/getTeamProfile/team-id/${id}`,
    ids: () =>
      sql(`select ts.id from team_seasons ts join seasons s on s.id = ts.season_id where s.is_current
           order by md5(ts.id) limit ${SPREAD}`),
  },
  {
    name: "getClubInfo",
    path: (id) => `/rest/v1/protected/getClubInfo/id/${id}`,
    ids: () => sql(`select id from clubs order by md5(id) limit ${SPREAD}`),
  },
  {
    name: "getPlayerProfile",
    path: (id) => `/rest/v1/protected/getPlayerProfile?userid=${id}`,
    ids: () => sql(`select id from players where is_profile_public order by md5(id) limit ${SPREAD}`),
  },
];

function startApi(port, extra) {
  const server = spawn(process.execPath, ["--max-semi-space-size=64", "apps/api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: databaseUrl,
      DEMO_PRESET: "full",
      DEMO_DATE: "2026-11-21",
      API_PORT: String(port),
      API_CLIENT_KEYS: key,
      LOG_LEVEL: "warn",
      // About twice the database server's cores (README): on this two-core machine more connections contend.
      DATABASE_POOL_SIZE: "4",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000",
      ...extra,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(server);
  return server;
}

const children = [];
try {
  ensureDatabase(databaseUrl);
  const cpuAtStart = cpuTimes();
  for (const workspace of ["packages/football", "packages/cache-tags", "apps/api"]) {
    execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "ignore" });
  }
  startApi(apiPort, {});
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 900);
  for (const call of calls) call.sample = call.ids();

  const locations = [];
  for (const [index, call] of calls.entries()) {
    const url = `http://127.0.0.1:${apiPort}${call.path(call.sample[0])}`;
    const body = Buffer.from(await (await fetch(url, { headers })).arrayBuffer());
    writeFileSync(path.join(work, `body-${index}`), body);
    call.bytes = body.length;
    const [pathname] = call.path(call.sample[0]).split("?");
    locations.push(`location = ${pathname} { default_type application/json; alias ${work}/body-${index}; }`);
  }
  writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, nginxPort, locations));
  children.push(spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" }));
  await new Promise((resolve) => setTimeout(resolve, 500));

  const rows = [];
  for (const call of calls) {
    const paths = [call.path(call.sample[0])];
    const { server, nginx, ratio } = compare(
      `http://127.0.0.1:${apiPort}`,
      `http://127.0.0.1:${nginxPort}`,
      paths,
      headers,
    );
    rows.push({
      case: `${call.name} (same id, answer cache)`,
      bytes: call.bytes,
      rps: Math.round(server.rps),
      p99: server.p99,
      nginxRps: Math.round(nginx.rps),
      ratio,
      errors: server.non2xx,
    });
  }
  // Uncached: a second instance without the in-memory answer cache (reference data kept in memory as in
  // production), every request another profile, so each answer is read from the database and serialised anew.
  const uncachedPort = apiPort + 2;
  const uncached = startApi(uncachedPort, { RESPONSE_CACHE_SECONDS: "0" });
  await waitFor(`http://127.0.0.1:${uncachedPort}/health`, 60);
  for (const call of calls) {
    const spread = measure(`http://127.0.0.1:${uncachedPort}`, call.sample.map(call.path), headers);
    rows.push({
      case: `${call.name} (${call.sample.length} ids round robin, no answer cache)`,
      rps: Math.round(spread.rps),
      p99: spread.p99,
      errors: spread.non2xx,
    });
  }
  uncached.kill("SIGTERM");
  console.table(rows);
  console.log(
    `CPU steal during the run: ${stealPercent(cpuAtStart, cpuTimes())} % (time the hypervisor gave to others)`,
  );
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(work, { recursive: true, force: true });
}
