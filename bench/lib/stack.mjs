// Shared pieces of the website benchmarks: the production stack on the `small` demo, an empty App Router page
// built with the same Next.js as a reference, and the CPU steal of the run.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
export const nextBin = path.join(root, "node_modules/next/dist/bin/next");

export async function waitFor(url) {
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

/** Builds every workspace (the website's production build included). */
export function buildProduct() {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
}

/** The empty app lives inside the repository (ignored) so it resolves the same installed Next.js. */
export function buildEmptyApp() {
  const app = path.join(root, "bench/.out/empty-app");
  rmSync(app, { recursive: true, force: true });
  mkdirSync(path.join(app, "app"), { recursive: true });
  writeFileSync(path.join(app, "package.json"), '{ "name": "empty-app", "private": true, "type": "module" }\n');
  writeFileSync(
    path.join(app, "app/layout.jsx"),
    'export default function Layout({ children }) { return <html lang="de"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    path.join(app, "app/page.jsx"),
    'export const metadata = { title: "Leer", description: "Eine leere Seite" };\nexport default function Page() { return <main><h1>Leer</h1></main>; }\n',
  );
  // Two floors for the first-render benchmark, kept once rendered as the site's pages are: a page with one heading
  // (what Next.js costs per page) and one with a table of 250 rows of plain markup, about as many elements as a team
  // page (what rendering that much costs without data, client components or the site's frame).
  const kept =
    "export const revalidate = 3600;\nexport const dynamicParams = true;\nexport function generateStaticParams() { return []; }\n";
  mkdirSync(path.join(app, "app/leer/[id]"), { recursive: true });
  writeFileSync(
    path.join(app, "app/leer/[id]/page.jsx"),
    `${kept}export default async function Page({ params }) { const { id } = await params; return <main><h1>Leer {id}</h1></main>; }\n`,
  );
  mkdirSync(path.join(app, "app/liste/[id]"), { recursive: true });
  writeFileSync(
    path.join(app, "app/liste/[id]/page.jsx"),
    `${kept}export default async function Page({ params }) {
  const { id } = await params;
  const rows = Array.from({ length: 250 }, (_, index) => (
    <tr key={index}><td>{index + 1}.</td><th scope="row"><a href={\`/liste/\${id}/\${index}\`}>Mannschaft {index} {id}</a></th><td>{index % 30}</td><td>{(index * 7) % 50}:{(index * 3) % 40}</td><td>{index % 60}</td></tr>
  ));
  return <main><h1>Liste {id}</h1><table><tbody>{rows}</tbody></table></main>;
}
`,
  );
  execFileSync(process.execPath, [nextBin, "build"], { cwd: app, stdio: "ignore" });
  return app;
}

/**
 * Starts the empty app and the product (API and website on the `small` demo, played up to a fixed Saturday so a
 * match is running) in a throwaway data directory. Returns their addresses, the API's client key reader and stop().
 */
export async function startStacks({ emptyPort, webPort, apiPort, demoDate = "2026-11-21" }) {
  const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-"));
  const children = [];
  const emptyApp = buildEmptyApp();
  children.push(
    spawn(process.execPath, [nextBin, "start", "--port", String(emptyPort)], { cwd: emptyApp, stdio: "ignore" }),
  );
  children.push(
    spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: path.join(work, "data"),
        DEMO_PRESET: "small",
        DEMO_DATE: demoDate,
        API_PORT: String(apiPort),
        WEB_PORT: String(webPort),
        // The site's one address: pages asked for under another host name move there.
        SITE_URL: `http://127.0.0.1:${webPort}`,
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    }),
  );
  const empty = `http://127.0.0.1:${emptyPort}`;
  const site = `http://127.0.0.1:${webPort}`;
  const api = `http://127.0.0.1:${apiPort}/rest`;
  await Promise.all([waitFor(`${empty}/`), waitFor(`${site}/`)]);
  const clientKey = () => readFileSync(path.join(work, "data/keys/api-client-key"), "utf8").trim();
  return {
    empty,
    site,
    api,
    clientKey,
    async stop() {
      for (const child of children) child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

function cpuTimes() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

/** Starts counting CPU steal; the returned function gives the share of the time since then, in percent. */
export function measureSteal() {
  const start = cpuTimes();
  return () => {
    const end = cpuTimes();
    const total = end.total - start.total;
    return total > 0 ? Number((((end.steal - start.steal) / total) * 100).toFixed(1)) : 0;
  };
}
