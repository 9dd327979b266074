import { describe, expect, it } from "vitest";
import { type FairPlayScheme, standardFairPlayScheme } from "./fair-play-scheme.js";
import { countCardsByTeam, rankFairPlayTable } from "./fair-play-table.js";

const records = [
  {
    teamId: "A",
    teamName: "SV Alpha",
    matchesPlayed: 10,
    yellowCards: 12,
    yellowRedCards: 1,
    redCards: 0,
    suspendedMatches: 0,
  },
  {
    teamId: "B",
    teamName: "FC Beta",
    matchesPlayed: 10,
    yellowCards: 5,
    yellowRedCards: 0,
    redCards: 1,
    suspendedMatches: 3,
  },
  {
    teamId: "C",
    teamName: "TSV Gamma",
    matchesPlayed: 9,
    yellowCards: 20,
    yellowRedCards: 0,
    redCards: 0,
    suspendedMatches: 0,
  },
  {
    teamId: "D",
    teamName: "Ätna 05",
    matchesPlayed: 10,
    yellowCards: 8,
    yellowRedCards: 1,
    redCards: 0,
    suspendedMatches: 2,
  },
];

describe("rankFairPlayTable", () => {
  it("ranks lowest first with the standard scheme; equal points share a place", () => {
    // A 12 + 3 = 15; B 5 + 5 + 3 = 13; C 20; D 8 + 3 + 2 = 13.
    const table = rankFairPlayTable(records, standardFairPlayScheme);
    expect(table.entries.map((entry) => [entry.position, entry.teamId, entry.points, entry.isSharedPlace])).toEqual([
      [1, "D", 13, true],
      [1, "B", 13, true],
      [3, "A", 15, false],
      [4, "C", 20, false],
    ]);
    expect(table.entries.map((entry) => entry.pointsPerMatch)).toEqual([1.3, 1.3, 1.5, 2.22]);
    expect(table.schemeName).toBe("Gelb 1, Gelb-Rot 3, Rot 5, Sperre 1 je Spiel");
    expect(table.schemeDescription).toBe(
      "Wertung „Gelb 1, Gelb-Rot 3, Rot 5, Sperre 1 je Spiel“: Gelbe Karte 1 Punkt, Gelb-Rote Karte 3 Punkte, " +
        "Rote Karte 5 Punkte, je Spiel Sperre 1 Punkt. Weniger Punkte sind besser.",
    );
  });

  it("follows a competition's own scheme", () => {
    const strict: FairPlayScheme = {
      id: "strict",
      name: "Streng",
      points: { yellow: 1, yellowRed: 5, red: 10, perSuspendedMatch: 2 },
    };
    // A 12 + 5 = 17; B 5 + 10 + 6 = 21; C 20; D 8 + 5 + 4 = 17.
    const table = rankFairPlayTable(records, strict);
    expect(table.entries.map((entry) => `${entry.position} ${entry.teamId} ${entry.points}`)).toEqual([
      "1 D 17",
      "1 A 17",
      "3 C 20",
      "4 B 21",
    ]);
    expect(table.schemeDescription).toContain("Rote Karte 10 Punkte, je Spiel Sperre 2 Punkte");
  });
});

describe("countCardsByTeam", () => {
  it("counts yellow, yellow-red and red card events per team and ignores other events", () => {
    const event = (typeCode: number, side: "home" | "guest") => ({
      matchId: "m1",
      typeCode,
      minute: 10,
      sortOrder: 1,
      side,
      playerId: "p",
    });
    const counts = countCardsByTeam(
      [event(2, "home"), event(2, "home"), event(4, "home"), event(3, "guest"), event(7, "guest"), event(13, "home")],
      (_, side) => (side === "home" ? "A" : "B"),
    );
    expect(Object.fromEntries(counts)).toEqual({
      A: { yellowCards: 2, yellowRedCards: 1, redCards: 0 },
      B: { yellowCards: 0, yellowRedCards: 0, redCards: 1 },
    });
  });
});
