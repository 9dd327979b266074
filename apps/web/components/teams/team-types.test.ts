import { operationUrl } from "@spielfeld/api-client";
import { describe, expect, it } from "vitest";
import { excerptRange, logoIdOf } from "./team-types";

describe("team page helpers", () => {
  it("reads the media id from a crest address, null without one", () => {
    expect(logoIdOf(operationUrl("getMediaImage", { id: "ABC123" }, "http://localhost:4000/rest"))).toBe("ABC123");
    expect(logoIdOf(operationUrl("getMediaImage", { id: "ABC123", width: 64 }, "/rest"))).toBe("ABC123");
    expect(logoIdOf(null)).toBeNull();
    expect(logoIdOf("https://example.org/logo.png")).toBeNull();
  });

  it("keeps the team in the middle of the excerpt, and the excerpt's size at the table's ends", () => {
    expect(excerptRange(16, 7, 2)).toEqual([5, 10]);
    expect(excerptRange(16, 0, 2)).toEqual([0, 5]);
    expect(excerptRange(16, 1, 2)).toEqual([0, 5]);
    expect(excerptRange(16, 15, 2)).toEqual([11, 16]);
    expect(excerptRange(3, 1, 2)).toEqual([0, 3]);
  });
});
