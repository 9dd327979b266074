import { describe, expect, it } from "vitest";
import { played } from "../test-support/table-fixtures.js";
import type { MatchEvent } from "./match-events.js";
import { rankTopScorers } from "./top-scorers.js";

const m1 = played(1, "A", "B", 3, 1);
const m2 = played(2, "B", "A", 2, 2);
const m3 = played(3, "A", "B", 5, 0, { status: "annulled" });
const m4 = played(4, "A", "B", 2, 0, { status: "awarded", decision: "rating" });

let order = 0;
function event(matchId: string, typeCode: number, side: "home" | "guest", playerId: string): MatchEvent {
  order += 1;
  return { matchId, typeCode, minute: order, sortOrder: order, side, playerId };
}

const events = [
  event(m1.id, 7, "home", "p1"),
  event(m1.id, 9, "home", "p1"),
  event(m1.id, 7, "home", "p2"),
  event(m1.id, 7, "guest", "p3"),
  event(m1.id, 2, "guest", "p3"),
  event(m2.id, 7, "home", "p3"),
  event(m2.id, 9, "home", "p4"),
  event(m2.id, 7, "guest", "p1"),
  event(m2.id, 8, "home", "p3"),
  event(m3.id, 7, "home", "p2"),
  event(m3.id, 7, "home", "p2"),
];

const players = [
  { id: "p1", firstName: "Lena", lastName: "Huber" },
  { id: "p2", firstName: "Max", lastName: "Zeller" },
  { id: "p3", firstName: "Jonas", lastName: "Maier" },
  { id: "p4", firstName: "Anna", lastName: "Berg" },
];

describe("rankTopScorers", () => {
  it("counts goals and penalties, leaves out own goals and annulled matches, shares places", () => {
    const scorers = rankTopScorers({ matches: [m1, m2, m3, m4], events, players });
    expect(
      scorers.entries.map((entry) => [entry.position, entry.playerId, entry.teamId, entry.goals, entry.penaltyGoals]),
    ).toEqual([
      [1, "p1", "A", 3, 1],
      [2, "p3", "B", 2, 0],
      [3, "p4", "B", 1, 1],
      [3, "p2", "A", 1, 0],
    ]);
    expect(scorers.entries[2]).toMatchObject({ firstName: "Anna", lastName: "Berg", isSharedPlace: true });
    expect(scorers.goalCount).toBe(8);
    expect(scorers.goalsPerMatch).toBe(4);
  });
});
