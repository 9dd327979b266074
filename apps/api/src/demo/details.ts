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
