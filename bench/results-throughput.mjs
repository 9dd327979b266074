#!/usr/bin/env node
// Results and competitions on the `full` preset (PostgreSQL): the table, matchday and match calls, and the
// competition page, side by side with nginx serving the identical bytes from files. Reports figures, asserts
// nothing. Needs PostgreSQL, nginx and wrk. The first run loads the `full` preset into BENCH_DATABASE_URL
// (about four minutes); later runs reuse it.
// Usage: node bench/results-throughput.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cpuTimes, createWrk, ensureDatabase, nginxConfig, stealPercent, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_full";
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-results-"));
const apiPort = 4910;
const webPort = 3910;
const nginxPort = 4911;
const api = `http://127.0.0.1:${apiPort}/rest`;

const { measure, compare, run } = createWrk(work, seconds);

const children = [];
try {
  ensureDatabase(databaseUrl);
  const cpuAtStart = cpuTimes();
  for (const workspace of ["packages/football", "packages/api-client", "apps/api", "apps/web"]) {
    execFileSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "ignore" });
  }
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: databaseUrl,
    DEMO_PRESET: "full",
    DEMO_DATE: "2026-11-21",
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    SITE_URL: `http://127.0.0.1:${webPort}`,
    LOG_LEVEL: "warn",
    // About twice the database server's cores (README): on this two-core machine more connections contend.
    DATABASE_POOL_SIZE: "4",
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000",
  };
  const stack = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(stack);
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 900);
  await waitFor(`http://127.0.0.1:${webPort}/`, 300);
  const key = readFileSync(path.join(work, "data/keys/api-client-key"), "utf8").trim();
  const headers = { "x-api-key": key };
  const get = async (url) => (await fetch(url, { headers })).json();

  // Competitions of the current season; those with a table are the ones measured.
  const listed = await get(`${api}/v1/public/getCompetitionsByAssociation/saison/2627/mandant/BAFV`);
  const competitions = listed.competitions.map((competition) => competition.compoundId);
  const withTables = [];
  for (const id of competitions) {
    const info = await get(`${api}/v1/protected/getCompetitionMatchDay/staffel/${id}`);
    if (info.competition?.tableAvailable)
      withTables.push({ id, match: info.matches?.find((m) => m.homeTeam && m.guestTeam)?.id });
    if (withTables.length >= 400) break;
  }
  const sample = withTables[0];
  const calls = [
    { name: "getAmateurTable", path: (c) => `/rest/v1/protected/getAmateurTable/staffel/${c.id}` },
    { name: "getCompetitionMatchDay", path: (c) => `/rest/v1/protected/getCompetitionMatchDay/staffel/${c.id}` },
    { name: "getMatchById1", path: (c) => `/rest/v1/protected/getMatchById1/spiel/${c.match}` },
  ];
  const locations = [];
  for (const [index, call] of calls.entries()) {
    const body = Buffer.from(
      await (await fetch(`http://127.0.0.1:${apiPort}${call.path(sample)}`, { headers })).arrayBuffer(),
    );
    writeFileSync(path.join(work, `body-${index}`), body);
    call.bytes = body.length;
    locations.push(`location = ${call.path(sample)} { default_type application/json; alias ${work}/body-${index}; }`);
  }
  const pagePath = `/ergebnisse/wettbewerb/-/${sample.id}`;
  const html = Buffer.from(await (await fetch(`http://127.0.0.1:${webPort}${pagePath}`)).arrayBuffer());
  writeFileSync(path.join(work, "page.html"), html);
  locations.push(`location = ${pagePath} { default_type text/html; alias ${work}/page.html; }`);
  locations.push(
    `location = /images/teaser-news.svg { default_type image/svg+xml; alias ${root}/apps/web/public/images/teaser-news.svg; }`,
  );
  writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, nginxPort, locations));
  const nginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
  children.push(nginx);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const rows = [];
  for (const call of calls) {
    const { server, nginx, ratio } = compare(
      `http://127.0.0.1:${apiPort}`,
      `http://127.0.0.1:${nginxPort}`,
      [call.path(sample)],
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
  // Uncached: further API instances without the in-memory answer cache, every request another competition (or
  // match), so each answer is read from the database and serialised anew. The first keeps reference data
  // (competition settings, matchday plans, entered teams) in memory as in production; the second has no cache at
  // all. Stored tables are kept, as in production (a recorded result ranks them again at once).
  const uncachedInstances = [
    { label: "no answer cache", port: apiPort + 2, env: { RESPONSE_CACHE_SECONDS: "0" } },
    { label: "no cache at all", port: apiPort + 3, env: { RESPONSE_CACHE_SECONDS: "0", REFERENCE_CACHE_SECONDS: "0" } },
  ];
  for (const instance of uncachedInstances) {
    const server = spawn(process.execPath, ["--max-semi-space-size=64", "apps/api/dist/server.js"], {
      cwd: root,
      env: { ...env, API_PORT: String(instance.port), ...instance.env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(server);
    await waitFor(`http://127.0.0.1:${instance.port}/health`, 60);
    for (const call of calls) {
      const spread = measure(`http://127.0.0.1:${instance.port}`, withTables.map(call.path), headers);
      rows.push({
        case: `${call.name} (${withTables.length} ids round robin, ${instance.label})`,
        rps: Math.round(spread.rps),
        p99: spread.p99,
        errors: spread.non2xx,
      });
    }
    server.kill("SIGTERM");
  }
  const page = compare(`http://127.0.0.1:${webPort}`, `http://127.0.0.1:${nginxPort}`, [pagePath]);
  const cachedPage = page.server;
  rows.push({
    case: "competition page (from the website's page cache)",
    bytes: html.length,
    rps: Math.round(cachedPage.rps),
    p99: cachedPage.p99,
    nginxRps: Math.round(page.nginx.rps),
    ratio: page.ratio,
    errors: cachedPage.non2xx,
  });
  // Every request another competition's page, rendered for the first time (no warm-up: that would render them).
  const coldPage = run(
    `http://127.0.0.1:${webPort}`,
    withTables.slice(1).map((c) => `/ergebnisse/wettbewerb/-/${c.id}`),
    {},
    seconds,
  );
  rows.push({
    case: `competition page (${withTables.length - 1} pages round robin, first render)`,
    rps: Math.round(coldPage.rps),
    p99: coldPage.p99,
    ratio: Number((coldPage.rps / cachedPage.rps).toFixed(3)),
    errors: coldPage.non2xx,
  });
  // The ceiling of any answer from Next.js on this machine: a small file from public/, next to nginx.
  const asset = "/images/teaser-news.svg";
  const ceiling = compare(`http://127.0.0.1:${webPort}`, `http://127.0.0.1:${nginxPort}`, [asset]);
  rows.push({
    case: "Next.js ceiling: a static file from public/",
    rps: Math.round(ceiling.server.rps),
    p99: ceiling.server.p99,
    nginxRps: Math.round(ceiling.nginx.rps),
    ratio: ceiling.ratio,
    errors: ceiling.server.non2xx,
  });
  console.table(rows);
  const cpuAtEnd = cpuTimes();
  console.log(`CPU steal during the run: ${stealPercent(cpuAtStart, cpuAtEnd)} % (time the hypervisor gave to others)`);
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(work, { recursive: true, force: true });
}
