import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { type CompetitionDetails, operationUrl } from "@spielfeld/api-client";
import { currentCompetitions, findMatch } from "./demo-api";
import { expect, test } from "./fixtures";

const webBuild = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/.next/server");

type DemoCompetition = CompetitionDetails;

async function findCompetition(predicate: (competition: DemoCompetition) => boolean): Promise<DemoCompetition> {
  const found = (await currentCompetitions()).find(predicate);
  if (!found) throw new Error("No demo competition of that kind");
  return found;
}

/** Files the website's server wrote below its build output (the page cache would write there). */
function filesNaming(fragment: string, directory = webBuild): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesNaming(fragment, file);
    return file.includes(fragment) ? [file] : [];
  });
}

/** Violations of the page's Content-Security-Policy, as the browser reports them. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || "inline"}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

test.describe("addresses, caching and security headers", () => {
  test("the API is reached through /rest wherever it runs", async ({ page }) => {
    const response = await page.request.get(operationUrl("getSeasonsAndAssociations", {}, "/rest"), {
      headers: { cookie: "region=K1; session=secret" },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ currentSeason: { isCurrent: true } });
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("the site's icon answers where browsers ask for it by habit (/favicon.ico), and the pages name their icons", async ({
    page,
  }) => {
    const response = await page.request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = await response.body();
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
    await page.goto("/allgemein/impressum");
    for (const href of await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect((await page.request.get(href!)).status(), href!).toBe(200);
    expect(await page.locator('link[rel~="icon"]').count()).toBeGreaterThan(0);
  });

  test("made-up names move to the page's address; views and ids that name nothing are 404s that are not kept", async ({
    page,
  }) => {
    const kreisliga = await findCompetition((competition) => !competition.isTopLeague);
    const topLeague = await findCompetition((competition) => competition.isTopLeague);
    const match = await findMatch(() => true);
    const moves = [
      [`/ergebnisse/wettbewerb/irgendwas/${kreisliga.compoundId}`, `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}`],
      [
        `/ergebnisse/wettbewerb/-/${topLeague.compoundId}/torjaeger`,
        /^\/ergebnisse\/wettbewerb\/[a-z0-9-]+\/.+\/torjaeger$/,
      ],
      [`/ergebnisse/spiel/irgendwas/${match.id}`, `/ergebnisse/spiel/-/${match.id}`],
      [
        `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}?tabelle=gesamt`,
        `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}`,
      ],
    ] as const;
    for (const [from, to] of moves) {
      // Twice: the second answer comes from the page cache, which once sent the `Location` field twice.
      for (const attempt of [1, 2]) {
        const response = await page.request.get(from, { maxRedirects: 0 });
        expect(response.status(), `${from} (${attempt})`).toBe(308);
        const locations = response.headersArray().filter(({ name }) => name.toLowerCase() === "location");
        expect(locations, `${from} (${attempt})`).toHaveLength(1);
        if (typeof to === "string") expect(locations[0]!.value, from).toBe(to);
        else expect(locations[0]!.value, from).toMatch(to);
      }
    }
    // A browser following the move arrives at the page.
    const arrival = await page.goto(`/ergebnisse/wettbewerb/-/${topLeague.compoundId}`);
    expect(arrival?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/ergebnisse\/wettbewerb\/[a-z0-9-]+\/[^/]+$/);
    // Malformed views are answered before any rendering, with the one 404 page built with the site.
    for (const query of ["spieltag=abc", "tabelle=unbekannt"]) {
      const response = await page.request.get(`/ergebnisse/wettbewerb/-/${kreisliga.compoundId}?${query}`);
      expect(response.status(), query).toBe(404);
    }
    // What the API has to answer is rendered each time and never kept.
    const nothing = [
      `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}?spieltag=99`,
      `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}/ansicht/7/unbekannt`,
      `/ergebnisse/wettbewerb/-/${"A".repeat(101)}`,
      `/ergebnisse/spiel/-/${"A".repeat(101)}`,
      "/ergebnisse/spiel/-/GIBTESNICHT0000000000000000000000",
    ];
    for (const address of nothing) {
      for (const attempt of [1, 2]) {
        const response = await page.request.get(address, { maxRedirects: 0 });
        expect(response.status(), `${address} (${attempt})`).toBe(404);
        expect(response.headers()["x-nextjs-cache"], `${address} (${attempt})`).not.toBe("HIT");
      }
    }
    // Pages that exist are kept in memory only: nothing of them lands on disk.
    const plain = await page.request.get(`/ergebnisse/wettbewerb/-/${kreisliga.compoundId}?spieltag=2`);
    expect(plain.status()).toBe(200);
    expect(
      (await page.request.get(`/ergebnisse/wettbewerb/-/${kreisliga.compoundId}?spieltag=2`)).headers()[
        "x-nextjs-cache"
      ],
    ).toMatch(/HIT|STALE/);
    expect(filesNaming(kreisliga.compoundId)).toEqual([]);
    expect(filesNaming("GIBTESNICHT")).toEqual([]);
  });

  test("pages send the security headers, and cached pages run under a fresh nonce each time", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    const kreisliga = await findCompetition((competition) => !competition.isTopLeague);
    const address = `/ergebnisse/wettbewerb/-/${kreisliga.compoundId}`;
    const nonces: string[] = [];
    for (const attempt of [1, 2]) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      if (attempt === 2) expect(headers["x-nextjs-cache"]).toMatch(/HIT|STALE/);
      const policy = headers["content-security-policy"]!;
      const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
      expect(scripts).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scripts)![1]!;
      nonces.push(nonce);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["strict-transport-security"]).toBeUndefined();
      // The document, rewritten for its nonce, still travels compressed.
      expect(headers["content-encoding"]).toBe("gzip");
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      expect(headers.vary!.match(/Accept-Encoding/gi)).toHaveLength(1);
      // Every script the framework wrote carries this response's nonce.
      const scriptNonces = await page.evaluate(() =>
        [...document.querySelectorAll("script[src], script:not([type])")].map(
          (script) => (script as HTMLScriptElement).nonce,
        ),
      );
      expect(new Set(scriptNonces.filter(Boolean))).toEqual(new Set([nonce]));
      // The page is alive: a client-side navigation works.
      await page
        .getByRole("navigation", { name: "Bereiche des Wettbewerbs" })
        .getByRole("link", { name: "Torjäger" })
        .click();
      await expect(page).toHaveURL(`${address}/torjaeger`);
      expect(await violations()).toEqual([]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    const match = await findMatch((candidate) => candidate.matchStatus === "finished");
    await page.goto(`/ergebnisse/spiel/-/${match.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(match.homeTeam!.name);
    await page.goto("/");
    await page.getByRole("button", { name: "Suche / Vereine" }).click();
    await expect(page.getByPlaceholder("Suchbegriff eingeben")).toBeVisible();
    expect(await violations()).toEqual([]);

    // A client that does not take gzip gets the plain document, with the nonce replaced all the same.
    const plain = await page.request.get(address, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    const plainNonce = /'nonce-([^']+)'/.exec(plain.headers()["content-security-policy"]!)![1]!;
    expect(await plain.text()).toContain(`nonce="${plainNonce}"`);

    const overHttps = await page.request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  test("the region and web-view cookies are Secure over HTTPS", async ({ page }) => {
    const region = await page.request.get("/ergebnisse/region?gebiet=K1", {
      maxRedirects: 0,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(region.status()).toBe(303);
    expect(region.headers()["set-cookie"]).toMatch(/^region=K1;.*; Secure/i);
    const webView = await page.request.get("/", { headers: { "x-forwarded-proto": "https", "x-webview": "true" } });
    expect(webView.headers()["set-cookie"]).toMatch(/^webview=1;.*; Secure/i);
  });
});
