#!/usr/bin/env node
// The whole test suite: lint, type checks, and every workspace's tests; ends with one summary line.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const workspaces = ["packages/football", "packages/cache-tags", "apps/api", "packages/api-client", "apps/web", "e2e"];
const reports = mkdtempSync(path.join(os.tmpdir(), "spielfeld-tests-"));
let passed = 0;
let failed = 0;
const stepsFailed = [];

function run(label, command, args, cwd = root) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: process.env });
  if (result.status !== 0) stepsFailed.push(label);
  return result.status === 0;
}

run("lint (biome)", "npx", ["biome", "check", "."]);
// The API and the website type-check against the shared packages' and the client's build output.
run("build packages/football", "npm", ["run", "build", "-w", "packages/football"]);
run("build packages/cache-tags", "npm", ["run", "build", "-w", "packages/cache-tags"]);
run("build packages/api-client", "npm", ["run", "build", "-w", "packages/api-client"]);
/**
 * Steps that do not depend on each other, two at a time (a type check keeps one core busy, the machines this runs on
 * have two): each step's output is printed as a whole when it ends, in the order given.
 */
async function runTogether(steps, lanes = 2) {
  const outcomes = new Array(steps.length);
  let printed = 0;
  const printReady = () => {
    while (printed < steps.length && outcomes[printed]) {
      const { label, output, ok } = outcomes[printed];
      process.stdout.write(`\n▶ ${label}\n${output}`);
      if (!ok) stepsFailed.push(label);
      printed += 1;
    }
  };
  let started = 0;
  async function lane() {
    while (started < steps.length) {
      const index = started++;
      const { label, command, args } = steps[index];
      outcomes[index] = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        // Decoded as a stream: a character split between two chunks stays whole.
        child.stdout.setEncoding("utf8");
        child.stderr.setEncoding("utf8");
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("close", (code) => resolve({ label, output, ok: code === 0 }));
        child.on("error", (error) => resolve({ label, output: `${output}${error.message}\n`, ok: false }));
      });
      printReady();
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane));
  return outcomes.map((outcome) => outcome.ok);
}

// The API's check takes about as long as all the others together, so it goes first, beside them.
const checkOrder = ["apps/api", ...workspaces.filter((name) => name !== "apps/api")];
const typesChecked = await runTogether(
  checkOrder.map((workspace) => ({
    label: `typecheck ${workspace}`,
    command: "npm",
    args: ["run", "typecheck", "-w", workspace],
  })),
);
/** The browser tests drive the system's Chromium; install it from Debian when it is missing and we may. */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  if (candidates.some((file) => existsSync(file))) return true;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    process.stdout.write("Installing Chromium from Debian for the browser tests …\n");
    spawnSync("apt-get", ["update"], { stdio: "inherit" });
    return spawnSync("apt-get", ["install", "-y", "chromium"], { stdio: "inherit" }).status === 0;
  }
  process.stderr.write("Chromium is missing: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.\n");
  return false;
}

// deploy/ is no workspace, but its renewal queue has tests of its own.
for (const workspace of [...workspaces.filter((name) => name !== "e2e"), "deploy"]) {
  const output = path.join(reports, `${workspace.replace("/", "-")}.json`);
  run(
    `tests ${workspace}`,
    "npx",
    ["vitest", "run", "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile=${output}`],
    path.join(root, workspace),
  );
  try {
    const report = JSON.parse(readFileSync(output, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    // No report: the runner itself failed, which the step list records.
  }
}
if (ensureChromium()) {
  const output = path.join(reports, "e2e.json");
  process.stdout.write("\n▶ tests e2e (Playwright, Chromium)\n");
  const result = spawnSync("npx", ["playwright", "test"], {
    cwd: path.join(root, "e2e"),
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_JSON_REPORT: output,
      // The site was type-checked above: the browser tests' build of it need not check it again (next.config.ts).
      ...(typesChecked.every(Boolean) ? { SPIELFELD_TYPES_CHECKED: "1" } : {}),
    },
  });
  if (result.status !== 0) stepsFailed.push("tests e2e");
  try {
    const { stats } = JSON.parse(readFileSync(output, "utf8"));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  } catch {
    // No report: the runner itself failed, which the step list records.
  }
} else {
  stepsFailed.push("tests e2e (no Chromium)");
}
if (stepsFailed.length > 0) process.stdout.write(`\nFailed steps: ${stepsFailed.join(", ")}\n`);
process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
process.exit(stepsFailed.length > 0 || failed > 0 ? 1 : 0);
