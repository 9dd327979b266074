import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Frame, type Page } from "@playwright/test";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core with the WCAG 2.1 A and AA rules on the page as it is now. */
export async function expectNoAxeViolations(page: Page | Frame): Promise<void> {
  // After a client-side navigation the new page's metadata streams in after its content: wait for its title (a
  // page without one still fails here, after the wait).
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => {});
  // Through the DevTools protocol, like any test's script: a tag in the page would be refused by its policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  // Reflow (WCAG 1.4.10): nothing but a scrollable region may be wider than the window.
  const overflow = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(overflow.width, "page wider than the window").toBeLessThanOrEqual(overflow.window);
}

/**
 * Every page is watched, in every test, without asking (an automatic fixture): console errors, uncaught
 * exceptions, failed requests and error responses fail the test. Prefetches of linked pages are not errors of the
 * page itself. A test that opens an error page on purpose names the answers it expects with `allowAnswer`.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          problems.push(`console: ${message.text()}`);
      });
      page.on("requestfailed", (request) => {
        const failure = request.failure()?.errorText ?? "";
        if (failure.includes("ERR_ABORTED")) return;
        problems.push(`request failed: ${request.url()} ${failure}`);
      });
      page.on("response", (response) => {
        const headers = response.request().headers();
        const isPrefetch = headers["next-router-prefetch"] === "1" || headers.purpose === "prefetch";
        if (response.status() >= 400 && !isPrefetch) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

/** Removes the expected error answer for `path` (as requested, with or without `?_rsc=`) from the problems. */
export function allowAnswer(problems: string[], status: number, path: string): void {
  const pattern = new RegExp(
    `^HTTP ${status}: https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?_rsc=\\w+)?$`,
  );
  for (let index = problems.length - 1; index >= 0; index -= 1) {
    if (pattern.test(problems[index]!)) problems.splice(index, 1);
  }
}

export { expect };
