import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnreadableApiAddress, isUnreadableApiAddress } from "./unreadable-address.mjs";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (isUnreadableApiAddress(request.url ?? "")) answerUnreadableApiAddress(request, response);
    else response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("unreadable addresses", () => {
  it("are the API's addresses that cannot be decoded (pages are Next.js's own 404)", () => {
    expect(isUnreadableApiAddress("/rest/%E0%A4%A")).toBe(true);
    expect(isUnreadableApiAddress("/rest/v1/public/x/%ZZ")).toBe(true);
    expect(isUnreadableApiAddress("/rest/v1/public/x/%25")).toBe(false);
    expect(isUnreadableApiAddress("/rest/v1/public/x?q=%ZZ")).toBe(false);
    expect(isUnreadableApiAddress("/vereine/%ZZ")).toBe(false);
  });

  it("get a 400 in the API's error shape, with the security headers", async () => {
    const api = await fetch(`${base}/rest/v1/public/getPostalCodeCompletions/plz/%ZZ`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: "Malformed URL" });
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("x-frame-options")).toBe("DENY");
    expect((await fetch(`${base}/vereine/%E0%A4%A`)).status).toBe(200);
  });
});
