import { berlinTime } from "./calendar.js";
import type { GeneratorContext } from "./context.js";
import type { Competition } from "./leagues.js";
import { countGoals, emptyMatch, type Match, matchFormatOf, simulate } from "./matches.js";
import type { Random } from "./random.js";
import type { Team } from "./world.js";

/** Standing facts about teams that the team-season and entry rows carry. */
export interface SeasonFlags {
  withdrawn: Map<Team, string>;
  outOfCompetition: Set<Team>;
  deductions: { competition: Competition; team: Team; points: number; reason: string; decidedOn: string }[];
  cutoffs: Map<Competition, string>;
  /** Whether a league's replay already kicks off later on the demo date (see `replayKickoff`). */
  hasLaterReplay: boolean;
}

export function createSeasonFlags(): SeasonFlags {
  return {
    withdrawn: new Map(),
    outOfCompetition: new Set(),
    deductions: [],
    cutoffs: new Map(),
    hasLaterReplay: false,
  };
}

/** Leagues that can carry special cases: results, a table, at least six teams. */
export function specialCandidates(leagues: Competition[]): Competition[] {
  return leagues.filter((league) => league.hasResults && !league.isRoundBased && league.teams.length >= 6);
}

/** Decides team-level specials (withdrawal, out of competition, deduction) before rows are written. */
export function planTeamSpecials(leagues: Competition[], isCurrent: boolean, flags: SeasonFlags): void {
  const candidates = specialCandidates(leagues);
  const pick = (index: number) => candidates[index % Math.max(1, candidates.length)];
  const season = leagues[0]?.season;
  if (!season || candidates.length === 0) return;
  const withdrawing = pick(isCurrent ? 4 : 1)!;
  const rueckrundeStart = `${season.startYear + 1}-03-01`;
  flags.cutoffs.set(withdrawing, rueckrundeStart);
  // In the current season the team withdrew during the autumn round (results annulled); in the past one in spring (results stand).
  flags.withdrawn.set(
    withdrawing.teams.at(-1)!,
    isCurrent ? `${season.startYear}-10-05` : `${season.startYear + 1}-04-12`,
  );
  if (!isCurrent) return;
  const deducted = pick(5)!;
  flags.deductions.push({
    competition: deducted,
    team: deducted.teams[1]!,
    points: 3,
    reason: "Verstoß gegen die Spielordnung (Einsatz eines nicht spielberechtigten Spielers)",
    decidedOn: `${season.startYear}-10-14`,
  });
  const outside = pick(6)!;
  flags.outOfCompetition.add(outside.teams.at(-2)!);
}

const ABANDONED_IN_MINUTE = 67;
/** The variant of `applyMatchSpecials` whose cases are all decided (ratings, a verdict, an administrative decision). */
export const DECIDED_SPECIALS = 3;

/** The finished matches of the last matchday played to its end (on a Sunday afternoon, not the one still running). */
function lastPlayed(matches: Match[]): Match[] {
  const open = new Set(
    matches.filter((match) => match.status === "scheduled" || match.status === "live").map((match) => match.matchday),
  );
  const played = matches.filter((match) => match.status === "finished" && !open.has(match.matchday));
  const matchday = Math.max(0, ...played.map((match) => match.matchday ?? 0));
  return played.filter((match) => match.matchday === matchday);
}

const HALF_HOUR_MS = 30 * 60_000;

/**
 * When a replay on the demo date kicks off. The first replay of the season kicks off on the half hour at least an hour
 * after the demo clock (17:00 at 15:45), so on every day of the week the demo's team admin has a match to report from
 * its kickoff; the others kicked off an hour before the demo clock, so they are under way and their clocks run on. Late
 * in the evening, when no such time is left on the demo date, every replay is under way.
 */
function replayKickoff(context: GeneratorContext, flags: SeasonFlags): Date {
  const now = context.now.getTime();
  const later = new Date(Math.ceil((now + 2 * HALF_HOUR_MS) / HALF_HOUR_MS) * HALF_HOUR_MS);
  if (!flags.hasLaterReplay && later <= berlinTime(context.options.date, "23:30")) {
    flags.hasLaterReplay = true;
    return later;
  }
  return new Date(now - 2 * HALF_HOUR_MS);
}

function clearScore(match: Match): void {
  match.homeGoals = match.guestGoals = match.homeGoalsHalftime = match.guestGoalsHalftime = null;
  match.goalMinutes = [];
  match.timeState = null;
  match.spectators = null;
}

/** Applies match-level specials of DOMAIN.md to a league's simulated matches; returns extra matches (replays). */
export function applyMatchSpecials(
  context: GeneratorContext,
  league: Competition,
  index: number,
  matches: Match[],
  flags: SeasonFlags,
  random: Random,
): Match[] {
  const withdrawnOn = [...flags.withdrawn].find(([team]) => league.teams.includes(team));
  if (withdrawnOn) {
    const [team, date] = withdrawnOn;
    for (const match of matches) {
      if (match.date >= date && (match.home === team || match.guest === team) && match.status !== "bye") {
        clearScore(match);
        match.status = "annulled";
        match.cancellationReason = "Mannschaft zurückgezogen";
      }
    }
  }
  const recent = lastPlayed(matches).filter(
    (match) => match.home !== withdrawnOn?.[0] && match.guest !== withdrawnOn?.[0],
  );
  const extra: Match[] = [];
  const playsOnDemoDate = new Set(
    matches
      .filter((match) => match.date === context.options.date && match.status !== "bye")
      .flatMap((match) => [match.home, match.guest]),
  );
  const isFreeOnDemoDate = (match: Match) => !playsOnDemoDate.has(match.home) && !playsOnDemoDate.has(match.guest);
  const set = (slot: number, apply: (match: Match) => void) => {
    const match = recent[slot];
    if (match) apply(match);
  };
  switch (index % 4) {
    case 0: {
      set(0, (match) => {
        clearScore(match);
        match.status = "postponed";
        match.cancellationReason = "Unbespielbarer Platz";
      });
      // The match moved to the demo date: the first after slot 0 (slot 2 is taken) whose teams do not play that day.
      const moved = recent[1] && isFreeOnDemoDate(recent[1]) ? recent[1] : recent.slice(3).find(isFreeOnDemoDate);
      if (moved) {
        clearScore(moved);
        moved.status = "rescheduled";
        moved.cancellationReason = "Verlegung auf Antrag des Heimvereins";
        const replay = emptyMatch(league, random.id());
        Object.assign(replay, {
          matchday: moved.matchday,
          home: moved.home,
          guest: moved.guest,
          venueId: moved.venueId,
          date: context.options.date,
        });
        replay.kickoffAt = replayKickoff(context, flags);
        replay.rescheduledFromMatchId = moved.id;
        moved.rescheduledToMatchId = replay.id;
        simulate(replay, context, random);
        extra.push(replay);
      }
      set(2, (match) => {
        match.isPrePublished = true;
        match.status = "provisional";
      });
      break;
    }
    case 1:
      set(0, (match) => {
        match.status = "abandoned";
        match.minutesPlayed = ABANDONED_IN_MINUTE;
        match.goalMinutes = match.goalMinutes.filter((goal) => goal.minute <= ABANDONED_IN_MINUTE);
        countGoals(match, matchFormatOf(league).matchMinutes);
        match.timeState = null;
        match.decisionNote = `Spielabbruch in der ${ABANDONED_IN_MINUTE}. Minute wegen Gewitters, Entscheidung des Sportgerichts ausstehend`;
      });
      set(1, (match) => {
        clearScore(match);
        match.status = "annulled";
        match.decisionNote = "Spiel annulliert: Wiederholung angeordnet";
      });
      break;
    case 2:
      set(0, (match) =>
        Object.assign(match, { status: "no_show_home", decision: "rating", homeGoals: 0, guestGoals: 2 }),
      );
      set(1, (match) =>
        Object.assign(match, { status: "no_show_guest", decision: "rating", homeGoals: 2, guestGoals: 0 }),
      );
      set(2, (match) =>
        Object.assign(match, { status: "no_show_both", decision: "rating", homeGoals: 0, guestGoals: 0 }),
      );
      for (const slot of [0, 1, 2])
        if (recent[slot])
          Object.assign(recent[slot]!, {
            homeGoalsHalftime: null,
            guestGoalsHalftime: null,
            goalMinutes: [],
            timeState: null,
          });
      break;
    default:
      set(0, (match) =>
        Object.assign(match, {
          status: "awarded",
          decision: "rating",
          decisionNote: "Spielwertung wegen Einsatzes eines nicht spielberechtigten Spielers",
          homeGoals: 2,
          guestGoals: 0,
        }),
      );
      set(1, (match) =>
        Object.assign(match, {
          status: "awarded",
          decision: "court_verdict",
          decisionNote: "Urteil des Sportgerichts",
          homeGoals: 0,
          guestGoals: 2,
        }),
      );
      set(2, (match) =>
        Object.assign(match, {
          status: "awarded",
          decision: "administrative",
          decisionNote: "Verwaltungsentscheid des Spielleiters",
        }),
      );
  }
  // Far-off fixtures whose kickoff time the clubs have not fixed yet.
  if (index === 0) {
    for (const match of matches.filter((m) => m.status === "scheduled").slice(-6)) {
      match.isKickoffTimeKnown = false;
      match.kickoffAt = berlinTime(match.date, "00:00");
    }
  }
  return extra;
}
