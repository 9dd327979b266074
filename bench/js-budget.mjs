#!/usr/bin/env node
// Client JavaScript a content page loads beyond an empty App Router page built in the same run, gzip-compressed
// as the servers send it. Reports figures; asserts nothing. Usage: node bench/js-budget.mjs
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-js-budget-"));
const children = [];

async function waitFor(url) {
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Sums the gzip size of every script the page's HTML loads. */
async function measure(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) =>
    new URL(match[1], pageUrl).toString(),
  );
  let bytes = 0;
  for (const source of new Set(sources))
    bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer()), { level: 9 }).length;
  return { scripts: new Set(sources).size, gzipBytes: bytes };
}

/** The empty app lives inside the repository (ignored) so it resolves the same installed Next.js. */
function buildEmptyApp() {
  const app = path.join(root, "bench/.out/empty-app");
  rmSync(app, { recursive: true, force: true });
  mkdirSync(path.join(app, "app"), { recursive: true });
  writeFileSync(path.join(app, "package.json"), '{ "name": "empty-app", "private": true, "type": "module" }\n');
  writeFileSync(
    path.join(app, "app/layout.jsx"),
    'export default function Layout({ children }) { return <html lang="de"><body>{children}</body></html>; }\n',
  );
  writeFileSync(path.join(app, "app/page.jsx"), "export default function Page() { return <main>Leer</main>; }\n");
  execFileSync(process.execPath, [nextBin, "build"], { cwd: app, stdio: "ignore" });
  return app;
}

try {
  execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "ignore" });
  const emptyApp = buildEmptyApp();
  const empty = spawn(process.execPath, [nextBin, "start", "--port", "3391"], { cwd: emptyApp, stdio: "ignore" });
  children.push(empty);
  const site = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, "data"),
      DEMO_PRESET: "small",
      API_PORT: "4392",
      WEB_PORT: "3392",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  children.push(site);
  await Promise.all([waitFor("http://127.0.0.1:3391/"), waitFor("http://127.0.0.1:3392/")]);
  const baseline = await measure("http://127.0.0.1:3391/");
  const rows = [{ page: "empty App Router page", ...baseline, beyondEmptyKb: 0 }];
  for (const page of ["/", "/textsuche?query=Erding"]) {
    const result = await measure(`http://127.0.0.1:3392${page}`);
    rows.push({ page, ...result, beyondEmptyKb: Number(((result.gzipBytes - baseline.gzipBytes) / 1024).toFixed(1)) });
  }
  console.table(rows);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(work, { recursive: true, force: true });
}
