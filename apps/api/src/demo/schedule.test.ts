import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { doubleRoundRobin, singleRoundRobin } from "./schedule.js";

describe("round-robin schedule", () => {
  it("pairs every two teams exactly once per leg and nobody twice in a round", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), (teamCount) => {
        const rounds = singleRoundRobin(teamCount);
        expect(rounds).toHaveLength(teamCount % 2 === 0 ? teamCount - 1 : teamCount);
        const seen = new Set<string>();
        for (const round of rounds) {
          const inRound = round.flat().filter((team) => team !== null);
          expect(new Set(inRound).size).toBe(inRound.length);
          for (const [home, guest] of round) {
            if (home === null || guest === null) continue;
            const key = [home, guest].sort((a, b) => a - b).join("-");
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
        }
        expect(seen.size).toBe((teamCount * (teamCount - 1)) / 2);
      }),
    );
  });

  it("mirrors the first leg in the second with home and guest swapped", () => {
    const rounds = doubleRoundRobin(6);
    expect(rounds).toHaveLength(10);
    expect(rounds[5]).toEqual(rounds[0]!.map(([home, guest]) => [guest, home]));
  });

  it("gives each team a bye once per leg when the count is odd", () => {
    const rounds = singleRoundRobin(5);
    const byes = rounds.map((round) => round.find(([home, guest]) => home === null || guest === null));
    const teamsWithBye = byes.map((pairing) => pairing!.find((team) => team !== null));
    expect([...teamsWithBye].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("alternates home and away for the fixed team", () => {
    const rounds = singleRoundRobin(4);
    const homeOfLast = rounds.map((round) => round.some(([home]) => home === 3));
    expect(homeOfLast).toEqual([false, true, false]);
  });
});
