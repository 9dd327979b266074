import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * One way to the API: the website, the browser tests and the production topology's smoke test reach it only through
 * this package (its generated calls,
 * and `operationUrl` for an address that is not fetched as JSON), never through a path written by hand. A call
 * path of the catalogue (`/v1/…`) written anywhere in their sources fails this test, so a changed call breaks the
 * build of its callers instead of a page at run time.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const SCANNED = ["apps/web", "e2e", "deploy"];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".next", "dist", "test-results", "playwright-report"]);

/**
 * Files about the raw address a browser sends, which no call of the catalogue stands for: the tests of the
 * website's own forwarding of `/rest/…` to the API, and the service worker (a plain script the browser runs
 * unbundled), which tells the image route's answers apart to keep them offline.
 */
const RAW_ADDRESS_TESTS = new Set([
  "apps/web/public/sw.js",
  "apps/web/lib/api-forwarding.test.ts",
  "apps/web/own-host.test.ts",
  "apps/web/unreadable-address.test.ts",
  "apps/web/render-queue.test.ts",
]);

/** A call path, also inside a regular expression (`\/v1\/public`). */
const HAND_WRITTEN_CALL = /\\?\/v1\\?\/(?:public|protected|private|promateur)\b|["'`]\/v1\//;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRECTORIES.has(entry.name)) return [];
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every line of the scanned sources that writes a call path by hand, as `file:line: text`. */
function handWrittenCalls(): string[] {
  return SCANNED.flatMap((directory) => sourceFiles(path.join(root, directory)))
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => !RAW_ADDRESS_TESTS.has(file))
    .flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (HAND_WRITTEN_CALL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe("one way to the API", () => {
  it("finds the website's and the browser tests' sources", () => {
    const files = SCANNED.flatMap((directory) => sourceFiles(path.join(root, directory)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(path.join("lib", "api", "client.ts")))).toBe(true);
  });

  it("has no call path written by hand in the website or the browser tests", () => {
    expect(handWrittenCalls()).toEqual([]);
  });

  it("would catch one", () => {
    expect(HAND_WRITTEN_CALL.test("fetch(`/rest/v1/public/search/text/${text}`)")).toBe(true);
    expect(HAND_WRITTEN_CALL.test('getJson("/v1/protected/getMatchesForLeaguesAll")')).toBe(true);
    expect(HAND_WRITTEN_CALL.test('toHaveAttribute("src", /\\/rest\\/v1\\/public\\/getMediaImage/)')).toBe(true);
    expect(HAND_WRITTEN_CALL.test("api.general.getSeasonsAndAssociations()")).toBe(false);
  });
});
