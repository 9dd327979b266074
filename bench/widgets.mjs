#!/usr/bin/env node
// The widgets for the clubs' own websites (docs/widgets.md): the embed script's size against its budget, what a
// widget page's first render costs, and how fast the front cache serves a kept widget, beside nginx serving the same
// bytes from a file and the fixed reference workload (bench/lib/reference.mjs), all measured in the same run.
// Reports figures, asserts nothing.
// Usage: node bench/widgets.mjs [first renders per kind and round = 20] [rounds = 3]
//
// Method: the production topology (deploy/topology.mjs: PostgreSQL, one API and one website instance, nginx as the
// cache with one worker) on the `small` demo in a database of its own, made anew. First renders: addresses no
// request has asked for yet (every team's, competition's and match's widget), one after another through the cache
// (a MISS each), with the website's and the API's CPU read from /proc before and after each batch. Throughput: wrk
// (one thread, 50 connections, 10 s, a short warm-up first) against one kept widget page through the cache and
// against nginx serving that page's bytes from a file, in turns, three rounds; the median of each.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startTopology } from "../deploy/topology.mjs";
import { cpuMs, median, referenceRenderMs } from "./lib/reference.mjs";
import { measureSteal, root } from "./lib/stack.mjs";
import { createWrk } from "./lib/wrk.mjs";

const PER_BATCH = Number(process.argv[2] ?? 20);
const ROUNDS = Number(process.argv[3] ?? 3);
const PORT = 8780;
const REFERENCE_PORT = 8779;
const DATABASE = "postgres://postgres@127.0.0.1:5432/spielfeld_widgets_bench";
/** The embed script's budget (docs/widgets.md): what a club's page loads once for all its widgets. */
const SCRIPT_BUDGET = { raw: 4096, gzip: 1536 };

// The embed script as the site serves it.
const script = readFileSync(path.join(root, "apps/web/public/widget/embed.js"));
const scriptGzip = gzipSync(script, { level: 9 }).length;
console.log(
  `Embed script: ${script.length} bytes, ${scriptGzip} bytes gzipped (budget ${SCRIPT_BUDGET.raw} and ` +
    `${SCRIPT_BUDGET.gzip}): ${script.length <= SCRIPT_BUDGET.raw && scriptGzip <= SCRIPT_BUDGET.gzip ? "within" : "OVER"}`,
);

const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-widgets-"));
// nginx's workers (www-data when started as root) reach their cache under it.
chmodSync(work, 0o755);
execFileSync("psql", [
  "postgres://postgres@127.0.0.1:5432/postgres",
  "-qc",
  "drop database if exists spielfeld_widgets_bench",
]);
const topology = await startTopology({
  apiInstances: 1,
  webInstances: 1,
  nginxWorkers: 1,
  port: PORT,
  apiBasePort: 8880,
  webBasePort: 8980,
  databaseUrl: DATABASE,
  dataDir: path.join(work, "data"),
  demoPreset: "small",
  demoDate: "2026-11-21",
  quiet: true,
  env: { LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000" },
});
const base = topology.url;
const apiHeaders = { "x-api-key": topology.clientKey };
const read = async (call) => (await fetch(`${base}/rest/v1/${call}`, { headers: apiHeaders })).json();

/** The processes of the website and the API instance, by the names the topology gives them. */
const pidOf = (prefix) => topology.children.find(({ name }) => name.startsWith(prefix)).child.pid;
const pids = { web: pidOf("website"), api: pidOf("API") };

try {
  // Every team's, competition's and match's widget of the current season, in a random order.
  const general = await read("public/getSeasonsAndAssociations");
  const { competitions } = await read(
    `public/getCompetitionsByAssociation/saison/${general.currentSeason.id}/mandant/${general.defaultAssociationId}`,
  );
  const teams = new Set();
  const matches = new Set();
  const tables = [];
  for (const competition of competitions) {
    const info = await read(`protected/getCompetitionInfo/staffel/${competition.compoundId}`);
    const table = `/widget/wettbewerb/${competition.compoundId}/tabelle`;
    const answer = await read(`protected/getMatchesForLeaguesAll/staffel/${competition.compoundId}`);
    const clubs = new Set();
    for (const match of answer.matches ?? []) {
      if (!match.homeTeam || !match.guestTeam) continue;
      matches.add(`/widget/spiel/${match.id}`);
      teams.add(`/widget/mannschaft/${match.homeTeam.teamPermanentId}/spiele`);
      clubs.add(match.homeTeam.clubId);
    }
    // Each club embeds its league's table with its own rows marked: an address of its own.
    if (info.tableAvailable) tables.push(table, ...[...clubs].map((club) => `${table}?verein=${club}`));
  }
  const shuffle = (values) => [...values].sort(() => Math.random() - 0.5);
  const pages = {
    "team's next matches": shuffle(teams),
    "competition's table": shuffle(tables),
    "match report": shuffle(matches),
  };
  const render = async (addresses) => {
    for (const address of addresses) {
      const response = await fetch(`${base}${address}`, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${address}: HTTP ${response.status}`);
    }
  };
  // A warm-up batch of each kind (the website's and the API's first calls of each route), not counted.
  for (const kind of Object.keys(pages)) await render(pages[kind].splice(0, 5));

  const steal = measureSteal();
  const references = [];
  const results = Object.fromEntries(Object.keys(pages).map((kind) => [kind, { web: [], api: [], pages: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    references.push(referenceRenderMs());
    for (const [kind, addresses] of Object.entries(pages)) {
      const batch = addresses.splice(0, PER_BATCH);
      if (batch.length === 0) continue;
      const before = { web: cpuMs(pids.web), api: cpuMs(pids.api) };
      await render(batch);
      const after = { web: cpuMs(pids.web), api: cpuMs(pids.api) };
      results[kind].web.push((after.web - before.web) / batch.length);
      results[kind].api.push((after.api - before.api) / batch.length);
      results[kind].pages += batch.length;
    }
  }
  console.log(
    `\nFirst renders through the cache, ${PER_BATCH} per kind and round, median of ${ROUNDS} rounds; ` +
      `CPU steal ${steal()} %; reference (React renders a 2,000-row table to a string): ` +
      `${median(references).toFixed(1)} ms`,
  );
  console.log("| Widget | Pages rendered | Website CPU per page | API CPU per page |");
  console.log("|---|---|---|---|");
  for (const [kind, result] of Object.entries(results)) {
    if (result.pages === 0) continue;
    console.log(
      `| ${kind} | ${result.pages} | ${median(result.web).toFixed(1)} ms | ${median(result.api).toFixed(1)} ms |`,
    );
  }

  // A kept widget (a table, as clubs embed most) through the cache, beside nginx serving its bytes from a file (under
  // any address, so both are asked for the same one).
  const kept = tables.find((address) => !address.includes("?")) ?? tables[0];
  const browser = { "Accept-Encoding": "gzip" };
  const states = [];
  for (let index = 0; index < 3; index += 1) {
    const response = await fetch(`${base}${kept}`, { headers: browser });
    await response.arrayBuffer();
    states.push(response.headers.get("x-cache-status"));
  }
  const bytes = Buffer.from(await (await fetch(`${base}${kept}`)).arrayBuffer());
  const gzipped = gzipSync(bytes, { level: 6 });
  const directory = path.join(work, "reference");
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, "page.html"), bytes);
  writeFileSync(path.join(directory, "page.html.gz"), gzipped);
  writeFileSync(
    path.join(directory, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${directory}/nginx.pid; error_log ${directory}/error.log;
events { worker_connections 4096; }
http { access_log off; gzip_static on; types { } client_body_temp_path ${directory}; proxy_temp_path ${directory};
  fastcgi_temp_path ${directory}; uwsgi_temp_path ${directory}; scgi_temp_path ${directory};
  server { listen 127.0.0.1:${REFERENCE_PORT}; location / { default_type text/html; root ${directory}; rewrite ^ /page.html break; } } }`,
  );
  const nginx = spawn("nginx", ["-p", directory, "-c", path.join(directory, "nginx.conf")], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    const check = await fetch(`http://127.0.0.1:${REFERENCE_PORT}${kept}`, { headers: browser });
    await check.arrayBuffer();
    if (check.status !== 200 || check.headers.get("content-encoding") !== "gzip") {
      throw new Error(`the reference answers ${check.status} (${check.headers.get("content-encoding") ?? "plain"})`);
    }
    const throughputSteal = measureSteal();
    // In turns, both asked as a browser asks (gzip): a short warm-up each, then three rounds of 10 s.
    const wrk = createWrk(work, 10);
    const reference = `http://127.0.0.1:${REFERENCE_PORT}`;
    wrk.run(base, [kept], browser, 3);
    wrk.run(reference, [kept], browser, 3);
    const pairs = Array.from({ length: 3 }, () => [
      wrk.run(base, [kept], browser, 10),
      wrk.run(reference, [kept], browser, 10),
    ]);
    const summary = (runs) => ({
      rps: median(runs.map((run) => run.rps)),
      p99: runs.map((run) => run.p99).join(", "),
      non2xx: runs.reduce((sum, run) => sum + Number(run.non2xx), 0),
    });
    const server = summary(pairs.map(([cache]) => cache));
    const file = summary(pairs.map(([, fromFile]) => fromFile));
    const ratio = median(pairs.map(([cache, fromFile]) => cache.rps / fromFile.rps)).toFixed(2);
    console.log(
      `\nA kept widget (competition ${kept.split("/")[3]}'s table, ${bytes.length} bytes, ${gzipped.length} gzipped, cache states ${states.join(" → ")}), ` +
        `wrk -t1 -c50 10 s, median of 3 rounds in turns; CPU steal ${throughputSteal()} %`,
    );
    console.log("| Served by | req/s (median) | p99 of the three rounds | non-2xx |");
    console.log("|---|---|---|---|");
    console.log(`| the front cache (nginx, 1 worker) | ${Math.round(server.rps)} | ${server.p99} | ${server.non2xx} |`);
    console.log(`| nginx, the same bytes from a file | ${Math.round(file.rps)} | ${file.p99} | ${file.non2xx} |`);
    console.log(`Ratio: ${ratio}`);
  } finally {
    nginx.kill("SIGTERM");
  }
} finally {
  await topology.stop();
  rmSync(work, { recursive: true, force: true });
}
