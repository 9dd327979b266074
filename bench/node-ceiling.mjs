#!/usr/bin/env node
// The ceiling of any Node.js server on this machine: a bare `node:http` server (no framework, no plugins)
// answering fixed bytes from memory, next to nginx serving the same bytes from a file, with the same wrk load.
// It puts the API's ratios to nginx in proportion. A third case answers a body of a cached public answer's size with
// the headers the API's fast path sends (security headers, caching, CORS, rate limit, a request id): what writing
// those headers costs Node.js alone, without any work behind them. Reports figures, asserts nothing. Needs nginx
// and wrk.
// Usage: node bench/node-ceiling.mjs [seconds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const seconds = Number(process.argv[2] ?? 10);
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-ceiling-"));
const bodies = {
  small: Buffer.from('{"status":"ok"}'),
  table: Buffer.alloc(11_629, "x"),
  "api-headers": Buffer.alloc(1_256, "x"),
};

function measure(url) {
  const output = execFileSync("wrk", ["-t1", "-c50", `-d${seconds}s`, "--latency", url], { encoding: "utf8" });
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]), p99: /99%\s+(\S+)/.exec(output)[1] };
}

const locations = Object.keys(bodies).map((name) => {
  writeFileSync(path.join(work, name), bodies[name]);
  return `location = /${name} { default_type application/json; alias ${work}/${name}; }`;
});
writeFileSync(
  path.join(work, "nginx.conf"),
  `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:4921; ${locations.join(" ")} } }`,
);
const nginx = spawn("nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "inherit" });
// In a child process, so that wrk's load and the server do not share one event loop with this script.
const server = spawn(
  process.execPath,
  [
    "-e",
    `const http=require("node:http");const {randomUUID}=require("node:crypto");
     const b={"/small":Buffer.from('{"status":"ok"}'),"/table":Buffer.alloc(11629,"x"),"/api-headers":Buffer.alloc(1256,"x")};
     // As a fast answer of getSeasonsAndAssociations carried them on 2026-12-03 (curl -D).
     const h={"content-security-policy":"default-src 'none';frame-ancestors 'none'","cross-origin-resource-policy":"same-origin",
      "referrer-policy":"no-referrer","strict-transport-security":"max-age=31536000; includeSubDomains",
      "x-content-type-options":"nosniff","x-frame-options":"DENY","x-permitted-cross-domain-policies":"none",
      "content-type":"application/json; charset=utf-8","cache-control":"public, max-age=30, s-maxage=60, stale-while-revalidate=300",
      "vary":"Origin, Accept-Encoding, Authorization, X-Api-Key","etag":'W/"KDUtZmkYJoNLMBqjVgI2uYU7kWw"',
      "x-response-cache":"hit-fast","access-control-expose-headers":"etag, x-request-id","content-length":"1256"};
     http.createServer((q,s)=>{const x=b[q.url];
      if(q.url==="/api-headers"){s.writeHead(200,{...h,"x-request-id":randomUUID(),"x-ratelimit-limit":1000,"x-ratelimit-remaining":999,"x-ratelimit-reset":60});s.end(x);return;}
      s.writeHead(x?200:404,{"content-type":"application/json"});s.end(x)}).listen(4922,"127.0.0.1");`,
  ],
  { stdio: "inherit" },
);
await new Promise((resolve) => setTimeout(resolve, 700));
try {
  const rows = [];
  for (const name of Object.keys(bodies)) {
    const node = measure(`http://127.0.0.1:4922/${name}`);
    const file = measure(`http://127.0.0.1:4921/${name}`);
    rows.push({
      body: `${name} (${bodies[name].length} bytes)`,
      nodeRps: Math.round(node.rps),
      nodeP99: node.p99,
      nginxRps: Math.round(file.rps),
      nginxP99: file.p99,
      ratio: Number((node.rps / file.rps).toFixed(3)),
    });
  }
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  nginx.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
