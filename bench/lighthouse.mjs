#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G class device, simulated slow 4G and 4x CPU slowdown) against the production
// build on this machine: every key template (home, finder, competition, running and finished match, club, team,
// player, a content page) beside an empty App Router page built with the same Next.js in the same run. Median of
// RUNS runs per page, with each page's distance from the reference; reports figures, asserts nothing.
// Usage: node bench/lighthouse.mjs [runs=5]
// LIGHTHOUSE_THROTTLING=devtools throttles the browser itself instead of simulating (Lighthouse's
// `--throttling-method`): slower, but the page loads as a phone on that network would see it, while the simulation
// replays the order in which a fast local load happened (on this machine the scripts may run before the first paint,
// which a phone's network would never allow). SKIP_BUILD=1 reuses the build.
// LIGHTHOUSE_RUN_SECONDS (default 240) limits one run: a run that hangs is stopped with its browser, counted as hung
// and left out of the median (one run once hung for over half an hour here).
//
// Lighthouse 12.8 is the newest release that runs on Node 20 (13 needs Node 22). It is fetched on demand by npx
// rather than installed with the project: only this benchmark uses it, and it is large.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServerClient } from "@spielfeld/api-client";
import { buildProduct, measureSteal, startStacks } from "./lib/stack.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const RUNS = Number(process.argv[2] ?? 5);
const RUN_SECONDS = Number(process.env.LIGHTHOUSE_RUN_SECONDS ?? 240);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? "simulate";
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The canonical address of a page (a wrong or missing name in the address moves there), so no run measures a redirect. */
async function canonical(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await response.arrayBuffer();
  return response.url;
}

/** The measured pages, found in the running demo association through the generated client. */
async function findPages(stacks) {
  const api = createServerClient({ basePath: stacks.api, apiKey: stacks.clientKey() });
  const general = await api.general.getSeasonsAndAssociations();
  const { competitions } = await api.competitions.getCompetitionsByAssociation({
    saison: general.currentSeason.id,
    mandant: general.defaultAssociationId,
  });
  const league = competitions.find((c) => !c.isTopLeague && c.hasTable && !c.isRoundBased);
  let live = null;
  let finished = null;
  for (const competition of competitions) {
    const { matches } = await api.matches.getMatchesForLeaguesAll({ staffel: competition.compoundId });
    const played = matches.filter((m) => m.homeTeam && m.guestTeam);
    live ??= played.find((m) => m.matchStatus === "live");
    finished ??= played.find((m) => m.matchStatus === "finished" && /^\d+:\d+$/.test(m.result.text));
    if (live && finished) break;
  }
  const team = finished.homeTeam;
  const { entries } = await api.clubs.getTeamSquadForSeason({
    saison: general.currentSeason.id,
    "team-id": team.teamId,
  });
  const player = entries[0];
  if (!player) throw new Error(`team ${team.teamId} shows no squad`);
  const site = stacks.site;
  return [
    ["empty App Router page (reference)", `${stacks.empty}/`],
    ["home `/`", `${site}/`],
    ["finder `/ergebnisse`", `${site}/ergebnisse`],
    ["competition (table and matchday)", `${site}/ergebnisse/wettbewerb/-/${encodeURIComponent(league.compoundId)}`],
    ["running match", `${site}/ergebnisse/spiel/-/${encodeURIComponent(live.id)}`],
    ["finished match", `${site}/ergebnisse/spiel/-/${encodeURIComponent(finished.id)}`],
    ["club", await canonical(`${site}/vereine/-/${encodeURIComponent(team.clubId)}`)],
    ["team", await canonical(`${site}/mannschaften/-/${encodeURIComponent(team.teamId)}`)],
    ["player", await canonical(`${site}/spieler/-/${encodeURIComponent(player.playerId)}`)],
    ["content page (Impressum)", `${site}/allgemein/impressum`],
  ];
}

/** One Lighthouse run, stopped with its whole process group (npx, Lighthouse, Chromium) when it passes the limit. */
function lighthouse(url, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--quiet",
        `--throttling-method=${THROTTLING}`,
        "--output=json",
        `--output-path=${output}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"], detached: true },
    );
    let hung = false;
    const limit = setTimeout(() => {
      hung = true;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, RUN_SECONDS * 1000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(limit);
      if (hung) return resolve(null);
      if (code !== 0) return reject(new Error(`lighthouse ${url}: exit ${code}`));
      const report = JSON.parse(readFileSync(output, "utf8"));
      const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audit("largest-contentful-paint"),
        tbtMs: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (process.env.SKIP_BUILD !== "1") buildProduct();
const stacks = await startStacks({ emptyPort: 3393, webPort: 3394, apiPort: 4394 });
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-lighthouse-"));
try {
  const pages = await findPages(stacks);
  // One warm-up request per page: the first visit renders and caches it, as on a live site.
  for (const [, url] of pages) await fetch(url);
  const steal = measureSteal();
  const rows = [];
  for (const [name, url] of pages) {
    const runs = [];
    let hung = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, path.join(work, "report.json"));
      if (result) runs.push(result);
      else hung += 1;
    }
    const of = (key) => (runs.length ? median(runs.map((result) => result[key])) : Number.NaN);
    rows.push({
      page: name,
      runs: runs.length,
      hung,
      performance: of("performance"),
      accessibility: of("accessibility"),
      bestPractices: of("bestPractices"),
      seo: of("seo"),
      lcpS: Number((of("lcpMs") / 1000).toFixed(2)),
      tbtMs: Math.round(of("tbtMs")),
      cls: Number(of("cls").toFixed(3)),
    });
  }
  // The goals are stated against the reference of the same run: within 5 points, TBT at most 150 ms and LCP at
  // most 0.5 s above it, CLS 0.
  const [reference] = rows;
  const signed = (value, unit, digits = 0) => `${value < 0 ? "−" : "+"}${Math.abs(value).toFixed(digits)} ${unit}`;
  const gap = (row) =>
    row === reference
      ? "reference"
      : `${signed(row.performance - reference.performance, "pts")}, TBT ${signed(row.tbtMs - reference.tbtMs, "ms")}, ` +
        `LCP ${signed(row.lcpS - reference.lcpS, "s", 2)}`;
  console.log(
    `Lighthouse ${LIGHTHOUSE}, mobile preset (throttling: ${THROTTLING}), median of ${RUNS} runs (limit ${RUN_SECONDS} s each); CPU steal during the runs: ${steal()} %`,
  );
  console.table(rows);
  console.log(
    "| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Against the reference | Hung |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpS} s | ${r.tbtMs} ms | ${r.cls} | ${gap(r)} | ${r.hung} of ${RUNS} |`,
    );
} finally {
  rmSync(work, { recursive: true, force: true });
  await stacks.stop();
}
