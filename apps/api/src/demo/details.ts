import { matchEvents, matchLineups, matchOfficials, matchTeamOfficials } from "../db/schema/index.js";
import type { GeneratorContext } from "./context.js";
import type { Match } from "./matches.js";
import { isPlayerAvailable, type Referee, type SquadPlayer } from "./people.js";
import type { Random } from "./random.js";
import { TEAM_TYPES } from "./reference.js";
import { emitTicker, hasTicker } from "./ticker.js";
import { type Lineup, playTimeline } from "./timeline.js";

type Side = "home" | "guest";

function pickLineup(squad: SquadPlayer[], date: string, random: Random, benchSize: number): Lineup {
  const available = random.shuffle(squad.filter((player) => isPlayerAvailable(player, date)));
  const keepers = available.filter((player) => player.position === "goalkeeper");
  const outfield = available.filter((player) => player.position !== "goalkeeper");
  const starters = [...keepers.slice(0, 1), ...outfield.slice(0, 10)];
  const substitutes = [...outfield.slice(10, 10 + benchSize - 1), ...keepers.slice(1, 2)];
  return { starters, substitutes };
}

/** Lineups, officials and the event timeline (goals, cards, substitutions) of a played or running match. */
export async function emitMatchDetails(
  context: GeneratorContext,
  match: Match,
  squads: Map<string, SquadPlayer[]>,
  coaches: Map<string, string>,
  referees: Referee[],
  random: Random,
): Promise<void> {
  if (!match.home || !match.guest || match.isResultPrivate) return;
  const type = TEAM_TYPES.find((t) => t.id === match.competition.teamTypeId)!;
  const length = type.matchMinutes;
  const lineups: Record<Side, Lineup> = {
    home: pickLineup(squads.get(match.home.id) ?? [], match.date, random, type.isYouth ? 7 : 5),
    guest: pickLineup(squads.get(match.guest.id) ?? [], match.date, random, type.isYouth ? 7 : 5),
  };
  for (const side of ["home", "guest"] as const) {
    const lineup = lineups[side];
    let order = 0;
    for (const [group, isSubstitute] of [
      [lineup.starters, false],
      [lineup.substitutes, true],
    ] as const) {
      for (const player of group) {
        await context.emit(matchLineups, {
          matchId: match.id,
          side,
          playerId: player.id,
          jerseyNumber: player.jerseyNumber,
          isCaptain: player.isCaptain && !isSubstitute,
          isKeeper: player.position === "goalkeeper" && !isSubstitute,
          isSubstitute,
          sortOrder: order++,
        });
      }
    }
  }
  const events = playTimeline(
    {
      matchMinutes: length,
      upTo: match.minutesPlayed ?? Number.POSITIVE_INFINITY,
      goals: match.goalMinutes,
      maxSubstitutions: type.isYouth ? 5 : 4,
      yellowRate: type.isYouth ? 1.1 : 1.8,
    },
    lineups,
    random,
  );
  for (const [index, event] of events.entries()) {
    await context.emit(matchEvents, { id: random.id(), matchId: match.id, sortOrder: index + 1, ...event });
  }
  if (hasTicker(context, match, type.isYouth)) {
    const jerseys = new Map(
      [
        ...lineups.home.starters,
        ...lineups.home.substitutes,
        ...lineups.guest.starters,
        ...lineups.guest.substitutes,
      ].map((player) => [player.id, player.jerseyNumber]),
    );
    const jersey = (id: string | null) => (id === null ? null : (jerseys.get(id) ?? null));
    const timeline = events.map((event) => ({
      ...event,
      jersey: jersey(event.playerId),
      relatedJersey: jersey(event.relatedPlayerId),
    }));
    await emitTicker(context, match, timeline, length, random.fork(`ticker:${match.id}`));
  }
  await emitOfficials(context, match, referees);
  for (const side of ["home", "guest"] as const) {
    const coach = coaches.get((side === "home" ? match.home : match.guest).id);
    if (coach)
      await context.emit(matchTeamOfficials, { matchId: match.id, side, name: coach, functionName: "Trainer" });
  }
}

/** A match and the travel to and from it: a referee's matches kick off at least this far apart. */
const OFFICIATING_MS = 3 * 60 * 60_000;
const ROLES = ["referee", "assistant_1", "assistant_2", "fourth_official"] as const;

/** The referees of each Bezirk by class (level), built once per list of referees. */
const rostersOf = new WeakMap<Referee[], Map<string, Referee[][]>>();

function rosters(referees: Referee[]): Map<string, Referee[][]> {
  let byBezirk = rostersOf.get(referees);
  if (!byBezirk) {
    byBezirk = new Map();
    for (const referee of referees) {
      const levels = byBezirk.get(referee.bezirkName) ?? Array.from({ length: 5 }, (): Referee[] => []);
      byBezirk.set(referee.bezirkName, levels);
      levels[referee.level]!.push(referee);
    }
    rostersOf.set(referees, byBezirk);
  }
  return byBezirk;
}

/**
 * The officials of a match, none booked for another match at the same time: a referee whose class (level) reaches the
 * league's, assistants of at least the class below. The Bezirk's own referees come first, the lowest class that
 * qualifies first (so the higher classes stay free for higher leagues); referees of other Bezirke step in where the
 * Bezirk has too few free. A match for which too few are free gets fewer assistants.
 */
async function emitOfficials(context: GeneratorContext, match: Match, referees: Referee[]) {
  const rank = match.competition.levelRank ?? 9;
  const isMen = match.competition.teamTypeId === 1;
  // Men's leagues by rank: 1 Regionalliga (class 4) down to 5 Kreisliga and below (class 0).
  const lowest = isMen ? Math.max(0, 5 - rank) : 0;
  const roles = isMen && rank <= 1 ? 4 : isMen && rank <= 4 ? 3 : 1;
  const kickoff = match.kickoffAt?.getTime() ?? null;
  const booked = (referee: Referee) => referee.kickoffs.get(match.date) ?? [];
  // A fork of its own, so who officiates never changes what the generator draws after it.
  const random = context.random.fork(`officials:${match.id}`);
  const bezirk = match.competition.area.bezirkName;
  const byBezirk = rosters(referees);
  const bezirke = new Set([...(bezirk !== null && byBezirk.has(bezirk) ? [bezirk] : []), ...byBezirk.keys()]);
  const chosen: Referee[] = [];
  const isFree = (referee: Referee) =>
    !chosen.includes(referee) &&
    (kickoff === null || booked(referee).every((other) => Math.abs(other - kickoff) >= OFFICIATING_MS));
  const pick = (count: number, minimum: number) => {
    const wanted = chosen.length + count;
    for (const name of bezirke) {
      for (let level = minimum; level < 5 && chosen.length < wanted; level += 1) {
        const pool = byBezirk.get(name)![level] ?? [];
        const start = pool.length === 0 ? 0 : random.int(0, pool.length - 1);
        for (let step = 0; step < pool.length && chosen.length < wanted; step += 1) {
          const referee = pool[(start + step) % pool.length]!;
          if (isFree(referee)) chosen.push(referee);
        }
      }
    }
  };
  pick(1, lowest);
  if (chosen.length === 0) return;
  pick(roles - 1, Math.max(0, lowest - 1));
  for (const [index, referee] of chosen.entries()) {
    if (kickoff !== null) referee.kickoffs.set(match.date, [...booked(referee), kickoff]);
    await context.emit(matchOfficials, {
      matchId: match.id,
      role: ROLES[index]!,
      refereeId: referee.id,
      name: referee.name,
    });
  }
}
