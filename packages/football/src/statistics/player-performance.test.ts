import { describe, expect, it } from "vitest";
import { played } from "../test-support/table-fixtures.js";
import type { LineupEntry, MatchEvent } from "./match-events.js";
import { summarisePlayerPerformance } from "./player-performance.js";

const m1 = played(1, "A", "B", 3, 1);
const m2 = played(2, "B", "A", 2, 2);
const m5 = played(5, "A", "C", 1, 1, { homeGoalsExtraTime: 2, guestGoalsExtraTime: 1 });
const m6 = played(6, "D", "A", 0, 0);

const lineups: LineupEntry[] = [
  { matchId: m1.id, side: "home", playerId: "p1", isSubstitute: false },
  { matchId: m2.id, side: "guest", playerId: "p1", isSubstitute: true },
  { matchId: m5.id, side: "home", playerId: "p1", isSubstitute: false },
  { matchId: m6.id, side: "guest", playerId: "p1", isSubstitute: true },
];

let order = 0;
function event(
  matchId: string,
  typeCode: number,
  minute: number,
  playerId: string,
  relatedPlayerId?: string,
): MatchEvent {
  order += 1;
  return {
    matchId,
    typeCode,
    minute,
    sortOrder: order,
    side: "home",
    playerId,
    relatedPlayerId: relatedPlayerId ?? null,
  };
}

const events = [
  event(m1.id, 7, 10, "p1"),
  event(m1.id, 9, 30, "p1"),
  event(m1.id, -1, 75, "p1", "p5"),
  event(m1.id, -2, 75, "p5", "p1"),
  event(m2.id, -2, 60, "p1", "p6"),
  event(m2.id, 2, 70, "p1"),
  event(m2.id, 7, 80, "p1"),
  event(m2.id, 4, 85, "p1"),
  event(m5.id, 7, 105, "p1"),
  event(m5.id, 8, 20, "p1"),
  event(m6.id, 7, 50, "p7"),
];

describe("summarisePlayerPerformance", () => {
  const performance = summarisePlayerPerformance({ playerId: "p1", matches: [m1, m2, m5, m6], lineups, events });

  it("takes minutes from lineups, substitutions, sendings-off and extra time", () => {
    expect(performance.entries.map((entry) => [entry.matchId, entry.isStarter, entry.minutesPlayed])).toEqual([
      [m1.id, true, 75],
      [m2.id, false, 25],
      [m5.id, true, 120],
    ]);
    expect(performance.entries[1]).toMatchObject({ inMinute: 60, outMinute: null, yellowCards: 1, yellowRedCards: 1 });
    expect(performance.entries[0]).toMatchObject({ inMinute: null, outMinute: 75 });
  });

  it("sums the season", () => {
    expect(performance).toMatchObject({
      playedMatches: 3,
      playedMinutes: 220,
      goals: 4,
      penaltyGoals: 1,
      ownGoals: 1,
      yellowCards: 1,
      yellowRedCards: 1,
      redCards: 0,
      inCount: 1,
      outCount: 1,
      pointsQuote: 1.67,
      goalsQuote: 1.33,
    });
  });

  it("uses the team type's match length", () => {
    const youth = summarisePlayerPerformance({ playerId: "p1", matches: [m1, m2], lineups, events, matchMinutes: 70 });
    // Out at 75 after a 70-minute match counts 70; in at 60 and off at 85 counts the 10 minutes to the end.
    expect(youth.entries.map((entry) => entry.minutesPlayed)).toEqual([70, 10]);
  });
});
