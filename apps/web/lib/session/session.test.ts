import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { openSession, type StoredSession, sealSession, sessionCookieOptions, sessionKey } from "./session-cookie";
import { isFromOwnSite, returnPath } from "./session-server";

process.env.IMAGE_SERVER_URL ??= "/rest";

const now = Math.floor(Date.now() / 1000);
const session: StoredSession = {
  userId: "0b7c5a52-52a6-4d1e-9d43-6c5f3e1d2a10",
  nickname: "Kicker87",
  accessToken: "header.payload.signature",
  accessExpires: now + 900,
  refreshToken: "geheimes-refresh-token",
  refreshExpires: now + 30 * 86_400,
};

describe("the session cookie", () => {
  it("is encrypted: its value shows no token, and only the same key opens it", async () => {
    const key = sessionKey("x".repeat(32));
    const sealed = await sealSession(session, key);
    expect(sealed).not.toContain("geheimes");
    expect(Buffer.from(sealed.split(".")[3] ?? "", "base64url").toString()).not.toContain("geheimes");
    expect(await openSession(sealed, key)).toEqual(session);
    expect(await openSession(sealed, sessionKey("y".repeat(32)))).toBeNull();
  });

  it("opens nothing that was changed, forged or has ended", async () => {
    const key = sessionKey("x".repeat(32));
    const sealed = await sealSession(session, key);
    const parts = sealed.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(await openSession([...parts.slice(0, 3), flipped, parts[4]].join("."), key)).toBeNull();
    expect(await openSession("eyJhbGciOiJub25lIn0.e30.", key)).toBeNull();
    expect(await openSession(undefined, key)).toBeNull();
    const ended = await sealSession({ ...session, refreshExpires: now - 10 }, key);
    expect(await openSession(ended, key)).toBeNull();
  });

  it("is httpOnly, SameSite=Lax, Secure over HTTPS, and lives as long as the refresh token", () => {
    expect(sessionCookieOptions(session, true, now * 1000)).toEqual({
      httpOnly: true,
      sameSite: "lax",
      secure: true,
      path: "/",
      maxAge: 30 * 86_400,
    });
    expect(sessionCookieOptions(null, false).maxAge).toBe(0);
  });
});

describe("sign-in addresses", () => {
  it("returns only to paths of this site", () => {
    expect(returnPath("/mein-account?x=1")).toBe("/mein-account?x=1");
    expect(returnPath("/vereine/tsv/1#tabelle")).toBe("/vereine/tsv/1");
    for (const foreign of [
      "https://boese.example/",
      "//boese.example",
      "/\\boese.example",
      "/.//boese.example",
      "/%2e//boese.example",
      "/x/..//boese.example",
      "javascript:alert(1)",
      "",
    ]) {
      expect(returnPath(foreign)).toBe("/mein-account");
    }
  });

  it("takes state changes only from the site's own pages", () => {
    const request = (headers: Record<string, string>) =>
      new NextRequest(new URL("http://localhost:3000/login"), { method: "POST", headers });
    expect(isFromOwnSite(request({ origin: "http://localhost:3000" }))).toBe(true);
    expect(isFromOwnSite(request({ origin: "https://boese.example" }))).toBe(false);
    expect(isFromOwnSite(request({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isFromOwnSite(request({ "sec-fetch-site": "same-origin" }))).toBe(true);
  });
});
