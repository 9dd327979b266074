import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnreadableAddress, isUnreadableAddress } from "./unreadable-address.mjs";

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    if (isUnreadableAddress(request.url ?? "")) answerUnreadableAddress(request, response);
    else response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("unreadable addresses", () => {
  it("are told apart from readable ones, a lone %25 included", () => {
    expect(isUnreadableAddress("/rest/%E0%A4%A")).toBe(true);
    expect(isUnreadableAddress("/vereine/%ZZ")).toBe(true);
    expect(isUnreadableAddress("/allgemein/%25")).toBe(false);
    expect(isUnreadableAddress("/suche?q=%ZZ")).toBe(false);
  });

  it("get a 400 with the security headers: JSON on the API's path, German elsewhere", async () => {
    const api = await fetch(`${base}/rest/v1/public/getPostalCodeCompletions/plz/%ZZ`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ message: "Malformed URL" });
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await fetch(`${base}/vereine/%E0%A4%A`);
    expect(page.status).toBe(400);
    expect(await page.text()).toMatch(/^Diese Adresse ist ungültig/);
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });
});
