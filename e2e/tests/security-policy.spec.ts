import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { operationUrl } from "@spielfeld/api-client";
import { expect, test } from "./fixtures";

/*
 * Every page runs its scripts under the nonce policy (apps/web/lib/security-headers.ts), static pages included: a
 * page prerendered at build time carries no nonce, and the browser would block all its scripts. The pages are found
 * in the site's source (every route without a parameter), so a new one is covered the day it is added. Pages that
 * need a sign-in are seen as the login page they lead to, which is one of the list anyway.
 */

const APP = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/app");

function pagesWithoutParameters(folder = APP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.includes("[") ? [] : pagesWithoutParameters(full);
    if (entry.name !== "page.tsx") return [];
    const route = path
      .relative(APP, folder)
      .split(path.sep)
      .filter((segment) => segment !== "" && !segment.startsWith("("))
      .join("/");
    return [`/${route}`];
  });
}

test("every page without parameters runs its scripts under the nonce policy, with no violation", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "the policy does not depend on the viewport");
  test.setTimeout(180_000);
  const pages = pagesWithoutParameters().sort();
  expect(pages).toEqual(expect.arrayContaining(["/", "/passwort-vergessen", "/konto-geloescht", "/login"]));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const violations: string[] = [];
  const notHydrated: string[] = [];
  for (const address of pages) {
    await page.goto(address);
    await page.waitForLoadState("load");
    // The framework's runtime is a script too: loaded, it is proof the scripts were allowed to run.
    const hasRuntime = await page
      .waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === "object", undefined, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!hasRuntime) notHydrated.push(address);
    const seen = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
    violations.push(...seen.map((violation) => `${address} (${new URL(page.url()).pathname}): ${violation}`));
  }
  expect(violations).toEqual([]);
  expect(notHydrated).toEqual([]);
});

test("addresses that name nothing, and stray server-action calls, get a 4xx with the security headers", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "no page is drawn");
  const cases: [string, RequestInit & { method?: string }][] = [
    ["/allgemein/%25", {}],
    ["/infothek/a%25b", {}],
    ["/rest/%E0%A4%A", {}],
    // A postal code that is a broken escape, added by hand: operationUrl would encode it.
    [`${operationUrl("getPostalCodeCompletions", { plz: "" }, "/rest")}%ZZ`, {}],
    ["/vereine/%E0%A4%A", {}],
  ];
  for (const [address] of cases) {
    const answer = await request.get(address);
    expect(answer.status(), address).toBeGreaterThanOrEqual(400);
    expect(answer.status(), address).toBeLessThan(500);
    expect(answer.headers()["x-content-type-options"], address).toBe("nosniff");
    expect(answer.headers()["content-security-policy"], address).toBeTruthy();
  }
  for (const action of ["7f0000000000000000000000000000000000000000", "zz"]) {
    for (const address of ["/", "/passwort-vergessen", "/allgemein/kontakt"]) {
      const answer = await request.post(address, {
        headers: { "next-action": action, "content-type": "text/plain;charset=UTF-8" },
        data: "[]",
      });
      expect(answer.status(), `${address} ${action}`).toBeGreaterThanOrEqual(400);
      expect(answer.status(), `${address} ${action}`).toBeLessThan(500);
      expect(answer.headers()["x-content-type-options"], address).toBe("nosniff");
    }
  }
});
