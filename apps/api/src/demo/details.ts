import { matchEvents, matchLineups, matchOfficials, matchTeamOfficials } from "../db/schema/index.js";
import type { GeneratorContext } from "./context.js";
import type { Match } from "./matches.js";
import { isPlayerAvailable, type Referee, type SquadPlayer } from "./people.js";
import type { Random } from "./random.js";
import { TEAM_TYPES } from "./reference.js";
import { emitTicker, hasTicker } from "./ticker.js";

export const EVENT = {
  substitutionIn: -2,
  substitutionOut: -1,
  yellow: 2,
  red: 3,
  yellowRed: 4,
  goal: 7,
  ownGoal: 8,
  penaltyGoal: 9,
} as const;

type Side = "home" | "guest";

interface Lineup {
  starters: SquadPlayer[];
  substitutes: SquadPlayer[];
}

function pickLineup(squad: SquadPlayer[], date: string, random: Random, benchSize: number): Lineup {
  const available = random.shuffle(squad.filter((player) => isPlayerAvailable(player, date)));
  const keepers = available.filter((player) => player.position === "goalkeeper");
  const outfield = available.filter((player) => player.position !== "goalkeeper");
  const starters = [...keepers.slice(0, 1), ...outfield.slice(0, 10)];
  const substitutes = [...outfield.slice(10, 10 + benchSize - 1), ...keepers.slice(1, 2)];
  return { starters, substitutes };
}

const SCORING_WEIGHT = { goalkeeper: 0, defender: 1, midfielder: 2.5, forward: 4.5 } as const;

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
  const upTo = match.status === "live" ? (match.liveMinute ?? 0) : length;
  const lineups: Record<Side, Lineup> = {
    home: pickLineup(squads.get(match.home.id) ?? [], match.date, random, type.isYouth ? 7 : 5),
    guest: pickLineup(squads.get(match.guest.id) ?? [], match.date, random, type.isYouth ? 7 : 5),
  };
  const events: {
    typeCode: number;
    minute: number;
    addedMinute: number | null;
    side: Side;
    playerId: string | null;
    relatedPlayerId: string | null;
  }[] = [];
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
    const outfield = lineup.starters.filter((player) => player.position !== "goalkeeper");
    const substitutions = Math.min(lineup.substitutes.length, random.int(1, type.isYouth ? 5 : 4));
    for (let s = 0; s < substitutions; s += 1) {
      const minute = random.int(Math.floor(length / 2) + 1, length - 2);
      const out = outfield[s];
      const into = lineup.substitutes[s];
      if (!out || !into || minute > upTo) continue;
      events.push({
        typeCode: EVENT.substitutionOut,
        minute,
        addedMinute: null,
        side,
        playerId: out.id,
        relatedPlayerId: into.id,
      });
      events.push({
        typeCode: EVENT.substitutionIn,
        minute,
        addedMinute: null,
        side,
        playerId: into.id,
        relatedPlayerId: out.id,
      });
    }
    const yellows = random.poisson(type.isYouth ? 1.1 : 1.8);
    for (let c = 0; c < yellows; c += 1) {
      const minute = random.int(5, length);
      if (minute <= upTo)
        events.push({
          typeCode: EVENT.yellow,
          minute,
          addedMinute: null,
          side,
          playerId: random.pick(lineup.starters).id,
          relatedPlayerId: null,
        });
    }
    if (random.chance(0.05)) {
      const minute = random.int(30, length);
      const code = random.chance(0.55) ? EVENT.yellowRed : EVENT.red;
      if (minute <= upTo)
        events.push({
          typeCode: code,
          minute,
          addedMinute: null,
          side,
          playerId: random.pick(lineup.starters).id,
          relatedPlayerId: null,
        });
    }
  }
  for (const goal of match.goalMinutes) {
    const opponent: Side = goal.side === "home" ? "guest" : "home";
    const isOwnGoal = random.chance(0.04);
    const pool = isOwnGoal ? lineups[opponent].starters : lineups[goal.side].starters;
    if (pool.length === 0) continue;
    const scorer = random.weighted(
      pool.map((player) => [player, SCORING_WEIGHT[player.position] + (isOwnGoal ? 1 : 0)] as const),
    );
    const code = isOwnGoal ? EVENT.ownGoal : random.chance(0.1) ? EVENT.penaltyGoal : EVENT.goal;
    const addedMinute = goal.minute === length && random.chance(0.5) ? random.int(1, 4) : null;
    events.push({
      typeCode: code,
      minute: goal.minute,
      addedMinute,
      side: goal.side,
      playerId: scorer.id,
      relatedPlayerId: null,
    });
  }
  events.sort((a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.typeCode - b.typeCode);
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
  await emitOfficials(context, match, referees, random);
  for (const side of ["home", "guest"] as const) {
    const coach = coaches.get((side === "home" ? match.home : match.guest).id);
    if (coach)
      await context.emit(matchTeamOfficials, { matchId: match.id, side, name: coach, functionName: "Trainer" });
  }
}

async function emitOfficials(context: GeneratorContext, match: Match, referees: Referee[], random: Random) {
  const rank = match.competition.levelRank ?? 9;
  const isMen = match.competition.teamTypeId === 1;
  const bezirk = match.competition.area.bezirkName;
  const pool = referees.filter(
    (referee) =>
      (bezirk === null || referee.bezirkName === bezirk) && referee.level >= (isMen ? Math.max(0, 4 - rank) : 0),
  );
  const candidates = random.shuffle(pool.length >= 4 ? pool : referees).slice(0, 4);
  const roles = isMen && rank <= 1 ? 4 : isMen && rank <= 4 ? 3 : 1;
  const names = ["referee", "assistant_1", "assistant_2", "fourth_official"] as const;
  for (let i = 0; i < roles && i < candidates.length; i += 1) {
    const referee = candidates[i]!;
    await context.emit(matchOfficials, {
      matchId: match.id,
      role: names[i],
      refereeId: referee.id,
      name: referee.name,
    });
  }
}
