// The live tests' data: a scheduled match of two teams and the live states that reach it.
import type { Match, MatchTeam } from "../matches/match-types";
import type { LiveMatchState } from "./live-dom";

function team(id: string): MatchTeam {
  return {
    teamId: id,
    teamPermanentId: `P${id}`,
    name: `Team ${id}`,
    clubId: `C${id}`,
    clubName: `Team ${id}`,
    clubLogoId: null,
    clubLogoURL: null,
    withdrawn: false,
    withoutRating: false,
  };
}

export const scheduled = {
  id: "M1",
  homeTeam: team("A"),
  guestTeam: team("B"),
  homeGoals: null,
  guestGoals: null,
  result: { text: "-:-", decisionMark: null, period: null, countsInTable: false },
  matchStatus: "scheduled",
  live: false,
  liveMinute: null,
  liveAddedMinute: null,
  timeState: null,
  kickoff: "2026-11-22T14:00:00Z",
  kickoffTimeKnown: true,
  competitionName: "Kreisliga",
  cancelled: false,
  aborted: false,
  annulled: false,
  prePublished: false,
  rescheduled: false,
  rescheduledFrom: null,
  rescheduledTo: null,
} as unknown as Match;

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
