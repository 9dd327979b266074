#!/usr/bin/env node
// The Sunday replay: a Sunday afternoon of the `full` association against the production topology (deploy/), on
// one machine with everything else. Usage: node bench/sunday.mjs [--speedup 5] [--seconds 120] [--readers 5000]
//   [--cache afternoon|morning] [--keep-logs]
//
// - The data: the `full` preset played up to Sunday 2026-11-22, 12:30 (DEMO_TIME), so every match of that
//   afternoon (13:00 and 15:00) is still to be played; loaded once into a template database, copied for each run.
// - Writes: each 15:00 match is reported through the write calls as reporters would, from kickoff (a few minutes
//   late, as kickoffs are) with goals, cards, substitutions, ticker texts and half time, at the real rate sped up
//   by --speedup. The division managers report (their accounts are added for the run; tokens are signed with the
//   topology's key, as a sign-in would give them).
// - Readers: page views from wrk, one process per page type with its share of the connections, each drawing
//   addresses from a Zipf distribution (home, results, today's competitions and matches, their clubs and teams,
//   a long tail of players); API clients; --readers live streams (matches and competitions, Zipf), opened before.
// - Paced (--rate, page views a second offered, 2,400 by default): each connection waits between its requests so
//   that the page types together ask for that rate in their shares, as visitors do, whatever the cheap pages could
//   take; --rate 0 lets every connection ask as fast as it is answered (--connections of them), which measures
//   the most the mix can take but lets the cheapest page crowd out the rest.
// - The cache is warmed before the afternoon (--cache): "afternoon" (default) with every page and API answer the
//   readers will ask for except the long tail, "morning" with the 2,000 most asked-for of each type.
// - Measured after a warm-up that holds the kickoffs: page views per second, p50/p99 per page type (wrk, the
//   client's view) and overall (nginx's request times), errors, cache hit rate, write → SSE event, write → cached
//   page (a goal's match page, for the 60 most read matches and for the less read half, the latter looked at every
//   5 s rather than every second, as a rare reader would), CPU and memory per process, the renewal queue, steal;
//   beside nginx serving the same page's bytes from a file.
import { execFileSync, fork, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { importJWK, SignJWT } from "jose";
import { startTopology } from "../deploy/topology.mjs";
import { measureSteal } from "./lib/stack.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values } = parseArgs({
  options: {
    speedup: { type: "string", default: "5" },
    seconds: { type: "string", default: "120" },
    warmup: { type: "string", default: "150" },
    readers: { type: "string", default: "5000" },
    rate: { type: "string", default: "2400" },
    "api-rate": { type: "string", default: "200" },
    connections: { type: "string", default: "64" },
    "api-connections": { type: "string", default: "8" },
    api: { type: "string", default: "2" },
    web: { type: "string", default: "2" },
    workers: { type: "string", default: "2" },
    cache: { type: "string", default: "afternoon" },
    "keep-logs": { type: "boolean", default: false },
  },
});
const SPEEDUP = Number(values.speedup);
const MEASURED_S = Number(values.seconds);
const WARMUP_S = Number(values.warmup);
const READERS = Number(values.readers);
const PAGE_RATE = Number(values.rate);
const API_RATE = Number(values["api-rate"]);
const PAGE_CONNECTIONS = Number(values.connections);
const API_CONNECTIONS = Number(values["api-connections"]);
/**
 * What the cache holds when the afternoon starts: "afternoon", every page and API answer the afternoon's readers ask
 * for except the long tail, as the week's and the morning's visitors leave it (team, club and competition pages are
 * read all week, match pages before their kickoff); "morning", the 2,000 most-asked of each type only.
 */
const CACHE = values.cache;
if (!["afternoon", "morning"].includes(CACHE)) throw new Error(`--cache: "afternoon" or "morning", not ${CACHE}`);
/** Paced, each connection asks about this often (a slow answer holds it longer; more connections keep the rate). */
const PACED_REQUESTS_PER_CONNECTION = 4;

/** Connections and the wait between a connection's requests for a share of a paced rate, or unpaced. */
function pacing(rate, share, unpacedConnections) {
  if (rate <= 0) return { connections: Math.max(1, Math.round(unpacedConnections * share)), intervalMs: 0 };
  const typeRate = rate * share;
  const connections = Math.max(2, Math.round(typeRate / PACED_REQUESTS_PER_CONNECTION));
  return { connections, intervalMs: (connections / typeRate) * 1000 };
}
const DAY = "2026-11-22";
const PLAYED_UP_TO = "12:30";
/** Replay starts here (match time, Berlin): the 15:00 kickoffs fall into the warm-up. */
const REPLAY_FROM = berlin(DAY, "14:58");

const adminUrl = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_sunday");
const runDb = adminUrl.pathname.slice(1);
const templateDb = `${runDb}_template`;
adminUrl.pathname = "/postgres";
const databaseUrl = (name) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
};
const psql = (database, sql) =>
  execFileSync("psql", [databaseUrl(database), "-tAqc", sql], { encoding: "utf8", maxBuffer: 1 << 28 }).trim();

function berlin(date, time) {
  // Late November: Berlin is UTC+1.
  return new Date(`${date}T${time}:00+01:00`).getTime();
}

function log(message) {
  process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** A seeded generator, so two runs replay the same afternoon. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = createRandom(20261122);
const pick = (list) => list[Math.floor(random() * list.length)];
const poisson = (mean) => {
  let count = 0;
  let product = random();
  const limit = Math.exp(-mean);
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
};

/** `count` addresses drawn from `list` (most popular first) by a Zipf distribution with exponent `s`. */
function zipfSample(list, count, s = 1) {
  const weights = list.map((_, index) => 1 / (index + 1) ** s);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight / total;
    cumulative.push(sum);
  }
  return Array.from({ length: count }, () => {
    const target = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return list[low];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The database: the template once, a copy per run.

function prepareDatabase() {
  const hasTemplate = psql("postgres", `select 1 from pg_database where datname = '${templateDb}'`) === "1";
  const isLoaded =
    hasTemplate &&
    psql(templateDb, "select count(*) from information_schema.tables where table_name = 'dataset_info'") === "1" &&
    psql(templateDb, "select count(*) from dataset_info where key = 'demo'") === "1";
  if (!isLoaded) {
    log(`loading the full preset, played up to ${DAY} ${PLAYED_UP_TO}, into ${templateDb} (about 10 minutes)`);
    if (!hasTemplate) psql("postgres", `create database "${templateDb}"`);
    execFileSync("npm", ["run", "demo:load", "-w", "apps/api"], {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(templateDb),
        DEMO_PRESET: "full",
        DEMO_DATE: DAY,
        DEMO_TIME: PLAYED_UP_TO,
      },
    });
  }
  psql("postgres", `drop database if exists "${runDb}" with (force)`);
  psql("postgres", `create database "${runDb}" template "${templateDb}"`);
}

/** The afternoon's division managers get accounts (as they would have); returns email -> user id. */
function addReporters() {
  psql(
    runDb,
    `insert into users (email, password_hash, nickname, first_name, last_name, activated_at)
     select distinct on (lower(f.email)) f.email, 'bench-no-password', 'staffelleitung-' || f.id, 'Staffel', 'Leitung', now()
     from competitions c join functionaries f on f.id = c.division_manager_id
     where f.email is not null and not exists (select 1 from users u where lower(u.email) = lower(f.email))`,
  );
}

/** Today's matches, competitions, teams and clubs, most visited first (higher leagues first). */
function readAfternoon() {
  const rows = psql(
    runDb,
    `select json_agg(row_to_json(x) order by x."teamType", x.level, x.kickoff, x.id) from (
       select m.id, m.competition_id as "competitionId", c.name as "competitionName",
         coalesce(c.is_top_league, false) as "isTopLeague",
         to_char(m.kickoff_at at time zone 'Europe/Berlin', 'HH24:MI') as kickoff,
         coalesce(ll.team_type_id, 99) as "teamType", coalesce(ll.rank, 99) as level, u.id as "reporterId",
         th.id as "homeTeamId", th.name as "homeTeamName", tg.id as "guestTeamId", tg.name as "guestTeamName",
         ch.id as "homeClubId", ch.name as "homeClubName", cg.id as "guestClubId", cg.name as "guestClubName"
       from matches m
       join competitions c on c.id = m.competition_id
       left join league_levels ll on ll.id = c.league_level_id
       join functionaries f on f.id = c.division_manager_id
       join users u on lower(u.email) = lower(f.email)
       join team_seasons hs on hs.id = m.home_team_season_id join teams th on th.id = hs.team_id
       join team_seasons gs on gs.id = m.guest_team_season_id join teams tg on tg.id = gs.team_id
       join clubs ch on ch.id = th.club_id join clubs cg on cg.id = tg.club_id
       where (m.kickoff_at at time zone 'Europe/Berlin')::date = '${DAY}' and m.status = 'scheduled') x`,
  );
  return JSON.parse(rows || "[]");
}

/** The long tail: public player profiles, a page each that nobody else asks for this afternoon. */
function readTail() {
  const list = psql(
    runDb,
    `select json_agg(json_build_array(first_name, last_name, id)) from (select first_name, last_name, id
       from players tablesample system (5) where is_profile_public limit 20000) s`,
  );
  return JSON.parse(list || "[]").map(
    ([first, last, id]) => `/spieler/${toSlug(`${first} ${last}`)}/${encodeURIComponent(id)}`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The reporters' afternoon: every entry of every 15:00 match at its time.

function planMatch(match) {
  const kickoff = berlin(DAY, match.kickoff) + random() * 180_000;
  const entries = [];
  const at = (time, call, fields, expect) => entries.push({ time, call, fields, expect });
  const minuteAt = (halfStart, firstMinute, minute) => halfStart + (minute - firstMinute + random()) * 60_000;
  at(kickoff, "recordMatchPhase", { phase: "first_half" }, "first_half");
  const halftime = kickoff + (45 + 1 + random() * 3) * 60_000;
  const secondHalf = halftime + 15 * 60_000;
  const fullTime = secondHalf + (45 + 2 + random() * 4) * 60_000;
  for (const [start, first, last] of [
    [kickoff, 1, 45],
    [secondHalf, 46, 90],
  ]) {
    for (let count = poisson(1.55); count > 0; count -= 1) {
      const minute = Math.floor(first + random() * (last - first));
      const team = random() < 0.55 ? "home" : "guest";
      at(minuteAt(start, first, minute), "recordMatchGoal", { team, kind: "goal", minute: String(minute) }, "goal");
    }
    for (let count = poisson(1.8); count > 0; count -= 1) {
      const minute = Math.floor(first + random() * (last - first));
      at(minuteAt(start, first, minute), "card", { minute: String(minute) }, null);
    }
    for (let count = 3 + Math.floor(random() * 4); count > 0; count -= 1) {
      const minute = Math.floor(first + random() * (last - first));
      at(
        minuteAt(start, first, minute),
        "recordTickerText",
        { text: pick(TICKER_TEXTS), minute: String(minute) },
        null,
      );
    }
  }
  for (let count = 2 + Math.floor(random() * 4); count > 0; count -= 1) {
    const minute = 55 + Math.floor(random() * 30);
    at(minuteAt(secondHalf, 46, minute), "substitution", { minute: String(minute) }, null);
  }
  at(halftime, "recordMatchPhase", { phase: "halftime" }, "halftime");
  at(secondHalf, "recordMatchPhase", { phase: "second_half" }, "second_half");
  at(fullTime, "recordMatchPhase", { phase: "full_time" }, "full_time");
  entries.sort((a, b) => a.time - b.time);
  // Entries of one match keep their order: a goal's time never falls outside its half.
  return { match, entries };
}

const TICKER_TEXTS = [
  "Ecke von rechts, der Kopfball geht knapp vorbei.",
  "Freistoß aus 25 Metern, der Torwart hält sicher.",
  "Die Gäste stehen tief und lauern auf Konter.",
  "Großchance! Der Schuss klatscht an den Pfosten.",
  "Trinkpause, es ist ein intensives Spiel.",
  "Die Heimelf drückt, die Zuschauer sind laut.",
  "Ein Abseitstor wird zurückgepfiffen.",
  "Der Schiedsrichter lässt nach einem Zweikampf weiterspielen.",
];

/** Sends each match's entries in order at their (sped-up) time; records answers for the latencies. */
function startReporters({ base, plans, tokens, replayStartedAt, reporting, onGoal }) {
  const written = [];
  const failures = [];
  const toReal = (matchTime) => replayStartedAt + (matchTime - REPLAY_FROM) / SPEEDUP;
  let stopped = false;
  const runMatch = async ({ match, entries }) => {
    const players = reporting.get(match.id);
    const onPitch = { home: new Set(), guest: new Set() };
    const bench = { home: [], guest: [] };
    for (const side of ["home", "guest"]) {
      for (const player of players?.[side] ?? []) {
        if (player.isOnTeamSheet && !player.isSubstitute) onPitch[side].add(player.playerId);
        else if (player.isOnTeamSheet) bench[side].push(player.playerId);
      }
    }
    const booked = new Set();
    let score = { home: 0, guest: 0 };
    for (const entry of entries) {
      const due = toReal(entry.time);
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      if (stopped) return;
      let call = entry.call;
      const fields = { spiel: match.id, "idempotency-key": randomUUID(), ...entry.fields };
      if (call === "card" || call === "substitution") {
        const side = random() < 0.5 ? "home" : "guest";
        const candidates = [...onPitch[side]].filter((id) => !booked.has(id));
        if (candidates.length === 0 || (call === "substitution" && bench[side].length === 0)) continue;
        const player = pick(candidates);
        fields.team = side;
        if (call === "card") {
          call = "recordMatchCard";
          fields["player-id"] = player;
          fields.card = "yellow";
          booked.add(player);
        } else {
          call = "recordMatchSubstitution";
          const incoming = bench[side].shift();
          fields["player-out"] = player;
          fields["player-in"] = incoming;
          onPitch[side].delete(player);
          onPitch[side].add(incoming);
        }
      }
      const sentAt = Date.now();
      const response = await fetch(`${base}/rest/v1/private/${call}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${tokens.get(match.reporterId)}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      }).catch((error) => ({ ok: false, status: 0, text: async () => error.message }));
      const answeredAt = Date.now();
      if (!response.ok) {
        failures.push({
          call,
          status: response.status,
          message: (await response.text()).slice(0, 200),
          at: answeredAt,
        });
        continue;
      }
      const answer = await response.json();
      if (answer.score) score = answer.score;
      const record = {
        call,
        matchId: match.id,
        sentAt,
        answeredAt,
        state: `${match.id}|${score.home}:${score.guest}|${answer.timeState}`,
        changesState: entry.expect !== null,
      };
      written.push(record);
      if (call === "recordMatchGoal") onGoal(match, score, answeredAt);
    }
  };
  const done = Promise.all(plans.map(runMatch));
  return {
    written,
    failures,
    stop() {
      stopped = true;
    },
    done,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Readers: wrk per page type, the API's clients, the live streams.

function writeWrkScript(work, name, paths, headers, intervalMs = 0) {
  const file = path.join(work, `${name}.lua`);
  const lines = [
    ...Object.entries(headers).map(([key, value]) => `wrk.headers[${JSON.stringify(key)}] = ${JSON.stringify(value)}`),
    `local paths = {${paths.map((entry) => JSON.stringify(entry)).join(",")}}`,
    "local index = math.random(#paths)",
    "request = function() index = index % #paths + 1; return wrk.format(nil, paths[index]) end",
    // Paced: a wait before each request, spread around the interval so the connections do not ask in step.
    ...(intervalMs > 0
      ? [`delay = function() return math.floor(${intervalMs.toFixed(1)} * (0.5 + math.random())) end`]
      : []),
  ];
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

function startWrk(base, script, connections, seconds) {
  const child = spawn(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s", "-s", script, base],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve) => child.on("exit", () => resolve(parseWrk(output))));
  return { child, done };
}

function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? "");
  if (!match) return Number.NaN;
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]];
}

function parseWrk(output) {
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50: toMs(/\s50%\s+(\S+)/.exec(output)?.[1]),
    p99: toMs(/\s99%\s+(\S+)/.exec(output)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
    socketErrors: errors ? errors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Processes: CPU and memory.

function processTable() {
  const table = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      table.push({
        pid: Number(entry),
        comm,
        ppid: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
        rssKb,
      });
    } catch {}
  }
  return table;
}

function groupProcesses(table, topology, extra) {
  const groups = new Map();
  const add = (name, processEntry) => {
    const group = groups.get(name) ?? { ticks: 0, rssKb: 0, count: 0 };
    group.ticks += processEntry.cpuTicks;
    group.rssKb += processEntry.rssKb;
    group.count += 1;
    groups.set(name, group);
  };
  const named = new Map();
  for (const { name, child } of topology.children) named.set(child.pid, name.replace(/ :\d+$/, ""));
  for (const [pid, name] of extra) named.set(pid, name);
  for (const entry of table) {
    if (named.has(entry.pid)) add(named.get(entry.pid), entry);
    else if (named.get(entry.ppid) === "nginx") add("nginx", entry);
    else if (entry.comm === "postgres") add("PostgreSQL", entry);
    else if (entry.comm === "redis-server") add("Redis", entry);
    else if (entry.comm === "wrk") add("wrk (load)", entry);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  for (const command of ["nginx", "wrk", "psql"]) {
    if (spawnSync("sh", ["-c", `command -v ${command}`]).status !== 0) throw new Error(`${command} is missing`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-sunday-"));
  // nginx's workers (www-data when started as root) reach their cache under it.
  chmodSync(work, 0o755);
  const dataDir = path.join(work, "data");
  const accessLog = path.join(work, "access.log");
  prepareDatabase();
  addReporters();
  const afternoon = readAfternoon();
  const playing = afternoon.filter((match) => match.kickoff === "15:00");
  log(`${afternoon.length} matches this afternoon, ${playing.length} at 15:00`);

  log("starting the topology");
  const topology = await startTopology({
    apiInstances: Number(values.api),
    webInstances: Number(values.web),
    nginxWorkers: Number(values.workers),
    port: 8480,
    apiBasePort: 8580,
    webBasePort: 8680,
    databaseUrl: databaseUrl(runDb),
    redisUrl: process.env.REDIS_URL,
    dataDir,
    demoPreset: "full",
    accessLog,
    quiet: true,
    env: {
      LOG_LEVEL: "warn",
      // Every reader of the replay comes from 127.0.0.1: the per-address limits would stop them; the production
      // limits apply per visitor address.
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_CLIENT_KEY_PER_MINUTE: "100000000",
      // The same for the live streams: thousands of readers share the one address.
      LIVE_STREAMS_PER_CLIENT: "100000",
      LIVE_STREAMS_PER_INSTANCE: "100000",
      MAIL_POLL_MS: "0",
    },
  });
  const base = topology.url;
  const topologyPids = new Map();
  try {
    const key = JSON.parse(readFileSync(path.join(dataDir, "keys/jwt-signing-key.json"), "utf8"));
    const privateKey = await importJWK(key.privateJwk, key.privateJwk.alg);
    const tokens = new Map();
    for (const reporterId of new Set(afternoon.map((match) => match.reporterId))) {
      tokens.set(
        reporterId,
        await new SignJWT({})
          .setProtectedHeader({ alg: key.privateJwk.alg, kid: key.publicJwk.kid })
          .setSubject(reporterId)
          .setIssuer("spielfeld")
          .setAudience("spielfeld-api")
          .setIssuedAt()
          .setExpirationTime("3h")
          .sign(privateKey),
      );
    }

    // The team sheets, as the reporter's page reads them.
    log("reading the team sheets of the 15:00 matches");
    const reporting = new Map();
    const queue = [...playing];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let match = queue.shift(); match; match = queue.shift()) {
          const response = await fetch(`${base}/rest/v1/private/getMatchReporting/spiel/${match.id}`, {
            headers: { authorization: `Bearer ${tokens.get(match.reporterId)}` },
          });
          if (!response.ok) continue;
          const answer = await response.json();
          reporting.set(match.id, { home: answer.homeTeam.players, guest: answer.guestTeam.players });
        }
      }),
    );

    // The page universe, most visited first.
    const competitions = [...new Map(afternoon.map((match) => [match.competitionId, match])).values()];
    const competitionPath = (match) =>
      match.isTopLeague
        ? `/ergebnisse/wettbewerb/${toSlug(match.competitionName)}/${encodeURIComponent(match.competitionId)}`
        : `/ergebnisse/wettbewerb/-/${encodeURIComponent(match.competitionId)}`;
    const teams = [];
    const clubs = [];
    for (const match of afternoon) {
      teams.push(`/mannschaften/${toSlug(match.homeTeamName)}/${match.homeTeamId}`);
      teams.push(`/mannschaften/${toSlug(match.guestTeamName)}/${match.guestTeamId}`);
      clubs.push(`/vereine/${toSlug(match.homeClubName)}/${match.homeClubId}`);
      clubs.push(`/vereine/${toSlug(match.guestClubName)}/${match.guestClubId}`);
    }
    const teamAndClubPages = [...new Set(teams.flatMap((team, index) => [team, clubs[index]]))];
    const tail = readTail();
    const sample = 20_000;
    const pageTypes = [
      { name: "home", share: 0.15, paths: ["/"] },
      { name: "results", share: 0.05, paths: ["/ergebnisse"] },
      { name: "competition", share: 0.25, paths: zipfSample(competitions.map(competitionPath), sample) },
      {
        name: "match",
        share: 0.3,
        paths: zipfSample(
          playing.map((m) => `/ergebnisse/spiel/-/${m.id}`),
          sample,
        ),
      },
      { name: "club/team", share: 0.17, paths: zipfSample(teamAndClubPages, sample) },
      { name: "long tail", share: 0.08, paths: tail.sort(() => random() - 0.5).slice(0, sample) },
    ];
    const browserHeaders = { "Accept-Encoding": "gzip, deflate, br", Accept: "text/html" };
    const apiPaths = [
      ...zipfSample(
        playing.map((m) => `/rest/v1/protected/getMatchById1/spiel/${m.id}`),
        sample / 2,
      ),
      ...zipfSample(
        competitions.map((m) => `/rest/v1/protected/getAmateurTable/staffel/${m.competitionId}`),
        sample / 2,
      ),
    ].sort(() => random() - 0.5);

    // The reference: nginx serving one kept competition page's bytes from a file, as a browser asks for it: kept
    // compressed, as the cache keeps pages.
    const reference = await measureReference(work, base, competitionPath(competitions[0]), browserHeaders, {
      isKeptCompressed: true,
    });
    log(`reference: nginx serves the same page's bytes at ${reference.rps} req/s (p99 ${reference.p99} ms)`);
    // A kept API answer through the cache, beside nginx serving its bytes from a file (before the load starts).
    const apiHeaders = { "x-api-key": topology.clientKey, "Accept-Encoding": "gzip" };
    const apiRead = "/rest/v1/public/getSeasonsAndAssociations";
    await fetch(`${base}${apiRead}`, { headers: apiHeaders }).then((response) => response.arrayBuffer());
    const apiThroughCache = await startWrk(
      base,
      writeWrkScript(work, "api-read", [apiRead], apiHeaders),
      PAGE_CONNECTIONS,
      10,
    ).done;
    const apiReference = await measureReference(work, base, apiRead, apiHeaders, { contentType: "application/json" });
    const cachedApiRead = {
      throughCache: { rps: Math.round(apiThroughCache.rps), p99: apiThroughCache.p99 },
      reference: apiReference,
      ratio: Math.round((apiThroughCache.rps / apiReference.rps) * 1000) / 1000,
    };
    log(
      `a kept API answer through the cache: ${cachedApiRead.throughCache.rps} req/s beside ${apiReference.rps} from a file (${cachedApiRead.ratio})`,
    );

    // Warm the cache (--cache): the long tail stays unread, each of its pages a first render in the window.
    const warmCount = CACHE === "afternoon" ? Number.POSITIVE_INFINITY : 2000;
    const warm = [
      ...new Set([
        ...pageTypes.slice(0, 5).flatMap((type) => type.paths.slice(0, warmCount)),
        ...apiPaths.slice(0, warmCount),
      ]),
    ];
    const warmTotal = warm.length;
    const warmStartedAt = Date.now();
    log(`warming the cache (--cache ${CACHE}): ${warmTotal} addresses`);
    const warmProgress = setInterval(() => log(`warming: ${warmTotal - warm.length} of ${warmTotal} asked`), 60_000);
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = warm.shift(); next; next = warm.shift()) {
          await fetch(`${base}${next}`, {
            headers: next.startsWith("/rest") ? { "x-api-key": topology.clientKey } : {},
          })
            .then((response) => response.arrayBuffer())
            .catch(() => null);
        }
      }),
    );
    clearInterval(warmProgress);
    const warmSeconds = Math.round((Date.now() - warmStartedAt) / 1000);
    log(`warmed ${warmTotal} addresses in ${warmSeconds} s`);

    // Live readers: match pages and competition pages of the afternoon, opened before the kickoffs.
    const sse = fork(path.join(root, "bench/lib/sse-readers.mjs"), [], { stdio: "inherit" });
    topologyPids.set(sse.pid, "live readers (load)");
    topologyPids.set(process.pid, "reporters and probes (load)");
    const streams = [
      ...zipfSample(
        playing.map((m) => `/rest/v1/public/getLiveStream?spiel=${m.id}`),
        Math.round(READERS * 0.6),
      ),
      ...zipfSample(
        competitions.map((m) => `/rest/v1/public/getLiveStream?staffel=${m.competitionId}`),
        READERS - Math.round(READERS * 0.6),
      ),
    ];
    sse.send({ base, streams, perSecond: 1000 });
    const ask = (message) =>
      new Promise((resolve) => {
        sse.once("message", resolve);
        sse.send(message);
      });
    for (let waited = 0; waited < 60; waited += 1) {
      const status = await ask("status");
      if (status.open + status.failed >= READERS) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const sseStatus = await ask("status");
    log(`${sseStatus.open} live readers connected (${sseStatus.failed} failed)`);

    // The afternoon starts: reporters from 14:58, the measured window after the warm-up.
    const plans = playing.map(planMatch);
    const replayStartedAt = Date.now();
    const goalProbes = [];
    const probeTargets = new Set(playing.slice(0, 60).map((match) => match.id));
    // The less read half of the matches: their kept pages wait longest for a renewal (deploy/renewer.mjs).
    const rareTargets = new Set(playing.slice(Math.floor(playing.length / 2)).map((match) => match.id));
    const rareProbes = [];
    let measuring = false;
    const reporters = startReporters({
      base,
      plans,
      tokens,
      replayStartedAt,
      reporting,
      onGoal: (match, score, answeredAt) => {
        if (!measuring) return;
        if (probeTargets.has(match.id) && goalProbes.length < 12) {
          goalProbes.push(probePage(base, match.id, score, answeredAt));
        } else if (rareTargets.has(match.id) && rareProbes.length < 6) {
          rareProbes.push(probePage(base, match.id, score, answeredAt, 5000));
        }
      },
    });
    log(`replaying from 14:58 at ${SPEEDUP}× (warm-up ${WARMUP_S} s, then ${MEASURED_S} s measured)`);
    await new Promise((resolve) => setTimeout(resolve, WARMUP_S * 1000));
    const warmupWrites = reporters.written.length;

    // Measured window.
    measuring = true;
    const windowStart = Date.now();
    const failuresBefore = reporters.failures.length;
    const steal = measureSteal();
    const before = processTable();
    const wrks = pageTypes.map((type) => {
      const { connections, intervalMs } = pacing(PAGE_RATE, type.share, PAGE_CONNECTIONS);
      const script = writeWrkScript(work, type.name.replace(/\W+/g, "-"), type.paths, browserHeaders, intervalMs);
      return { type, connections, run: startWrk(base, script, connections, MEASURED_S) };
    });
    const apiPacing = pacing(API_RATE, 1, API_CONNECTIONS);
    const apiScript = writeWrkScript(
      work,
      "api",
      apiPaths,
      { "x-api-key": topology.clientKey, "Accept-Encoding": "gzip" },
      apiPacing.intervalMs,
    );
    const apiRun = startWrk(base, apiScript, apiPacing.connections, MEASURED_S);
    await new Promise((resolve) => setTimeout(resolve, (MEASURED_S - 5) * 1000));
    const during = processTable();
    const results = await Promise.all(wrks.map((entry) => entry.run.done));
    const apiResult = await apiRun.done;
    const windowEnd = Date.now();
    const after = processTable();
    const stealPercent = steal();
    const writesInWindow = reporters.written.filter(
      (entry) => entry.answeredAt >= windowStart && entry.answeredAt <= windowEnd,
    );
    const failuresInWindow = reporters.failures.slice(failuresBefore);
    const probes = await Promise.all(goalProbes);
    const rare = await Promise.all(rareProbes);
    reporters.stop();
    const seen = new Map((await ask("report")).firstSeen);
    sse.kill();

    // Write -> live event: every state-changing write of the window, as the live readers saw it.
    const sseLatencies = [];
    let unseen = 0;
    for (const entry of writesInWindow) {
      if (!entry.changesState) continue;
      const arrived = seen.get(entry.state);
      if (arrived === undefined) unseen += 1;
      else sseLatencies.push(Math.max(0, arrived - entry.answeredAt));
    }
    const writeLatencies = writesInWindow.map((entry) => entry.answeredAt - entry.sentAt);

    // nginx's own times per request of the window.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const logged = readFileSync(accessLog, "utf8")
      .split("\n")
      .map((line) => line.split(" "))
      .filter(
        (fields) =>
          fields.length >= 6 && Number(fields[0]) * 1000 >= windowStart && Number(fields[0]) * 1000 <= windowEnd,
      );
    const pageLines = logged.filter((fields) => !fields[5].startsWith("/rest/") && !fields[5].startsWith("/_next/"));
    const apiLines = logged.filter((fields) => fields[5].startsWith("/rest/v1/protected/"));
    const cacheShare = (lines) => {
      const counts = {};
      for (const fields of lines) counts[fields[2]] = (counts[fields[2]] ?? 0) + 1;
      const hits = (counts.HIT ?? 0) + (counts.STALE ?? 0) + (counts.UPDATING ?? 0);
      return { hitRate: lines.length ? hits / lines.length : 0, counts };
    };
    const pageTimes = pageLines.map((fields) => Number(fields[1]) * 1000);
    const errors5xx = logged.filter((fields) => fields[3].startsWith("5")).length;

    const groups = groupProcesses(after, topology, topologyPids);
    const groupsBefore = groupProcesses(before, topology, topologyPids);
    const groupsDuring = groupProcesses(during, topology, topologyPids);
    const ticksPerSecond = 100;
    const seconds = (windowEnd - windowStart) / 1000;

    const pageViews = results.reduce((sum, result) => sum + result.requests, 0);
    const report = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
      stealPercent,
      settings: {
        speedup: SPEEDUP,
        measuredSeconds: seconds,
        readers: READERS,
        pageRate: PAGE_RATE,
        apiRate: API_RATE,
        pageConnections: PAGE_CONNECTIONS,
        apiConnections: API_CONNECTIONS,
        apiInstances: Number(values.api),
        webInstances: Number(values.web),
        nginxWorkers: Number(values.workers),
        redis: Boolean(process.env.REDIS_URL),
        cache: CACHE,
      },
      warmed: { addresses: warmTotal, seconds: warmSeconds },
      reference,
      cachedApiRead,
      pageViewsPerSecond: Math.round(pageViews / seconds),
      pages: {
        p50: percentile(pageTimes, 50),
        p99: percentile(pageTimes, 99),
        errors: results.reduce((sum, result) => sum + result.non2xx + result.socketErrors, 0),
        cache: cacheShare(pageLines),
      },
      perType: Object.fromEntries(
        wrks.map((entry, index) => [
          entry.type.name,
          {
            connections: entry.connections,
            rps: results[index].rps,
            p50: results[index].p50,
            p99: results[index].p99,
            errors: results[index].non2xx + results[index].socketErrors,
          },
        ]),
      ),
      api: { ...apiResult, cache: cacheShare(apiLines) },
      server5xx: errors5xx,
      writes: {
        warmup: warmupWrites,
        inWindow: writesInWindow.length,
        perSecond: Number((writesInWindow.length / seconds).toFixed(1)),
        refused: failuresInWindow.length,
        refusals: failuresInWindow.slice(0, 5),
        answered: {
          p50: percentile(writeLatencies, 50),
          p95: percentile(writeLatencies, 95),
          p99: percentile(writeLatencies, 99),
        },
      },
      writeToSse: {
        measured: sseLatencies.length,
        unseen,
        p50: percentile(sseLatencies, 50),
        p95: percentile(sseLatencies, 95),
        max: Math.max(0, ...sseLatencies),
      },
      writeToCachedPage: {
        probes: probes.length,
        seconds: probes.map((probe) => probe.seconds),
        max: Math.max(0, ...probes.map((probe) => probe.seconds ?? Number.POSITIVE_INFINITY)),
        lessRead: {
          probes: rare.length,
          seconds: rare.map((probe) => probe.seconds),
          max: Math.max(0, ...rare.map((probe) => probe.seconds ?? Number.POSITIVE_INFINITY)),
        },
      },
      liveReaders: { connected: sseStatus.open, failed: sseStatus.failed },
      renewals: lastRenewalReport(path.join(dataDir, "logs/renewer.log")),
      processes: Object.fromEntries(
        [...groups.entries()].map(([name, group]) => [
          name,
          {
            count: group.count,
            cores: Number(((group.ticks - (groupsBefore.get(name)?.ticks ?? 0)) / ticksPerSecond / seconds).toFixed(2)),
            rssMb: Math.round((groupsDuring.get(name)?.rssKb ?? group.rssKb) / 1024),
          },
        ]),
      ),
    };
    const out = path.join(root, "bench/.out");
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "sunday.json"), `${JSON.stringify(report, null, 2)}\n`);
    printReport(report);
    if (reporters.failures.length > 0) {
      log(`refused writes (all): ${reporters.failures.length}; first: ${JSON.stringify(reporters.failures[0])}`);
    }
  } finally {
    await topology.stop();
    psql("postgres", `drop database if exists "${runDb}" with (force)`);
    if (values["keep-logs"]) log(`the topology's logs stay in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** The renewal queue's last report (deploy/renewer.mjs writes its counts every minute), or null. */
function lastRenewalReport(file) {
  try {
    const lines = readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.startsWith('{"renewals"'));
    return lines.length > 0 ? JSON.parse(lines.at(-1)).renewals : null;
  } catch {
    return null;
  }
}

/**
 * Polls a match page through the cache every `everyMs` until it shows the goal's score; seconds from the write's
 * answer.
 */
async function probePage(base, matchId, score, answeredAt, everyMs = 1000) {
  const expected = score.home + score.guest;
  while (Date.now() - answeredAt < 120_000) {
    const html = await fetch(`${base}/ergebnisse/spiel/-/${matchId}`)
      .then((response) => response.text())
      .catch(() => "");
    const shown = /data-live-score(?:="[^"]*")?>(\d+):(\d+)</.exec(html);
    if (shown && Number(shown[1]) + Number(shown[2]) >= expected) {
      return { matchId, seconds: Number(((Date.now() - answeredAt) / 1000).toFixed(1)) };
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { matchId, seconds: null };
}

/**
 * nginx serving the bytes of one kept page from a file, compressed as the topology sends it (pages kept compressed,
 * the website's level 6; API answers compressed per answer at level 1), at the same load.
 */
async function measureReference(
  work,
  base,
  pagePath,
  headers,
  { contentType = "text/html", isKeptCompressed = false } = {},
) {
  const bytes = Buffer.from(await (await fetch(`${base}${pagePath}`, { headers })).arrayBuffer());
  const directory = path.join(work, "reference");
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, "page.html"), bytes);
  if (isKeptCompressed) writeFileSync(path.join(directory, "page.html.gz"), gzipSync(bytes, { level: 6 }));
  const config = path.join(directory, "nginx.conf");
  writeFileSync(
    config,
    `worker_processes ${Number(values.workers)}; daemon off; pid ${directory}/nginx.pid; error_log ${directory}/error.log;
events { worker_connections 4096; }
http { access_log off; gzip on; gzip_comp_level 1; gzip_types application/json; gzip_min_length 512;
  gzip_static ${isKeptCompressed ? "on" : "off"};
  types { }
  client_body_temp_path ${directory}; proxy_temp_path ${directory}; fastcgi_temp_path ${directory};
  uwsgi_temp_path ${directory}; scgi_temp_path ${directory};
  server { listen 127.0.0.1:8479; location / { default_type ${contentType}; root ${directory}; } } }`,
  );
  const nginx = spawn("nginx", ["-p", directory, "-c", config], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    // The same answer as the cache gives a browser: 200, compressed on the way out.
    const check = await fetch("http://127.0.0.1:8479/page.html", { headers });
    await check.arrayBuffer();
    const compressed = check.headers.get("content-encoding") === "gzip";
    if (check.status !== 200 || (bytes.length >= 512 && !compressed)) {
      throw new Error(`the reference answers ${check.status} (${check.headers.get("content-encoding") ?? "plain"})`);
    }
    const script = writeWrkScript(work, "reference", ["/page.html"], headers);
    const run = startWrk("http://127.0.0.1:8479", script, PAGE_CONNECTIONS, 10);
    const result = await run.done;
    if (result.non2xx > 0 || result.socketErrors > 0) throw new Error("the reference answered with errors");
    return { rps: Math.round(result.rps), p99: result.p99, bytes: bytes.length };
  } finally {
    const stopped = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGTERM");
    await stopped;
  }
}

function printReport(report) {
  const ms = (value) => (value === null || Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);
  const lines = [
    "",
    `Sunday replay, ${report.settings.measuredSeconds.toFixed(0)} s measured at ${report.settings.speedup}× (steal ${report.stealPercent} %)`,
    `  page views: ${report.pageViewsPerSecond}/s (${report.settings.pageRate > 0 ? `${report.settings.pageRate}/s offered` : "as fast as answered"}), p50 ${ms(report.pages.p50)}, p99 ${ms(report.pages.p99)} (nginx's times), errors ${report.pages.errors}, 5xx ${report.server5xx}`,
    `  cache: pages ${(report.pages.cache.hitRate * 100).toFixed(1)} % kept ${JSON.stringify(report.pages.cache.counts)}; warmed (--cache ${report.settings.cache}) with ${report.warmed.addresses} addresses in ${report.warmed.seconds} s`,
    ...Object.entries(report.perType).map(
      ([name, type]) =>
        `    ${name.padEnd(12)} ${String(Math.round(type.rps)).padStart(6)}/s  p50 ${ms(type.p50).padStart(7)}  p99 ${ms(type.p99).padStart(7)}  errors ${type.errors}  (${type.connections} connections)`,
    ),
    `  API clients: ${Math.round(report.api.rps)}/s, p50 ${ms(report.api.p50)}, p99 ${ms(report.api.p99)}, errors ${report.api.non2xx + report.api.socketErrors}, kept ${(report.api.cache.hitRate * 100).toFixed(1)} %`,
    `  writes: ${report.writes.perSecond}/s (${report.writes.inWindow} in the window, ${report.writes.refused} refused), answered p50 ${ms(report.writes.answered.p50)}, p99 ${ms(report.writes.answered.p99)}`,
    `  write → live event: p50 ${ms(report.writeToSse.p50)}, p95 ${ms(report.writeToSse.p95)}, max ${ms(report.writeToSse.max)} (${report.writeToSse.measured} writes, ${report.writeToSse.unseen} not seen)`,
    `  write → cached page: ${report.writeToCachedPage.seconds.map((s) => (s === null ? "never" : `${s} s`)).join(", ")}`,
    `    the less read half of the matches: ${report.writeToCachedPage.lessRead.seconds.map((s) => (s === null ? "not within 120 s" : `${s} s`)).join(", ") || "no goal in the window"}`,
    `  renewal queue (its last report of the minute): ${report.renewals ? `${report.renewals.renewed} renewed, ${report.renewals.pending} copies waiting, ${report.renewals.notices} notices, ${report.renewals.failed} failed` : "no report"}`,
    `  live readers: ${report.liveReaders.connected} connected, ${report.liveReaders.failed} failed`,
    `  reference: nginx serving the same page bytes from a file: ${report.reference.rps}/s, p99 ${ms(report.reference.p99)}`,
    `  a kept API answer through the cache (before the load): ${report.cachedApiRead.throughCache.rps}/s beside ${report.cachedApiRead.reference.rps}/s from a file: ${report.cachedApiRead.ratio}`,
    "  processes (cores used in the window, memory):",
    ...Object.entries(report.processes).map(
      ([name, group]) =>
        `    ${name.padEnd(28)} ${String(group.cores).padStart(5)} cores  ${String(group.rssMb).padStart(6)} MB  (${group.count})`,
    ),
    "",
  ];
  process.stdout.write(lines.join("\n"));
}

if (!existsSync(path.join(root, "packages/football/dist/index.js"))) {
  execFileSync("npm", ["run", "build", "-w", "packages/football"], { cwd: root, stdio: "inherit" });
}
const { toSlug } = await import("../packages/football/dist/index.js");
await main().catch((error) => {
  process.stderr.write(`Sunday replay failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
// Reporters still waiting for their next entry of the afternoon hold timers: the replay is over, so is the process.
process.exit();
