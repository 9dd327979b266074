#!/usr/bin/env node
// The whole test suite: lint, type checks, and every workspace's tests; ends with one summary line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const workspaces = ["packages/football", "apps/api", "packages/api-client", "apps/web", "e2e"];
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
for (const workspace of workspaces) run(`typecheck ${workspace}`, "npm", ["run", "typecheck", "-w", workspace]);
for (const workspace of workspaces) {
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
if (stepsFailed.length > 0) process.stdout.write(`\nFailed steps: ${stepsFailed.join(", ")}\n`);
process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
process.exit(stepsFailed.length > 0 || failed > 0 ? 1 : 0);
