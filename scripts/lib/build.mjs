// Builds each workspace whose sources are newer than its output, in dependency order (npm start, npm run topology).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own time changes when a file in it is deleted or renamed.
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const WORKSPACES = [
  ["packages/football", ["packages/football/src"], "packages/football/dist/index.js"],
  ["packages/cache-tags", ["packages/cache-tags/src"], "packages/cache-tags/dist/index.js"],
  [
    "apps/api",
    ["apps/api/src", "apps/api/drizzle", "packages/football/dist", "packages/cache-tags/dist"],
    "apps/api/dist/server.js",
  ],
  ["packages/api-client", ["packages/api-client/src", "apps/api/openapi.json"], "packages/api-client/dist/index.js"],
  [
    "apps/web",
    [
      "apps/web/app",
      "apps/web/components",
      "apps/web/lib",
      "apps/web/public",
      "apps/web/next.config.ts",
      "apps/web/cache-handler.cjs",
      "apps/web/proxy.ts",
      "apps/web/instrumentation.ts",
      "packages/api-client/dist",
      "packages/football/dist",
      "packages/cache-tags/dist",
    ],
    "apps/web/.next/BUILD_ID",
  ],
];

export function buildStaleWorkspaces(root, env = process.env) {
  if (!existsSync(path.join(root, "node_modules"))) {
    process.stderr.write("Dependencies are missing: run `npm install` first (the README's run line does).\n");
    process.exit(1);
  }
  for (const [index, [workspace, sources, output]] of WORKSPACES.entries()) {
    const outputTime = newestMtime(path.join(root, output));
    const sourceTime = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
    if (outputTime > 0 && outputTime >= sourceTime) continue;
    // The build tools print their own progress; these lines say where in the five builds a first start is.
    process.stdout.write(`Building ${workspace} (${index + 1} of ${WORKSPACES.length}) …\n`);
    const started = performance.now();
    const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit", env });
    if (result.status !== 0) process.exit(result.status ?? 1);
    process.stdout.write(`Built ${workspace} in ${Math.round((performance.now() - started) / 1000)} s\n`);
  }
}
