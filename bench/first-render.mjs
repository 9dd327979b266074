#!/usr/bin/env node
// What a first render costs: the website's CPU and the API's calls and CPU for a player, match, team or club page
// that was never rendered before, on the `small` demo (PGlite), with nothing in front. Beside it, in the same run, a
// fixed reference workload (React rendering a 2,000-row table to a string in this process), so figures from
// machines of different speed can be compared. Reports figures, asserts nothing.
// Usage: node bench/first-render.mjs [pages per kind and round = 40] [rounds = 3]   (SKIP_BUILD=1 reuses the build)
//
// Method: API and website started as `npm start` starts them; the processes' CPU read from /proc/<pid>/stat before
// and after each batch, the API's calls from its own Prometheus counters (/metrics). Each page is requested once,
// one after another; a batch takes pages no request has asked for yet. A warm-up batch of each kind comes first.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServerClient } from "@spielfeld/api-client";
import { cpuMs, median, referenceRenderMs } from "./lib/reference.mjs";
import { buildEmptyApp, buildProduct, measureSteal, nextBin, root, waitFor } from "./lib/stack.mjs";

const PER_BATCH = Number(process.argv[2] ?? 40);
const ROUNDS = Number(process.argv[3] ?? 3);
const API_PORT = 4396;
const WEB_PORT = 3396;
const FLOOR_PORT = 3397;
const METRICS_TOKEN = "first-render-bench-metrics-token";

/** The API's and the website's processes: the children of `scripts/start.mjs`, told apart by their command line. */
function productProcesses(startPid) {
  const children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, "utf8").trim().split(/\s+/);
  const byCommand = (part) =>
    children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").includes(part));
  return { api: byCommand("apps/api/dist/server.js"), web: byCommand("server.mjs") };
}

/** Calls the API has answered so far, all routes but /metrics itself. */
async function apiCalls(apiBase) {
  const text = await (
    await fetch(`${apiBase}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith("http_request_duration_seconds_count") || line.includes('route="/metrics"')) continue;
    total += Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return total;
}

/** Addresses of every player, match, team and club page of the current season, through the generated client. */
async function findPages(api) {
  const general = await api.general.getSeasonsAndAssociations();
  const season = general.currentSeason.id;
  const { competitions } = await api.competitions.getCompetitionsByAssociation({
    saison: season,
    mandant: general.defaultAssociationId,
  });
  const matches = new Set();
  const teams = new Map();
  for (const competition of competitions) {
    const answer = await api.matches.getMatchesForLeaguesAll({ staffel: competition.compoundId });
    for (const match of answer.matches) {
      if (!match.homeTeam || !match.guestTeam) continue;
      matches.add(`/ergebnisse/spiel/-/${encodeURIComponent(match.id)}`);
      for (const team of [match.homeTeam, match.guestTeam]) teams.set(team.teamId, team.clubId);
    }
  }
  const players = new Set();
  for (const teamId of [...teams.keys()].slice(0, 120)) {
    const { entries } = await api.clubs.getTeamSquadForSeason({ saison: season, "team-id": teamId });
    for (const player of entries) players.add(`/spieler/-/${encodeURIComponent(player.playerId)}`);
  }
  const shuffle = (values) => values.sort(() => Math.random() - 0.5);
  return {
    player: shuffle([...players]),
    match: shuffle([...matches]),
    team: shuffle([...teams.keys()].map((id) => `/mannschaften/-/${encodeURIComponent(id)}`)),
    club: shuffle([...new Set(teams.values())].map((id) => `/vereine/-/${encodeURIComponent(id)}`)),
  };
}

/** Requests each page once (following a move to the page's own name), one after another. */
async function render(site, addresses) {
  for (const address of addresses) {
    const response = await fetch(`${site}${address}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${address}: HTTP ${response.status}`);
  }
}

if (!process.env.SKIP_BUILD) buildProduct();
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-first-render-"));
const site = `http://127.0.0.1:${WEB_PORT}`;
const apiBase = `http://127.0.0.1:${API_PORT}`;
const start = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    DEMO_PRESET: "small",
    DEMO_DATE: "2026-11-21",
    API_PORT: String(API_PORT),
    WEB_PORT: String(WEB_PORT),
    SITE_URL: site,
    LOG_LEVEL: "warn",
    METRICS_TOKEN,
  },
  stdio: "ignore",
});
// The floors: the same Next.js with pages of its own, no data and no frame (bench/lib/stack.mjs, buildEmptyApp).
const floorSite = `http://127.0.0.1:${FLOOR_PORT}`;
const floor = spawn(process.execPath, [nextBin, "start", "--port", String(FLOOR_PORT)], {
  cwd: buildEmptyApp(),
  stdio: "ignore",
});
try {
  await waitFor(`${site}/`);
  await waitFor(`${floorSite}/`);
  const pids = productProcesses(start.pid);
  const api = createServerClient({
    basePath: `${apiBase}/rest`,
    apiKey: readFileSync(path.join(work, "data/keys/api-client-key"), "utf8").trim(),
  });
  const pages = await findPages(api);
  const floorPages = (kind, round, count) =>
    Array.from(
      { length: count },
      (_, index) => `/${kind}/r${round}-${index}-${Math.random().toString(36).slice(2, 8)}`,
    );
  pages["floor: one heading"] = floorPages("leer", "warm", 10);
  pages["floor: 250 plain rows"] = floorPages("liste", "warm", 10);
  const kinds = Object.keys(pages);
  const take = (kind, count) => pages[kind].splice(0, count);
  const siteOf = (kind) => (kind.startsWith("floor") ? floorSite : site);
  for (const kind of kinds) await render(siteOf(kind), take(kind, Math.min(10, PER_BATCH)));
  for (let round = 0; round < ROUNDS; round += 1) {
    pages["floor: one heading"].push(...floorPages("leer", round, PER_BATCH));
    pages["floor: 250 plain rows"].push(...floorPages("liste", round, PER_BATCH));
  }
  const steal = measureSteal();
  const results = Object.fromEntries(kinds.map((kind) => [kind, { web: [], api: [], calls: [], pages: 0 }]));
  const references = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    references.push(referenceRenderMs());
    for (const kind of kinds) {
      const batch = take(kind, PER_BATCH);
      if (batch.length === 0) continue;
      const webPid = kind.startsWith("floor") ? floor.pid : pids.web;
      const before = { web: cpuMs(webPid), api: cpuMs(pids.api), calls: await apiCalls(apiBase) };
      await render(siteOf(kind), batch);
      const after = { web: cpuMs(webPid), api: cpuMs(pids.api), calls: await apiCalls(apiBase) };
      const result = results[kind];
      result.web.push((after.web - before.web) / batch.length);
      result.api.push((after.api - before.api) / batch.length);
      // The counters are read by two calls of their own; the first is counted between the readings.
      result.calls.push((after.calls - before.calls - 1) / batch.length);
      result.pages += batch.length;
    }
  }
  console.log(
    `First renders, ${PER_BATCH} pages per kind and round, median of ${ROUNDS} rounds; CPU steal ${steal()} %; ` +
      `reference (React renders a 2,000-row table to a string): ${median(references).toFixed(1)} ms`,
  );
  console.log("| Page | Pages rendered | Website CPU per page | API CPU per page | API calls per page |");
  console.log("|---|---|---|---|---|");
  for (const kind of kinds) {
    const result = results[kind];
    if (result.pages === 0) continue;
    console.log(
      `| ${kind} | ${result.pages} | ${median(result.web).toFixed(1)} ms | ${median(result.api).toFixed(1)} ms | ` +
        `${median(result.calls).toFixed(1)} |`,
    );
  }
} finally {
  start.kill("SIGTERM");
  floor.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(work, { recursive: true, force: true });
}
