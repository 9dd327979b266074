import { describe, expect, it } from "vitest";
import { decodeIdSegment } from "./route-params";

function digestOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { digest?: string }).digest;
  }
}

describe("id segments of an address", () => {
  it("names nothing when longer than any id: a 404, not a call the API refuses", () => {
    expect(decodeIdSegment("A".repeat(36))).toBe("A".repeat(36));
    expect(digestOf(() => decodeIdSegment("A".repeat(101)))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(digestOf(() => decodeIdSegment("%E0%A4%A"))).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
