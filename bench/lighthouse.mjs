#!/usr/bin/env node
// Lighthouse (mobile preset: Moto G class device, simulated slow 4G and 4x CPU slowdown) against the production
// build on this machine: home, finder, a competition, a running and a finished match, beside an empty App Router
// page built with the same Next.js in the same run. Median of RUNS runs per page; reports figures, asserts nothing.
// Usage: node bench/lighthouse.mjs [runs=5]
//
// Lighthouse 12.8 is the newest release that runs on Node 20 (13 needs Node 22). It is fetched on demand by npx
// rather than installed with the project: only this benchmark uses it, and it is large.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildProduct, measureSteal, startStacks } from "./lib/stack.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const RUNS = Number(process.argv[2] ?? 5);
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

async function getJson(stacks, pathname) {
  const response = await fetch(`${stacks.api}${pathname}`, { headers: { "x-api-key": stacks.clientKey() } });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.json();
}

/** The measured pages, found in the running demo association. */
async function findPages(stacks) {
  const general = await getJson(stacks, "/v1/public/getSeasonsAndAssociations");
  const { competitions } = await getJson(
    stacks,
    `/v1/public/getCompetitionsByAssociation/saison/${general.currentSeason.id}/mandant/${general.defaultAssociationId}`,
  );
  const league = competitions.find((c) => !c.isTopLeague && c.hasTable && !c.isRoundBased);
  let live = null;
  let finished = null;
  for (const competition of competitions) {
    const { matches } = await getJson(
      stacks,
      `/v1/protected/getMatchesForLeaguesAll/staffel/${encodeURIComponent(competition.compoundId)}`,
    );
    const played = matches.filter((m) => m.homeTeam && m.guestTeam);
    live ??= played.find((m) => m.matchStatus === "live");
    finished ??= played.find((m) => m.matchStatus === "finished" && /^\d+:\d+$/.test(m.result.text));
    if (live && finished) break;
  }
  return [
    ["empty App Router page (reference)", `${stacks.empty}/`],
    ["home `/`", `${stacks.site}/`],
    ["finder `/ergebnisse`", `${stacks.site}/ergebnisse`],
    [
      "competition (table and matchday)",
      `${stacks.site}/ergebnisse/wettbewerb/-/${encodeURIComponent(league.compoundId)}`,
    ],
    ["running match", `${stacks.site}/ergebnisse/spiel/-/${live.id}`],
    ["finished match", `${stacks.site}/ergebnisse/spiel/-/${finished.id}`],
  ];
}

function lighthouse(url, output) {
  execFileSync(
    "npx",
    [
      "-y",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

buildProduct();
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
    for (let run = 0; run < RUNS; run += 1) runs.push(lighthouse(url, path.join(work, "report.json")));
    const of = (key) => median(runs.map((result) => result[key]));
    rows.push({
      page: name,
      performance: of("performance"),
      accessibility: of("accessibility"),
      bestPractices: of("bestPractices"),
      seo: of("seo"),
      lcpS: Number((of("lcpMs") / 1000).toFixed(2)),
      tbtMs: Math.round(of("tbtMs")),
      cls: Number(of("cls").toFixed(3)),
    });
  }
  console.log(
    `Lighthouse ${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs; CPU steal during the runs: ${steal()} %`,
  );
  console.table(rows);
  console.log("| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpS} s | ${r.tbtMs} ms | ${r.cls} |`,
    );
} finally {
  rmSync(work, { recursive: true, force: true });
  await stacks.stop();
}
