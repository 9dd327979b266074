#!/usr/bin/env node
// The production topology's smoke test (CI runs it): starts deploy/topology.mjs on a fresh PostgreSQL database with
// the small demo association, then checks through the cache what a Sunday needs: a page kept compressed with its copy's
// CSP nonce (an expired copy is served while the renewal queue renews it, and the renewed copy gets a new nonce), a
// public API answer kept, and a reporter's goal that reaches a reader's live stream at once and the cached match page
// within its lifetime. Exits non-zero on the first failure.
// Settings: SMOKE_DATABASE_URL (a server database to create and drop; default postgres://postgres@127.0.0.1:5432/
// spielfeld_smoke_<random>), REDIS_URL (optional), SMOKE_PORT (default 8380).
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServerClient, operationUrl } from "@spielfeld/api-client";
import { startTopology } from "./topology.mjs";

const REPORTER = "teamadmin@spielfeld.example";
const DEMO_PASSWORD = "Anstoss-2026!";
const port = Number(process.env.SMOKE_PORT ?? 8380);
const suffix = randomBytes(4).toString("hex");
const databaseUrl = process.env.SMOKE_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/spielfeld_smoke_${suffix}`;
const dataDir = path.join(os.tmpdir(), `spielfeld-smoke-${suffix}`);
const started = Date.now();

function step(message) {
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function dropDatabase() {
  if (process.env.SMOKE_DATABASE_URL) return;
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  spawnSync("psql", [url.href, "-qc", `drop database if exists "${name}" with (force)`], { stdio: "ignore" });
}

/** Reads a server-sent-events stream; `next(kind, test)` waits for a matching event. */
function openStream(url) {
  const controller = new AbortController();
  const events = [];
  const waiters = [];
  let isClosed = false;
  const done = (async () => {
    const response = await fetch(url, { headers: { accept: "text/event-stream" }, signal: controller.signal });
    check(response.status === 200, `live stream: ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const kind = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (kind && data) {
          const event = { kind, data: JSON.parse(data), at: Date.now() };
          events.push(event);
          for (const waiter of [...waiters]) waiter(event);
        }
        end = buffer.indexOf("\n\n");
      }
    }
  })().catch((error) => {
    if (!isClosed) process.stderr.write(`live stream ended: ${error.message}\n`);
  });
  return {
    events,
    next(kind, test, timeoutMs) {
      const found = events.find((event) => event.kind === kind && test(event.data));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${kind} event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push((event) => {
          if (event.kind === kind && test(event.data)) {
            clearTimeout(timer);
            resolve(event);
          }
        });
      });
    },
    close() {
      isClosed = true;
      controller.abort();
      return done;
    },
  };
}

const scoreOf = (html) => /data-live-score(?:="[^"]*")?>([^<]*)</.exec(html)?.[1]?.trim() ?? null;

let topology;
let stream;
let exitCode = 0;
try {
  step(`starting the topology (2 API, 2 website instances, nginx) on ${databaseUrl.replace(/\/\/[^@]*@/, "//")}`);
  topology = await startTopology({
    apiInstances: 2,
    webInstances: 2,
    port,
    apiBasePort: port + 100,
    webBasePort: port + 200,
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    dataDir,
    // The small demo (one Bezirk): the smoke checks the topology, not the data's size (bench/sunday.mjs does that on
    // `full`); loading the `demo` preset into the server took some 55 s of the smoke's 90.
    demoPreset: "small",
    // A fixed Saturday, as the browser tests pin theirs: the team admin's match still kicks off after the demo's
    // 15:45 whatever day the smoke runs (on a Sunday every match of the day has kicked off by then).
    demoDate: "2026-11-21",
    quiet: true,
  });
  const base = topology.url;
  step(`cache answers at ${base}`);

  // A page: rendered once, then kept compressed; the kept copy's nonce is in its policy and in its scripts.
  const readHome = async (headers = {}) => {
    const response = await fetch(`${base}/`, { headers });
    const html = await response.text();
    check(response.status === 200, `home page: ${response.status}`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    check(nonce, "home page: no nonce in the policy");
    check(html.includes(`nonce="${nonce}"`), "home page: the scripts do not carry the policy's nonce");
    return {
      cache: response.headers.get("x-cache-status"),
      encoding: response.headers.get("content-encoding"),
      nonce,
    };
  };
  const pages = [await readHome(), await readHome(), await readHome()];
  check(pages[2].cache === "HIT", `home page not kept by the cache (${pages.map((page) => page.cache).join(", ")})`);
  check(pages[2].encoding === "gzip", `home page not sent compressed (${pages[2].encoding})`);
  check(pages[1].nonce === pages[2].nonce, "home page: two answers of one kept copy differ in their nonce");
  // A client that takes no gzip gets the same copy unpacked by the cache.
  const plain = await readHome({ "accept-encoding": "identity" });
  check(plain.cache === "HIT" && plain.encoding === null, `home page for a client without gzip: ${plain.encoding}`);
  check(plain.nonce === pages[2].nonce, "home page: the unpacked copy has another nonce");
  step(`home page kept compressed (${pages.map((page) => page.cache).join(" → ")}), one nonce per kept copy`);

  // A public API answer, kept by the cache.
  const apiStates = [];
  for (let index = 0; index < 3; index += 1) {
    const response = await fetch(operationUrl("getSeasonsAndAssociations", {}, `${base}/rest`));
    check(response.status === 200, `getSeasonsAndAssociations: ${response.status}`);
    await response.arrayBuffer();
    apiStates.push(response.headers.get("x-cache-status"));
  }
  check(apiStates[2] === "HIT", `API answer not kept by the cache (${apiStates.join(", ")})`);
  step(`public API answer kept (${apiStates.join(" → ")})`);

  // The widget API, as a club's website calls it from another origin: no key, open to it, kept once for all origins.
  const { competitions: topLeagues } = await createServerClient({
    basePath: `${base}/rest`,
  }).competitions.getTopLeagues1();
  check(topLeagues.length > 0, "the demo has no top league");
  const widgetStates = [];
  const widgetPath = `${base}/api/service/widget/v1/competition/${encodeURIComponent(topLeagues[0].compoundId)}/table`;
  for (const origin of ["https://www.tsv-beispiel.example", "https://www.sc-beispiel.example", "https://x.example"]) {
    const response = await fetch(widgetPath, { headers: { origin, accept: "application/json" } });
    check(response.status === 200, `widget API table: ${response.status}`);
    check(response.headers.get("access-control-allow-origin") === "*", "widget API: not open to every origin");
    const body = await response.json();
    check(body.state === 0 && Array.isArray(body.data?.table), "widget API table: not in the envelope");
    widgetStates.push(response.headers.get("x-cache-status"));
  }
  check(widgetStates[2] === "HIT", `widget API answer not kept by the cache (${widgetStates.join(", ")})`);
  step(`widget API answer kept for every origin (${widgetStates.join(" → ")})`);

  // The reporter signs in (through the cache, with the generated client) and picks tonight's match.
  const visitor = createServerClient({ basePath: `${base}/rest` });
  const { accessToken } = await visitor.account.login({ username: REPORTER, password: DEMO_PASSWORD });
  const reporter = createServerClient({ basePath: `${base}/rest`, token: accessToken });
  const { matches } = await reporter.matches.getReportableMatches();
  const match = matches.find((candidate) => candidate.status === "scheduled");
  check(match, "the demo's team admin has no match to report");
  step(`reporting ${match.homeTeam} – ${match.guestTeam} (${match.matchId})`);

  // A reader's match page, kept before the kickoff, and a reader's live stream.
  const pagePath = `/ergebnisse/spiel/-/${encodeURIComponent(match.matchId)}`;
  const readPage = async () => {
    const response = await fetch(`${base}${pagePath}`);
    check(response.status === 200, `match page: ${response.status}`);
    return { html: await response.text(), cache: response.headers.get("x-cache-status") };
  };
  await readPage();
  const before = await readPage();
  check(before.cache === "HIT", `match page not kept by the cache (${before.cache})`);
  const scoreBefore = scoreOf(before.html);
  check(scoreBefore !== null, "match page: no score element");
  check(!/\d+:\d+/.test(scoreBefore), `match page shows a score before the kickoff: ${scoreBefore}`);
  stream = openStream(operationUrl("getLiveStream", { spiel: match.matchId }, `${base}/rest`));

  const entry = () => ({ spiel: match.matchId, "idempotency-key": randomUUID() });
  // The client refuses a private call without a token before sending it; the server's refusal is asked for directly.
  const anonymous = await fetch(operationUrl("recordMatchPhase", {}, `${base}/rest`), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...entry(), phase: "first_half" }),
  });
  check(anonymous.status === 401, `a write without a token: ${anonymous.status}`);

  await reporter.matches.recordMatchPhase({ ...entry(), phase: "first_half" });
  const goal = {
    answer: await reporter.matches.recordMatchGoal({ ...entry(), team: "home", kind: "goal" }),
    answeredAt: 0,
  };
  goal.answeredAt = Date.now();
  check(goal.answer.score?.home === 1, `goal not counted: ${JSON.stringify(goal.answer.score)}`);
  const event = await stream.next("match", (data) => data.homeGoals === 1 && data.guestGoals === 0, 10_000);
  step(`goal on the live stream ${Math.max(0, event.at - goal.answeredAt)} ms after the write was answered`);

  // The cached page catches up within its lifetime (served stale while one request renews it).
  let after = await readPage();
  while (scoreOf(after.html) !== "1:0") {
    check(Date.now() - goal.answeredAt < 75_000, `cached match page still shows "${scoreOf(after.html)}" after 75 s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    after = await readPage();
  }
  step(`cached match page shows 1:0 ${((Date.now() - goal.answeredAt) / 1000).toFixed(1)} s after the write`);

  // The home page's copy has outlived its 15 s by now: readers get it from the cache (expired: STALE) while the
  // renewal queue renews it, never from the website on their own request; the renewed copy has a nonce of its own.
  // The queue is stopped first: the topology starts it again, or no page would ever be renewed.
  const queue = topology.children.find(({ name, child }) => name === "renewer" && child.exitCode === null)?.child;
  check(queue, "no renewal queue is running");
  const restarted = new Promise((resolve) => queue.once("exit", () => setTimeout(resolve, 2000)));
  queue.kill("SIGKILL");
  await restarted;
  check(
    topology.children.some(({ name, child }) => name === "renewer" && child !== queue && child.exitCode === null),
    "the renewal queue was not started again after it stopped",
  );
  let renewed = await readHome();
  const renewalStarted = Date.now();
  const seen = [renewed.cache];
  while (renewed.nonce === pages[2].nonce) {
    check(Date.now() - renewalStarted < 30_000, "home page: the renewed copy keeps the old copy's nonce");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    renewed = await readHome();
    seen.push(renewed.cache);
  }
  check(
    seen.every((cache) => cache === "HIT" || cache === "STALE") && seen.includes("STALE"),
    `home page: a reader waited for the renewal (${seen.join(" → ")})`,
  );
  step(
    `renewal queue started again after it stopped; home page renewed off the readers' requests (${seen.join(" → ")}), with a new nonce`,
  );
  step("smoke test passed");
} catch (error) {
  exitCode = 1;
  process.stderr.write(`Smoke test failed: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await stream?.close();
  await topology?.stop();
  dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
