import { describe, expect, it } from "vitest";
import { finalZoneHeadToHeadProfile } from "./profiles.js";
import { composeTableNote } from "./table-note.js";
import type { TableEntry } from "./table-types.js";

const entry = (position: number, isSharedPlace: boolean) =>
  ({ position, isSharedPlace, decidedBy: null }) as unknown as TableEntry;

describe("table note", () => {
  it("ends a sentence on an ordinal with a single full stop", () => {
    const note = composeTableNote({
      profile: finalZoneHeadToHeadProfile,
      isQuotientRanking: false,
      isFinalTable: false,
      entries: [entry(1, true), entry(1, true), entry(3, false)],
    });
    expect(note.endsWith("Gleich stehende Mannschaften teilen sich Platz 1.")).toBe(true);
    expect(note).not.toContain("..");
  });
});
