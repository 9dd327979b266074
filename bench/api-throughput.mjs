#!/usr/bin/env node
// Throughput of the API (all production plugins on, logging at info to /dev/null) side by side with nginx
// serving the identical response bytes from files. Reports requests per second and the ratio; asserts nothing.
// Needs nginx and wrk (Debian packages). Usage: node bench/api-throughput.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.argv[2] ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-api-"));
const apiPort = 4900;
const nginxPort = 4901;
const targets = [
  { name: "/health", path: "/health", type: "application/json" },
  { name: "getSeasonsAndAssociations", path: "/rest/v1/public/getSeasonsAndAssociations", type: "application/json" },
];

if (!existsSync(path.join(root, "apps/api/dist/server.js")))
  execFileSync("npm", ["run", "build", "-w", "apps/api"], { cwd: root, stdio: "inherit" });
const api = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    API_PORT: String(apiPort),
    DEMO_PRESET: "small",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    RATE_LIMIT_PER_MINUTE: "100000000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let nginx;
try {
  for (
    let i = 0;
    i < 240 &&
    !(await fetch(`http://127.0.0.1:${apiPort}/health`)
      .then((r) => r.ok)
      .catch(() => false));
    i += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const locations = [];
  for (const [index, target] of targets.entries()) {
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${apiPort}${target.path}`)).arrayBuffer());
    const file = path.join(work, `body-${index}`);
    writeFileSync(file, body);
    target.bytes = body.length;
    locations.push(`location = ${target.path} { default_type ${target.type}; alias ${file}; }`);
  }
  writeFileSync(
    path.join(work, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${nginxPort}; ${locations.join(" ")} } }`,
  );
  nginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rate = (url) => {
    const output = execFileSync("wrk", ["-t1", "-c50", `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
    return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]), p99: /99%\s+(\S+)/.exec(output)[1] };
  };
  const rows = [];
  for (const target of targets) {
    const ours = rate(`http://127.0.0.1:${apiPort}${target.path}`);
    const theirs = rate(`http://127.0.0.1:${nginxPort}${target.path}`);
    rows.push({
      call: target.name,
      bytes: target.bytes,
      apiRps: Math.round(ours.rps),
      apiP99: ours.p99,
      nginxRps: Math.round(theirs.rps),
      nginxP99: theirs.p99,
      ratio: Number((ours.rps / theirs.rps).toFixed(3)),
    });
  }
  console.table(rows);
} finally {
  nginx?.kill("SIGTERM");
  api.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
