#!/usr/bin/env node
// Runs the whole product on the embedded default: builds what is stale, starts the API (which migrates and
// loads the demo association on first start), then the website, and prints the URLs.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStaleWorkspaces } from "./lib/build.mjs";

const started = performance.now();
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
// One public address for both: the API writes it into links (news articles) and posts revalidations to it.
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data"),
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
};

buildStaleWorkspaces(root, env);

function isPortTaken(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

for (const [name, port] of [
  ["API_PORT", apiPort],
  ["WEB_PORT", webPort],
]) {
  if (await isPortTaken(port)) {
    process.stderr.write(`Port ${port} is already in use: stop what runs there or set ${name} to a free port.\n`);
    process.exit(1);
  }
}

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

// A larger young generation: the API allocates many short-lived objects per request (rows, answers), and fewer
// scavenges keep its tail latency down (bench/RESULTS.md).
// The website forwards visitors' calls from this machine and states the address it saw: the API believes the
// forwarded address from loopback only (unless configured otherwise).
const api = spawn(process.execPath, ["--max-semi-space-size=64", "apps/api/dist/server.js"], {
  cwd: root,
  env: { ...env, TRUST_PROXY: env.TRUST_PROXY ?? "127.0.0.1,::1" },
  stdio: "inherit",
});
children.push(api);
api.on("exit", (code) => stopAll(code ?? 1));

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    if (api.exitCode !== null) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet: the first start loads the demo association.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const apiUrl = `http://127.0.0.1:${apiPort}`;
if (!(await waitForHealth(`${apiUrl}/health`, Date.now() + 15 * 60_000))) {
  stopAll(1);
} else {
  // The demo default: the API generated a client key for the website's server and the shared secret of the
  // website's revalidation endpoint on its first start.
  const readSecret = (name) => {
    const file = path.join(env.DATA_DIR, "keys", name);
    return existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  };
  // The key of the website's session cookie: made on the first start and kept, so sign-ins survive a restart.
  const sessionSecret = () => {
    const file = path.join(env.DATA_DIR, "keys", "session-secret");
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
    }
    return readFileSync(file, "utf8").trim();
  };
  const clientKey = env.API_CLIENT_KEYS ? env.API_CLIENT_KEYS.split(",")[0] : readSecret("api-client-key");
  const web = spawn(process.execPath, ["server.mjs", "--port", webPort], {
    cwd: path.join(root, "apps/web"),
    env: {
      ...env,
      API_URL: `${apiUrl}${env.API_BASE_PATH ?? "/rest"}`,
      API_CLIENT_KEY: clientKey,
      IMAGE_SERVER_URL: env.IMAGE_SERVER_URL ?? "/rest",
      REVALIDATE_SECRET: env.REVALIDATE_SECRET ?? readSecret("revalidate-secret"),
      SESSION_SECRET: env.SESSION_SECRET ?? sessionSecret(),
    },
    stdio: "inherit",
  });
  children.push(web);
  web.on("exit", (code) => stopAll(code ?? 1));
  await waitForHealth(`http://127.0.0.1:${webPort}/`, Date.now() + 120_000);
  const seconds = Math.round((performance.now() - started) / 1000);
  process.stdout.write(
    `\nSpielfeld is running (ready in ${seconds} s):\n  Website: ${env.SITE_URL}\n  API:     ${apiUrl} (health: ${apiUrl}/health)\n\n`,
  );
}
