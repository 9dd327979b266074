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
}

export function createSeasonFlags(): SeasonFlags {
  return { withdrawn: new Map(), outOfCompetition: new Set(), deductions: [], cutoffs: new Map() };
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

function lastPlayed(matches: Match[]): Match[] {
  const played = matches.filter((match) => match.status === "finished");
  const matchday = Math.max(0, ...played.map((match) => match.matchday ?? 0));
  return played.filter((match) => match.matchday === matchday);
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
  const set = (slot: number, apply: (match: Match) => void) => {
    const match = recent[slot];
    if (match) apply(match);
  };
  switch (index % 4) {
    case 0:
      set(0, (match) => {
        clearScore(match);
        match.status = "postponed";
        match.cancellationReason = "Unbespielbarer Platz";
      });
      set(1, (match) => {
        clearScore(match);
        match.status = "rescheduled";
        match.cancellationReason = "Verlegung auf Antrag des Heimvereins";
        const replay = emptyMatch(league, random.id());
        Object.assign(replay, {
          matchday: match.matchday,
          home: match.home,
          guest: match.guest,
          venueId: match.venueId,
          date: context.options.date,
        });
        // The replay kicks off an hour before the demo clock, so it is under way and its clock runs on.
        replay.kickoffAt = new Date(context.now.getTime() - 60 * 60_000);
        replay.rescheduledFromMatchId = match.id;
        match.rescheduledToMatchId = replay.id;
        simulate(replay, context, random);
        extra.push(replay);
      });
      set(2, (match) => {
        match.isPrePublished = true;
        match.status = "provisional";
      });
      break;
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
