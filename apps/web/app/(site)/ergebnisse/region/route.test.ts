import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET } from "./route";

describe("the region form's target", () => {
  it("keeps the region in an httpOnly cookie that is Secure over HTTPS", () => {
    const plain = GET(new NextRequest("http://www.bafv.example/ergebnisse/region?gebiet=K123"));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("set-cookie")).toMatch(/^region=K123;.*HttpOnly/i);
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/i);
    const https = GET(new NextRequest("https://www.bafv.example/ergebnisse/region?gebiet=K123"));
    expect(https.headers.get("set-cookie")).toMatch(/; Secure/i);
    const behindProxy = GET(
      new NextRequest("http://web.internal/ergebnisse/region?gebiet=K123", {
        headers: { "x-forwarded-proto": "https" },
      }),
    );
    expect(behindProxy.headers.get("set-cookie")).toMatch(/; Secure/i);
  });
});
