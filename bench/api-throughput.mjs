#!/usr/bin/env node
// Throughput of the API alone (built, one process, every production protection on: security headers, CORS, the rate
// limit, access tiers, load shedding, metrics, logging at info) beside nginx serving the identical response bytes
// from files, in turns, median of three runs each (bench/lib/wrk.mjs). Cached answers are served by the fast path
// (plugins/fast-answers.ts). Reports requests per second, p99 and the ratio; asserts nothing. Needs nginx and wrk.
// Usage: node bench/api-throughput.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTimes, createWrk, nginxConfig, stealPercent, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-api-"));
const apiPort = 4900;
const nginxPort = 4901;
const dataDir = path.join(work, "data");

for (const workspace of ["packages/football", "packages/cache-tags", "apps/api"]) {
  execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "ignore" });
}
const api = spawn(process.execPath, ["--max-semi-space-size=64", "apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    DEMO_PRESET: "small",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    // One client address sends everything: the limit stays on, set above what wrk sends in a run.
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000",
    // Long enough to last the runs: the answer cache's freshness, not what is measured.
    RESPONSE_CACHE_SECONDS: "60",
    METRICS_TOKEN: "bench-metrics-token-0123456789",
    // On by default only on the PostgreSQL server; a production protection, so on here too.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "300",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let nginx;
try {
  const cpuAtStart = cpuTimes();
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 300);
  const key = readFileSync(path.join(dataDir, "keys", "api-client-key"), "utf8").trim();
  // Right after the demo load the instance may still shed load (503) for a moment: wait until it answers.
  const answered = async (pathname, headers = {}) => {
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const response = await fetch(`http://127.0.0.1:${apiPort}${pathname}`, { headers });
      if (response.status !== 503) return response;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${pathname} stayed busy`);
  };
  const { currentSeason } = await (await answered("/rest/v1/public/getSeasonsAndAssociations")).json();
  const topLeagues = await answered(`/rest/v1/public/getTopLeagues/saison/${currentSeason.id}`);
  const league = JSON.stringify(await topLeagues.json()).match(/"compoundId":"([^"]+)"/)[1];
  const targets = [
    { name: "/health", path: "/health", type: "application/json", headers: {} },
    {
      name: "getSeasonsAndAssociations (public, cached)",
      path: "/rest/v1/public/getSeasonsAndAssociations",
      type: "application/json",
      headers: {},
    },
    {
      name: "getAmateurTable (protected, cached)",
      path: `/rest/v1/protected/getAmateurTable/staffel/${league}`,
      type: "application/json",
      headers: { "x-api-key": key },
    },
  ];
  const locations = [];
  for (const [index, target] of targets.entries()) {
    // The answer as a client gets it, once it is warm (the first requests after start may be shed while it settles).
    const body = Buffer.from(await (await answered(target.path, target.headers)).arrayBuffer());
    const file = path.join(work, `body-${index}`);
    writeFileSync(file, body);
    target.bytes = body.length;
    locations.push(`location = ${target.path} { default_type ${target.type}; alias ${file}; }`);
  }
  writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, nginxPort, locations));
  nginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const wrk = createWrk(work, seconds);
  const rows = [];
  for (const target of targets) {
    const result = wrk.compare(
      `http://127.0.0.1:${apiPort}`,
      `http://127.0.0.1:${nginxPort}`,
      [target.path],
      target.headers,
    );
    rows.push({
      call: target.name,
      bytes: target.bytes,
      apiRps: Math.round(result.server.rps),
      apiP99: result.server.p99,
      apiErrors: result.server.non2xx,
      nginxRps: Math.round(result.nginx.rps),
      nginxP99: result.nginx.p99,
      ratio: result.ratio,
    });
  }
  console.table(rows);
  console.log(`CPU steal during the run: ${stealPercent(cpuAtStart, cpuTimes())} %`);
} finally {
  nginx?.kill("SIGTERM");
  api.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
