import { eventTypeCodes, type MatchSide } from "@spielfeld/football";
import type { SquadPlayer } from "./people.js";
import type { Random } from "./random.js";

export interface Lineup {
  starters: SquadPlayer[];
  substitutes: SquadPlayer[];
}

export interface TimelineEvent {
  typeCode: number;
  minute: number;
  addedMinute: number | null;
  side: MatchSide;
  playerId: string | null;
  relatedPlayerId: string | null;
}

export interface TimelinePlan {
  /** Regular playing time. */
  matchMinutes: number;
  /** Minutes played so far: the whole match, or up to the demo clock for a running match. */
  upTo: number;
  /** Goals in order, each for the side it counts for. */
  goals: readonly { side: MatchSide; minute: number }[];
  maxSubstitutions: number;
  yellowRate: number;
}

interface Happening {
  kind: "goal" | "yellow" | "red" | "substitution";
  minute: number;
  addedMinute: number | null;
  side: MatchSide;
}

const SCORING_WEIGHT = { goalkeeper: 0, defender: 1, midfielder: 2.5, forward: 4.5 } as const;
const other = (side: MatchSide): MatchSide => (side === "home" ? "guest" : "home");

/** What happens in a match, before it is told who did it. */
function planHappenings(plan: TimelinePlan, lineups: Record<MatchSide, Lineup>, random: Random): Happening[] {
  const length = plan.matchMinutes;
  const happenings: Happening[] = plan.goals.map((goal) => ({
    kind: "goal",
    ...goal,
    addedMinute: goal.minute === length && random.chance(0.5) ? random.int(1, 4) : null,
  }));
  for (const side of ["home", "guest"] as const) {
    const substitutions = Math.min(lineups[side].substitutes.length, random.int(1, plan.maxSubstitutions));
    for (let s = 0; s < substitutions; s += 1) {
      const minute = random.int(Math.floor(length / 2) + 1, length - 2);
      happenings.push({ kind: "substitution", side, minute, addedMinute: null });
    }
    const yellows = random.poisson(plan.yellowRate);
    for (let c = 0; c < yellows; c += 1)
      happenings.push({ kind: "yellow", side, minute: random.int(5, length), addedMinute: null });
    if (random.chance(0.03)) happenings.push({ kind: "red", side, minute: random.int(20, length), addedMinute: null });
  }
  // Stable sort: within a minute, the order of planning (goals first) stands; stoppage time comes last.
  return happenings
    .sort((a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0))
    .filter((happening) => happening.minute <= plan.upTo);
}

/**
 * Tells a match as it was played on the pitch: only players on the pitch score, are booked or leave it;
 * substitutes act only after coming on; a second yellow card is a yellow-red; nobody acts after a sending-off.
 * Own goals are recorded on the side of the player who scored them.
 */
export function playTimeline(plan: TimelinePlan, lineups: Record<MatchSide, Lineup>, random: Random): TimelineEvent[] {
  const onPitch = { home: [...lineups.home.starters], guest: [...lineups.guest.starters] };
  const bench = { home: [...lineups.home.substitutes], guest: [...lineups.guest.substitutes] };
  const booked = new Set<string>();
  const events: TimelineEvent[] = [];
  const leave = (side: MatchSide, player: SquadPlayer) => {
    onPitch[side] = onPitch[side].filter((candidate) => candidate !== player);
  };
  const add = (event: Omit<TimelineEvent, "addedMinute" | "relatedPlayerId"> & Partial<TimelineEvent>) =>
    events.push({ addedMinute: null, relatedPlayerId: null, ...event });
  for (const happening of planHappenings(plan, lineups, random)) {
    const { side, minute, addedMinute } = happening;
    if (happening.kind === "goal") {
      const isOwnGoal = random.chance(0.04);
      const playerSide = isOwnGoal ? other(side) : side;
      const pool = onPitch[playerSide];
      if (pool.length === 0) continue;
      const scorer = random.weighted(
        pool.map((player) => [player, SCORING_WEIGHT[player.position] + (isOwnGoal ? 1 : 0)] as const),
      );
      const typeCode = isOwnGoal
        ? eventTypeCodes.ownGoal
        : random.chance(0.1)
          ? eventTypeCodes.penaltyGoal
          : eventTypeCodes.goal;
      add({ typeCode, minute, addedMinute, side: playerSide, playerId: scorer.id });
      continue;
    }
    if (happening.kind === "substitution") {
      const outfield = onPitch[side].filter((player) => player.position !== "goalkeeper");
      const into = bench[side].find((player) => player.position !== "goalkeeper");
      if (outfield.length === 0 || !into) continue;
      const out = random.pick(outfield);
      bench[side] = bench[side].filter((player) => player !== into);
      leave(side, out);
      onPitch[side].push(into);
      add({ typeCode: eventTypeCodes.substitutionOut, minute, side, playerId: out.id, relatedPlayerId: into.id });
      add({ typeCode: eventTypeCodes.substitutionIn, minute, side, playerId: into.id, relatedPlayerId: out.id });
      continue;
    }
    if (onPitch[side].length === 0) continue;
    const player = random.pick(onPitch[side]);
    if (happening.kind === "red") {
      leave(side, player);
      add({ typeCode: eventTypeCodes.redCard, minute, side, playerId: player.id });
    } else if (booked.has(player.id)) {
      leave(side, player);
      add({ typeCode: eventTypeCodes.yellowRedCard, minute, side, playerId: player.id });
    } else {
      booked.add(player.id);
      add({ typeCode: eventTypeCodes.yellowCard, minute, side, playerId: player.id });
    }
  }
  return events;
}
