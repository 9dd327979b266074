// Shared pieces of the throughput benchmarks on the `full` preset: the PostgreSQL database, wrk runs with medians,
// the comparison with nginx serving the same bytes, and the CPU steal of the run.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Creates the benchmark database when it is missing; `npm start` then loads the `full` preset into it. */
export function ensureDatabase(databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const exists = execFileSync("psql", [admin.href, "-tAc", `select 1 from pg_database where datname = '${name}'`], {
    encoding: "utf8",
  }).trim();
  if (!exists) execFileSync("psql", [admin.href, "-c", `create database "${name}"`], { stdio: "inherit" });
}

export async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (
      await fetch(url)
        .then((r) => r.status < 500)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Runs of each measurement; the median is reported (a shared machine's neighbours make single runs jumpy). */
const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const toMs = (text) => Number.parseFloat(text) * ({ us: 0.001, ms: 1, s: 1000 }[/[a-z]+$/.exec(text)[0]] ?? 1);
const summarise = (runs) => ({
  rps: median(runs.map((result) => result.rps)),
  p99: `${median(runs.map((result) => toMs(result.p99))).toFixed(1)} ms`,
  non2xx: String(runs.reduce((sum, result) => sum + Number(result.non2xx), 0)),
});

/** wrk runs of `seconds` each, Lua scripts written under `work`. */
export function createWrk(work, seconds) {
  /**
   * wrk at 50 connections; with several paths a Lua script walks through them (each request another path). A
   * short run first warms the server up (JIT, prepared statements, pools) and is not counted; then ROUNDS runs.
   */
  function measure(baseUrl, paths, headers = {}) {
    run(baseUrl, paths, headers, Math.min(3, seconds));
    return summarise(Array.from({ length: ROUNDS }, () => run(baseUrl, paths, headers, seconds)));
  }

  /** A server against nginx serving the same bytes, run in turns so both meet the same machine; median ratio. */
  function compare(serverUrl, nginxUrl, paths, headers = {}) {
    run(serverUrl, paths, headers, Math.min(3, seconds));
    run(nginxUrl, paths, {}, Math.min(3, seconds));
    const pairs = Array.from({ length: ROUNDS }, () => [
      run(serverUrl, paths, headers, seconds),
      run(nginxUrl, paths, {}, seconds),
    ]);
    return {
      server: summarise(pairs.map(([server]) => server)),
      nginx: summarise(pairs.map(([, nginx]) => nginx)),
      ratio: Number(median(pairs.map(([server, nginx]) => server.rps / nginx.rps)).toFixed(3)),
    };
  }

  function run(baseUrl, paths, headers, duration) {
    const script = path.join(work, `paths-${Math.random().toString(36).slice(2)}.lua`);
    const headerLines = Object.entries(headers).map(([k, v]) => `wrk.headers["${k}"] = "${v}"`);
    writeFileSync(
      script,
      `${headerLines.join("\n")}\nlocal paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}\nlocal i = 0\n` +
        `request = function() i = i + 1; return wrk.format(nil, paths[(i % #paths) + 1]) end\n`,
    );
    const output = execFileSync(
      "wrk",
      ["-t1", "-c50", `-d${duration}s`, "--latency", "--timeout", "10s", "-s", script, baseUrl],
      { encoding: "utf8" },
    );
    const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? "0";
    return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]), p99: /99%\s+(\S+)/.exec(output)[1], non2xx };
  }

  return { measure, compare, run };
}

/** nginx (one worker, access log off) serving the given `location` blocks from `work`. */
export function nginxConfig(work, port, locations) {
  return `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${port}; ${locations.join(" ")} } }`;
}

/** CPU time taken by the hypervisor from this machine (steal), to tell a quiet run from a crowded one. */
export function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
}

export function stealPercent(start, end) {
  return (((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(1);
}
