// Matches as the match components' tests build them: two teams and the fields of a scheduled match.
import type { Match, MatchTeam } from "./match-types";

export function team(id: string, name = `Team ${id}`): MatchTeam {
  return {
    teamId: id,
    teamPermanentId: `P${id}`,
    name,
    clubId: `C${id}`,
    clubName: name,
    clubLogoId: null,
    clubLogoURL: null,
    withdrawn: false,
    withoutRating: false,
  };
}

export function match(overrides: Partial<Match> = {}): Match {
  return {
    id: "M",
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
    cancelled: false,
    aborted: false,
    annulled: false,
    prePublished: false,
    rescheduled: false,
    rescheduledFrom: null,
    rescheduledTo: null,
    ...overrides,
  } as Match;
}
