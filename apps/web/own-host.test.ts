import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { ownAddressOf } from "./own-host.mjs";

const request = (url: string, headers: Record<string, string>) => ({ url, headers }) as unknown as IncomingMessage;
const SITE = "http://localhost:3000";

describe("the site's one address", () => {
  it("moves a page asked for under another host name to SITE_URL, path and query kept", () => {
    expect(ownAddressOf(request("/news?seite=2", { host: "127.0.0.1:3000" }), SITE)).toBe(
      "http://localhost:3000/news?seite=2",
    );
  });

  it("serves its own host name with or without its port and in any case", () => {
    for (const host of ["localhost:3000", "localhost", "LOCALHOST:3000"]) {
      expect(ownAddressOf(request("/news", { host }), SITE), host).toBeNull();
    }
  });

  it("answers the framework's data requests, the API, its files and the internal calls under any name", () => {
    expect(ownAddressOf(request("/login?aktiviert=1", { host: "127.0.0.1:3000", rsc: "1" }), SITE)).toBeNull();
    for (const url of ["/rest/v1/public/x", "/_next/static/a.js", "/api/revalidate"]) {
      expect(ownAddressOf(request(url, { host: "127.0.0.1:3000" }), SITE), url).toBeNull();
    }
  });
});
