import { type MatchFormat, type MatchStatus, readLiveClock, standardMatchFormat } from "@spielfeld/football";
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
  /** Minutes played when the match stopped short of full time (running or abandoned); null for a whole match. */
  minutesPlayed: number | null;
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

/** Saturdays from the first on or after `from` up to `to`. */
function saturdaysBetween(from: string, to: string): string[] {
  const result: string[] = [];
  for (let date = nextSaturday(from); date <= to; date = addDays(date, 7)) result.push(date);
  return result;
}

/** `count` dates spread evenly over the slots, first and last slot included; weekly beyond the slots if needed. */
function spread(slots: string[], count: number): string[] {
  if (count > slots.length) {
    return Array.from({ length: count }, (_, index) => addDays(slots[0]!, index * 7));
  }
  if (count === 1) return [slots.at(-1)!];
  return Array.from({ length: count }, (_, index) => slots[Math.round((index * (slots.length - 1)) / (count - 1))]!);
}

/**
 * Saturdays of the season as the association plans them: the first leg (Hinrunde) from August to late
 * November, the winter break, the second leg (Rückrunde) from March to June. Smaller leagues play every
 * second or third week, so that every league plays through the autumn and the spring.
 */
export function matchdayDates(competition: Competition, count: number): string[] {
  const startYear = competition.season.startYear;
  const firstLeg = Math.ceil(count / 2);
  return [
    ...spread(saturdaysBetween(`${startYear}-08-01`, `${startYear}-11-28`), firstLeg),
    ...spread(saturdaysBetween(`${startYear + 1}-03-01`, `${startYear + 1}-06-27`), count - firstLeg),
  ];
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
    minutesPlayed: null,
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

/** Regular-time score from the goals, and the half-time score once the first half is over. */
export function countGoals(match: Match, matchMinutes: number, isFirstHalfOver = true): void {
  const count = (side: "home" | "guest", upTo: number) =>
    match.goalMinutes.filter((goal) => goal.side === side && goal.minute <= upTo).length;
  match.homeGoals = count("home", matchMinutes);
  match.guestGoals = count("guest", matchMinutes);
  const half = matchMinutes / 2;
  match.homeGoalsHalftime = isFirstHalfOver ? count("home", half) : null;
  match.guestGoalsHalftime = isFirstHalfOver ? count("guest", half) : null;
}

/** Plays a match up to `minuteLimit` (the whole match without it); `isFirstHalfOver` for a running match. */
export function playMatch(
  match: Match,
  random: Random,
  minuteLimit = Number.POSITIVE_INFINITY,
  isFirstHalfOver = minuteLimit > TEAM_TYPES.find((t) => t.id === match.competition.teamTypeId)!.matchMinutes / 2,
): void {
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
  countGoals(match, length, isFirstHalfOver);
}

/** The clock format of a match of this competition: its team type's playing time, adult breaks. */
export function matchFormatOf(competition: Competition): MatchFormat {
  const type = TEAM_TYPES.find((t) => t.id === competition.teamTypeId)!;
  return { ...standardMatchFormat, matchMinutes: type.matchMinutes };
}

/** Plays what lies before the demo clock; matches under way at the demo clock are live. */
export function simulate(match: Match, context: GeneratorContext, random: Random): void {
  if (match.status !== "scheduled" || !match.kickoffAt || !match.home || !match.guest) return;
  const type = TEAM_TYPES.find((t) => t.id === match.competition.teamTypeId)!;
  const clock = readLiveClock(match.kickoffAt, context.now, matchFormatOf(match.competition));
  if (clock.timeState === "pre_match") return;
  if (clock.timeState === "full_time") {
    playMatch(match, random);
    match.status = "finished";
    match.timeState = "full_time";
    match.spectators = type.isYouth
      ? random.int(10, 80)
      : random.int(40, (match.competition.levelRank ?? 9) <= 3 ? 1200 : 350);
    return;
  }
  match.status = "live";
  match.timeState = clock.timeState;
  match.liveMinute = clock.minute;
  match.minutesPlayed = clock.minute;
  playMatch(match, random, clock.minute ?? 0, clock.timeState !== "first_half");
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
