import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { NONCE_SLOT_HEADER } from "./lib/security-headers";
import { proxy } from "./proxy";

const COMPETITION = "/ergebnisse/wettbewerb/-/ABC123-G";
// The proxy opens the session cookie with the configured key (lib/env.ts).
process.env.IMAGE_SERVER_URL ??= "/rest";

function run(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(url, "http://www.bafv.example"), { headers }));
}

const rewrittenTo = (response: Response) => response.headers.get("x-middleware-rewrite");
const movedTo = (response: Response) => {
  const location = new URL(response.headers.get("location")!);
  return `${location.pathname}${location.search}`;
};

describe("one address per page", () => {
  it("moves a match page with a made-up name to its address", async () => {
    const response = await run("/ergebnisse/spiel/irgendwas/M123?x=1");
    expect(response.status).toBe(308);
    expect(movedTo(response)).toBe("/ergebnisse/spiel/-/M123?x=1");
  });

  it("answers views that do not exist with a 404 instead of rendering a page", async () => {
    for (const query of ["spieltag=abc", "spieltag=0", "tabelle=unbekannt", "spieltag=7&tabelle="]) {
      const response = await run(`${COMPETITION}?${query}`);
      expect(response.status, query).toBe(404);
      expect(rewrittenTo(response), query).toMatch(/\/nicht-gefunden$/);
    }
  });

  it("moves non-canonical forms of a view to the canonical one and serves views from their own route", async () => {
    const explicitDefault = await run(`${COMPETITION}?tabelle=gesamt`);
    expect(explicitDefault.status).toBe(308);
    expect(movedTo(explicitDefault)).toBe(COMPETITION);
    const leadingZero = await run(`${COMPETITION}?spieltag=07&tabelle=heim`);
    expect(movedTo(leadingZero)).toBe(`${COMPETITION}?spieltag=7&tabelle=heim`);
    const extra = await run(`${COMPETITION}?spieltag=7&utm=x`);
    expect(movedTo(extra)).toBe(`${COMPETITION}?spieltag=7`);
    expect(rewrittenTo(await run(`${COMPETITION}?tabelle=heim&spieltag=7`))).toMatch(/\/ABC123-G\/ansicht\/7\/heim$/);
  });
});

describe("security headers", () => {
  it("sends a nonce-based policy without unsafe-inline scripts, and pages refuse to be framed", async () => {
    const response = await run("/", { [NONCE_SLOT_HEADER]: "slot123" });
    const policy = response.headers.get("content-security-policy")!;
    const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scripts).toContain("'nonce-slot123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // Next.js takes the nonce for its own scripts from the request's policy, never from the visitor.
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("lets widgets be framed and adds HSTS over HTTPS", async () => {
    const widget = await run("https://www.bafv.example/widget/tabelle");
    expect(widget.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(widget.headers.get("x-frame-options")).toBeNull();
    expect(widget.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    const behindProxy = await run("/", { "x-forwarded-proto": "https" });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });
});

describe("the web-view cookie", () => {
  it("is Secure when the site is served over HTTPS", async () => {
    const plain = await run("/", { "x-webview": "true" });
    expect(plain.headers.get("set-cookie")).toMatch(/^webview=1;/);
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/i);
    const https = await run("/", { "x-webview": "true", "x-forwarded-proto": "https" });
    expect(https.headers.get("set-cookie")).toMatch(/; Secure/i);
  });
});

describe("the session's addresses", () => {
  it("serves renewal, sign-in and sign-out by the session's route handlers", async () => {
    expect(rewrittenTo(await run("/login?refresh=true"))).toMatch(/\/api\/session\/refresh\?refresh=true$/);
    expect(rewrittenTo(await run("/login"))).toBeNull();
    const posted = await proxy(new NextRequest(new URL("http://www.bafv.example/login"), { method: "POST" }));
    expect(rewrittenTo(posted)).toMatch(/\/api\/session\/login$/);
    expect(rewrittenTo(await run("/logout?callbackUrl=%2F"))).toMatch(/\/api\/session\/logout\?callbackUrl=%2F$/);
  });

  it("starts the login flow on login-required pages without a session, or with a forged one", async () => {
    const account = await run("/mein-account");
    expect(account.status).toBe(303);
    expect(movedTo(account)).toBe("/login?callbackUrl=%2Fmein-account");
    const forged = await run("/profil-bearbeiten?x=1", { cookie: "spielfeld-sitzung=eyJhbGciOiJkaXIifQ.x.y.z.w" });
    expect(movedTo(forged)).toBe("/login?callbackUrl=%2Fprofil-bearbeiten%3Fx%3D1");
    // The confirmations a mail links to open without a session.
    expect((await run("/mein-account/email-bestaetigen?userid=U&code=C")).status).toBe(200);
  });
});
