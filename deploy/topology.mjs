#!/usr/bin/env node
// The production topology on one machine: a PostgreSQL server, several API instances and website instances, and
// nginx (Debian's package) in front as the HTTP cache, all from this repository. For operators; see deploy/README.md.
// Usage: npm run topology [-- --api 2 --web 2 --port 8080 --host 127.0.0.1]
// Settings from the environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/spielfeld, created when
// missing), REDIS_URL (optional), DEMO_PRESET (default demo; none for production), DATA_DIR (default
// data/topology), SITE_URL (default the cache's address), WEB_NICE (the website instances' niceness, default 10),
// RENEW_CONCURRENCY (renewals of expired pages under way at once, default two per website instance).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildStaleWorkspaces } from "../scripts/lib/build.mjs";
import { writeNginxConfig } from "./nginx-config.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A secret made once under the data directory and kept (the instances share it). */
function sharedSecret(dataDir, name, make) {
  const file = path.join(dataDir, "keys", name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, make(), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** nginx from Debian when it is missing and we may install it. */
function ensureNginx() {
  if (hasCommand("nginx")) return;
  if (process.getuid?.() === 0 && hasCommand("apt-get")) {
    process.stdout.write("Installing nginx from Debian …\n");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    if (spawnSync("apt-get", ["install", "-y", "nginx"], { stdio: "inherit" }).status === 0) return;
  }
  throw new Error("nginx is missing: install it (Debian: apt-get install nginx)");
}

/** Creates the database of DATABASE_URL on its server when it does not exist. */
function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`DATABASE_URL names an unusual database: ${name}`);
  url.pathname = "/postgres";
  const psql = (sql) => spawnSync("psql", [url.href, "-tAc", sql], { encoding: "utf8" });
  const exists = psql(`select 1 from pg_database where datname = '${name}'`);
  if (exists.status !== 0) throw new Error(`PostgreSQL at ${url.host} cannot be reached: ${exists.stderr.trim()}`);
  if (exists.stdout.trim() !== "1") psql(`create database "${name}"`);
}

async function waitFor(url, deadline, isAlive) {
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    const ok = await fetch(url)
      .then((response) => response.status < 500)
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Starts the topology; resolves once the cache answers. `stop()` ends every process. Options: apiInstances,
 * webInstances, port, host, apiBasePort, webBasePort, internalPort, renewPort, noticePort, renewConcurrency,
 * databaseUrl, redisUrl, dataDir, demoPreset, demoDate, nginxWorkers, webNice (the website instances' niceness,
 * 10 by default: renders yield the cores to writes, live streams and the cache), accessLog (a file: nginx logs each request's time, cache status and address
 * there), quiet (each process's output to DATA_DIR/logs/, a stop reported), env (more for every process).
 */
export async function startTopology(options = {}) {
  const apiInstances = options.apiInstances ?? 2;
  const webInstances = options.webInstances ?? 2;
  const webNice = options.webNice ?? Number(process.env.WEB_NICE ?? 10);
  if (!Number.isInteger(webNice) || webNice < -20 || webNice > 19) {
    throw new Error(`WEB_NICE must be a niceness from -20 to 19, got "${process.env.WEB_NICE}"`);
  }
  const port = options.port ?? 8080;
  const host = options.host ?? "127.0.0.1";
  const apiBasePort = options.apiBasePort ?? 4100;
  const webBasePort = options.webBasePort ?? 3100;
  const internalPort = options.internalPort ?? port + 1;
  // The renewal queue (deploy/renewer.mjs): nginx's renewal port (TCP) and the queue's notice port (UDP).
  const renewPort = options.renewPort ?? port + 2;
  const noticePort = options.noticePort ?? port + 3;
  const renewConcurrency = options.renewConcurrency ?? Number(process.env.RENEW_CONCURRENCY ?? 2 * webInstances);
  if (!Number.isInteger(renewConcurrency) || renewConcurrency < 1) {
    throw new Error(`RENEW_CONCURRENCY must be a whole number above 0, got "${process.env.RENEW_CONCURRENCY}"`);
  }
  const dataDir = path.resolve(root, options.dataDir ?? process.env.DATA_DIR ?? "data/topology");
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld";
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const siteUrl =
    options.siteUrl ?? process.env.SITE_URL ?? `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
  const runDir = path.join(dataDir, "nginx");
  mkdirSync(path.join(runDir, "cache"), { recursive: true });

  ensureNginx();
  ensureDatabase(databaseUrl);
  buildStaleWorkspaces(root);

  const secrets = {
    session: sharedSecret(dataDir, "session-secret", () => randomBytes(32).toString("base64url")),
    revalidate: sharedSecret(dataDir, "revalidate-secret", () => randomBytes(24).toString("base64url")),
    clientKey: sharedSecret(dataDir, "api-client-key", () => randomBytes(24).toString("base64url")),
  };
  const children = [];
  let isStopping = false;
  const logDir = path.join(dataDir, "logs");
  if (options.quiet) mkdirSync(logDir, { recursive: true });
  const spawnChild = (name, args, cwd, env) => {
    // Quiet: each process writes to its own file under DATA_DIR/logs; a process that stops says so on stderr.
    const logFile = options.quiet ? path.join(logDir, `${name.replace(/\W+/g, "-").replace(/^-|-$/g, "")}.log`) : null;
    const output = logFile ? openSync(logFile, "a") : "inherit";
    const child = spawn(args[0], args.slice(1), {
      cwd,
      env: { ...process.env, ...options.env, ...env },
      stdio: ["ignore", output, output],
    });
    if (logFile) {
      child.on("exit", (code) => {
        if (!isStopping && code !== 0) {
          const tail = readFileSync(logFile, "utf8").slice(-4000);
          process.stderr.write(`${name} stopped (${code}), see ${logFile}:\n${tail}\n`);
        }
      });
    }
    children.push({ name, child });
    return child;
  };
  const stop = async () => {
    isStopping = true;
    for (const { child } of [...children].reverse()) if (child.exitCode === null) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
  };

  const apiPorts = Array.from({ length: apiInstances }, (_, index) => apiBasePort + index);
  const webPorts = Array.from({ length: webInstances }, (_, index) => webBasePort + index);
  const apiEnv = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_PRESET: options.demoPreset ?? process.env.DEMO_PRESET ?? "demo",
    ...(options.demoDate ? { DEMO_DATE: options.demoDate } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    API_HOST: "127.0.0.1",
    SITE_URL: siteUrl,
    API_PUBLIC_URL: siteUrl,
    CORS_ORIGINS: siteUrl,
    // The cache and the website's server forward their clients' addresses from this machine.
    TRUST_PROXY: "127.0.0.1,::1",
    API_CLIENT_KEYS: secrets.clientKey,
    REVALIDATE_SECRET: secrets.revalidate,
    WEB_REVALIDATE_URL: webPorts.map((webPort) => `http://127.0.0.1:${webPort}/api/revalidate`).join(","),
    CONTENT_WATCH: "false",
  };
  const startApi = (apiPort) =>
    spawnChild(`API :${apiPort}`, [process.execPath, "--max-semi-space-size=64", "apps/api/dist/server.js"], root, {
      ...apiEnv,
      API_PORT: String(apiPort),
    });
  // The first instance migrates and loads the demo (and makes the keys the others read); then the rest.
  const first = startApi(apiPorts[0]);
  if (
    !(await waitFor(`http://127.0.0.1:${apiPorts[0]}/health`, Date.now() + 20 * 60_000, () => first.exitCode === null))
  ) {
    await stop();
    throw new Error("The first API instance did not start");
  }
  const others = apiPorts.slice(1).map(startApi);
  for (const [index, apiPort] of apiPorts.slice(1).entries()) {
    if (
      !(await waitFor(
        `http://127.0.0.1:${apiPort}/health`,
        Date.now() + 120_000,
        () => others[index].exitCode === null,
      ))
    ) {
      await stop();
      throw new Error(`API instance :${apiPort} did not start`);
    }
  }
  // Renders take what the cores have left: a reporter's entry, a live event and a kept page never wait behind them
  // (a renewal does; the cache serves the kept copy meanwhile).
  const webs = webPorts.map((webPort) => {
    const child = spawnChild(
      `website :${webPort}`,
      [process.execPath, "server.mjs", "--port", String(webPort), "--hostname", "127.0.0.1"],
      path.join(root, "apps/web"),
      {
        SITE_URL: siteUrl,
        API_URL: `http://127.0.0.1:${internalPort}/rest`,
        API_CLIENT_KEY: secrets.clientKey,
        IMAGE_SERVER_URL: "/rest",
        REVALIDATE_SECRET: secrets.revalidate,
        SESSION_SECRET: secrets.session,
        WEB_TRUST_PROXY: "127.0.0.1,::1",
        WEB_BEHIND_CACHE: "true",
      },
    );
    if (webNice !== 0 && child.pid !== undefined) os.setPriority(child.pid, webNice);
    return child;
  });
  // The renewal queue, started before nginx. Without it no kept page would ever be renewed (readers get the expired
  // copy), so it is started again whenever it stops.
  const startRenewer = () => {
    const args = [
      "deploy/renewer.mjs",
      "--notices",
      `${noticePort}`,
      "--renew",
      `http://127.0.0.1:${renewPort}`,
      "--concurrency",
      `${renewConcurrency}`,
    ];
    const child = spawnChild("renewer", [process.execPath, ...args], root, {});
    child.on("exit", () => {
      if (isStopping) return;
      process.stderr.write("The renewal queue stopped; starting it again\n");
      setTimeout(() => {
        if (!isStopping) startRenewer();
      }, 1000).unref();
    });
    return child;
  };
  startRenewer();
  const configFile = writeNginxConfig({
    runDir,
    host,
    port,
    internalPort,
    renewPort,
    noticePort,
    apiPorts,
    webPorts,
    nginxWorkers: options.nginxWorkers,
    accessLog: options.accessLog,
  });
  const test = spawnSync("nginx", ["-t", "-q", "-p", runDir, "-c", configFile], { encoding: "utf8" });
  if (test.status !== 0) {
    await stop();
    throw new Error(`nginx refuses the configuration: ${test.stderr}`);
  }
  spawnChild("nginx", ["nginx", "-p", runDir, "-c", configFile], runDir, {});
  for (const [index, webPort] of webPorts.entries()) {
    if (!(await waitFor(`http://127.0.0.1:${webPort}/`, Date.now() + 180_000, () => webs[index].exitCode === null))) {
      await stop();
      throw new Error(`Website instance :${webPort} did not start`);
    }
  }
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
  if (!(await waitFor(`${url}/`, Date.now() + 60_000, () => true))) {
    await stop();
    throw new Error("The cache does not answer");
  }
  return { url, siteUrl, apiPorts, webPorts, clientKey: secrets.clientKey, dataDir, children, stop };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      api: { type: "string", default: "2" },
      web: { type: "string", default: "2" },
      port: { type: "string", default: "8080" },
      host: { type: "string", default: "127.0.0.1" },
    },
  });
  try {
    const topology = await startTopology({
      apiInstances: Number(values.api),
      webInstances: Number(values.web),
      port: Number(values.port),
      host: values.host,
    });
    process.stdout.write(
      `\nSpielfeld (production topology) is running:\n  Website and API: ${topology.siteUrl} (API under /rest)\n` +
        `  ${topology.apiPorts.length} API instances (:${topology.apiPorts.join(", :")}), ` +
        `${topology.webPorts.length} website instances (:${topology.webPorts.join(", :")}), nginx in front\n\n`,
    );
    const shutdown = async () => {
      await topology.stop();
      process.exit(0);
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
