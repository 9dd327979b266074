// The live tests' data: a scheduled match of two teams and the live states that reach it.
import { match } from "../matches/match-test-data";
import type { LiveMatchState } from "./live-dom";

export const scheduled = match({
  id: "M1",
  kickoff: "2026-11-22T14:00:00Z",
  kickoffTimeKnown: true,
  competitionName: "Kreisliga",
});

export function state(overrides: Partial<LiveMatchState> = {}): LiveMatchState {
  return {
    matchId: "M1",
    competitionId: "C-G",
    serverTime: "2026-11-22T14:10:00Z",
    status: "live",
    live: true,
    timeState: "first_half",
    liveMinute: 10,
    liveAddedMinute: null,
    phaseStartedAt: "2026-11-22T14:00:00Z",
    format: { matchMinutes: 90, extraTimeMinutes: 30, hasPlayedExtraTime: false },
    homeGoals: 1,
    guestGoals: 0,
    halftime: null,
    extraTime: null,
    penalties: null,
    result: "1:0 live 10'",
    prePublished: false,
    ticker: null,
    removedTickerId: null,
    ...overrides,
  };
}
