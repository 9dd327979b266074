import { describe, expect, it } from "vitest";
import { ANY_TAG, cacheTags, isCacheTag, isStale, matchChangeTags } from "./index.js";

describe("cache tags", () => {
  it("builds entity tags and recognises the vocabulary", () => {
    expect(cacheTags.match("ABC123")).toBe("match:ABC123");
    expect(cacheTags.competition("X1-G")).toBe("competition:X1-G");
    for (const tag of ["match:ABC", "competition:X1-G", "matches", "articles", ANY_TAG]) {
      expect(isCacheTag(tag), tag).toBe(true);
    }
    for (const tag of ["", "match:", "matchday:3", "foo", "team:a b", `club:${"A".repeat(101)}`, "competition:<x>"]) {
      expect(isCacheTag(tag), tag).toBe(false);
    }
  });

  it("a change to a match touches the match, its competition and the lists of matches", () => {
    expect(matchChangeTags("M1", "C1")).toEqual(["match:M1", "competition:C1", "matches"]);
  });

  it("says what is stale: a shared tag, or the any tag on either side", () => {
    expect(isStale(["competition:C1"], ["match:M1", "competition:C1"])).toBe(true);
    expect(isStale(["competition:C2"], ["match:M1", "competition:C1"])).toBe(false);
    expect(isStale(new Set(["competition:C2"]), [ANY_TAG])).toBe(true);
    expect(isStale([ANY_TAG], ["match:M1"])).toBe(true);
    expect(isStale([], ["match:M1"])).toBe(false);
  });
});
