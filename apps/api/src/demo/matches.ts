import type { MatchStatus } from "@spielfeld/football";
import { matches } from "../db/schema/index.js";
import { addDays, berlinTime, nextSaturday } from "./calendar.js";
import type { GeneratorContext } from "./context.js";
import type { Competition } from "./leagues.js";
import type { Random } from "./random.js";
import { TEAM_TYPE, TEAM_TYPES } from "./reference.js";
import { doubleRoundRobin } from "./schedule.js";
import type { Team } from "./world.js";

export interface Match {
  id: string;
  competition: Competition;
  matchday: number | null;
  roundName: string | null;
  date: string;
  kickoffAt: Date | null;
  isKickoffTimeKnown: boolean;
  home: Team | null;
  guest: Team | null;
  venueId: string | null;
  status: MatchStatus;
  decision: "rating" | "court_verdict" | "administrative" | null;
  decisionNote: string | null;
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHalftime: number | null;
  guestGoalsHalftime: number | null;
  homeGoalsExtraTime: number | null;
  guestGoalsExtraTime: number | null;
  homePenaltyGoals: number | null;
  guestPenaltyGoals: number | null;
  liveMinute: number | null;
  timeState: string | null;
  isResultPrivate: boolean;
  isPrePublished: boolean;
  rescheduledFromMatchId: string | null;
  rescheduledToMatchId: string | null;
  cancellationReason: string | null;
  spectators: number | null;
  /** Minutes of each goal, in order, for halftime scores and event timelines. */
  goalMinutes: { side: "home" | "guest"; minute: number }[];
}

/** Weekday offset from the matchday's Saturday and the local kickoff time, by team type and level. */
export function kickoffSlot(competition: Competition, team: Team | null): { dayOffset: number; time: string } {
  const rank = competition.levelRank ?? 9;
  switch (competition.teamTypeId) {
    case TEAM_TYPE.men:
      if (rank <= 3) return { dayOffset: 0, time: "14:30" };
      return { dayOffset: 1, time: team && team.rank > 1 ? "13:00" : "15:00" };
    case TEAM_TYPE.women:
      return { dayOffset: 1, time: "13:00" };
    case TEAM_TYPE.menOver32:
      return { dayOffset: -1, time: "19:00" };
    case TEAM_TYPE.aYouth:
    case TEAM_TYPE.bYouth:
      return { dayOffset: 0, time: "15:00" };
    default:
      return { dayOffset: 0, time: "10:30" };
  }
}

/** Saturdays of the season: the first leg from late summer, the second leg (Rückrunde) from March. */
export function matchdayDates(competition: Competition, count: number): string[] {
  const startYear = competition.season.startYear;
  const isUpper = (competition.levelRank ?? 9) <= 3 && competition.teamTypeId === TEAM_TYPE.men;
  const legLength = Math.ceil(count / 2);
  const dates: string[] = [];
  let date = nextSaturday(`${startYear}-07-${isUpper ? "18" : "30"}`);
  for (let i = 0; i < count; i += 1) {
    if (i === legLength) date = nextSaturday(`${startYear + 1}-03-07`);
    dates.push(date);
    date = addDays(date, 7);
  }
  return dates;
}

export function emptyMatch(competition: Competition, id: string): Match {
  return {
    id,
    competition,
    matchday: null,
    roundName: null,
    date: competition.season.startsOn,
    kickoffAt: null,
    isKickoffTimeKnown: true,
    home: null,
    guest: null,
    venueId: null,
    status: "scheduled",
    decision: null,
    decisionNote: null,
    homeGoals: null,
    guestGoals: null,
    homeGoalsHalftime: null,
    guestGoalsHalftime: null,
    homeGoalsExtraTime: null,
    guestGoalsExtraTime: null,
    homePenaltyGoals: null,
    guestPenaltyGoals: null,
    liveMinute: null,
    timeState: null,
    isResultPrivate: false,
    isPrePublished: false,
    rescheduledFromMatchId: null,
    rescheduledToMatchId: null,
    cancellationReason: null,
    spectators: null,
    goalMinutes: [],
  };
}

/** Fixtures of a league from a double round robin, with matchday plan. */
export function scheduleLeague(competition: Competition, random: Random): Match[] {
  const rounds = doubleRoundRobin(competition.teams.length);
  const dates = matchdayDates(competition, rounds.length);
  competition.matchdays = dates.map((date, index) => ({
    number: index + 1,
    name: competition.isRoundBased ? `Spielnachmittag ${index + 1}` : `${index + 1}. Spieltag`,
    startsOn: addDays(date, -1),
    endsOn: addDays(date, 1),
  }));
  const result: Match[] = [];
  rounds.forEach((round, index) => {
    for (const [homeIndex, guestIndex] of round) {
      const home = homeIndex === null ? null : competition.teams[homeIndex]!;
      const guest = guestIndex === null ? null : competition.teams[guestIndex]!;
      const match = emptyMatch(competition, random.id());
      match.matchday = index + 1;
      match.roundName = competition.isRoundBased ? competition.matchdays[index]!.name : null;
      const slot = kickoffSlot(competition, home ?? guest);
      match.date = addDays(dates[index]!, slot.dayOffset);
      match.kickoffAt = berlinTime(match.date, slot.time);
      match.home = home ?? guest;
      match.guest = home ? guest : null;
      match.venueId = match.home?.club.venueIds[0] ?? null;
      if (!home || !guest) match.status = "bye";
      result.push(match);
    }
  });
  return result;
}

/** Expected goals from team strengths with home advantage; more goals in youth and lower levels. */
function expectedGoals(home: Team, guest: Team, competition: Competition): [number, number] {
  const type = TEAM_TYPES.find((t) => t.id === competition.teamTypeId)!;
  const base = (type.isYouth ? 1.7 : 1.45) + Math.max(0, (competition.levelRank ?? 5) - 4) * 0.06;
  const difference = home.strength - guest.strength;
  return [base * Math.exp(0.4 * difference + 0.12), base * 0.85 * Math.exp(-0.4 * difference)];
}

export function playMatch(match: Match, random: Random, minuteLimit = Number.POSITIVE_INFINITY): void {
  const type = TEAM_TYPES.find((t) => t.id === match.competition.teamTypeId)!;
  if (!type.hasResults) {
    match.isResultPrivate = true;
    return;
  }
  const [homeRate, guestRate] = expectedGoals(match.home!, match.guest!, match.competition);
  const length = type.matchMinutes;
  const goals: Match["goalMinutes"] = [];
  for (const [side, rate] of [
    ["home", homeRate],
    ["guest", guestRate],
  ] as const) {
    const count = random.poisson(rate);
    for (let g = 0; g < count; g += 1) goals.push({ side, minute: random.int(1, length) });
  }
  goals.sort((a, b) => a.minute - b.minute);
  match.goalMinutes = goals.filter((goal) => goal.minute <= minuteLimit);
  const half = length / 2;
  const count = (side: "home" | "guest", upTo: number) =>
    match.goalMinutes.filter((goal) => goal.side === side && goal.minute <= upTo).length;
  match.homeGoals = count("home", length);
  match.guestGoals = count("guest", length);
  if (minuteLimit > half) {
    match.homeGoalsHalftime = count("home", half);
    match.guestGoalsHalftime = count("guest", half);
  }
}

/** Plays what lies before the demo clock; matches under way at the demo clock are live. */
export function simulate(match: Match, context: GeneratorContext, random: Random): void {
  if (match.status !== "scheduled" || !match.kickoffAt || !match.home || !match.guest) return;
  const type = TEAM_TYPES.find((t) => t.id === match.competition.teamTypeId)!;
  const elapsed = (context.now.getTime() - match.kickoffAt.getTime()) / 60000;
  if (elapsed < 0) return;
  const length = type.matchMinutes;
  const half = length / 2;
  if (elapsed >= length + 20) {
    playMatch(match, random);
    match.status = "finished";
    match.timeState = "full_time";
    match.spectators = type.isYouth
      ? random.int(10, 80)
      : random.int(40, (match.competition.levelRank ?? 9) <= 3 ? 1200 : 350);
    return;
  }
  const minute =
    elapsed < half
      ? Math.floor(elapsed) + 1
      : elapsed < half + 15
        ? half
        : Math.min(length, Math.floor(elapsed - 15) + 1);
  match.status = "live";
  match.timeState = elapsed < half ? "first_half" : elapsed < half + 15 ? "halftime" : "second_half";
  match.liveMinute = minute;
  playMatch(match, random, minute);
}

export async function emitMatch(context: GeneratorContext, match: Match): Promise<void> {
  const season = match.competition.season.id;
  await context.emit(matches, {
    id: match.id,
    competitionId: match.competition.id,
    matchday: match.matchday,
    roundName: match.roundName,
    matchNumber: null,
    kickoffAt: match.kickoffAt,
    isKickoffTimeKnown: match.isKickoffTimeKnown,
    homeTeamSeasonId: match.home?.seasonIds.get(season) ?? null,
    guestTeamSeasonId: match.guest?.seasonIds.get(season) ?? null,
    venueId: match.venueId,
    status: match.status,
    decision: match.decision,
    decisionNote: match.decisionNote,
    homeGoals: match.homeGoals,
    guestGoals: match.guestGoals,
    homeGoalsHalftime: match.homeGoalsHalftime,
    guestGoalsHalftime: match.guestGoalsHalftime,
    homeGoalsExtraTime: match.homeGoalsExtraTime,
    guestGoalsExtraTime: match.guestGoalsExtraTime,
    homePenaltyGoals: match.homePenaltyGoals,
    guestPenaltyGoals: match.guestPenaltyGoals,
    liveMinute: match.liveMinute,
    timeState: match.timeState,
    isResultPrivate: match.isResultPrivate,
    isPrePublished: match.isPrePublished,
    rescheduledFromMatchId: match.rescheduledFromMatchId,
    rescheduledToMatchId: match.rescheduledToMatchId,
    cancellationReason: match.cancellationReason,
    spectators: match.spectators,
    imageCount: 0,
    videoCount: 0,
    isReportAvailable: false,
    updatedAt: match.kickoffAt ?? new Date(`${match.competition.season.startsOn}T00:00:00Z`),
  });
}
