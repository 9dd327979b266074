import {
  countRunningScore,
  isBallInPlay,
  isMinuteInPeriod,
  nextPhases,
  type ReportedFormat,
  type ReportedState,
  readReportedClock,
} from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { mayReportMatch } from "../../plugins/auth/permissions.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { type EntryRequest, other } from "./reported-entries.js";
import type { EntryRow, MatchSide, RosterPlayer } from "./reporting.repository.js";
import * as repository from "./reporting.repository.js";

/* What a reporter may enter when: each request checked against the match as its entries stand. */

export interface Draft {
  details: Record<string, unknown>;
  kind: EntryRow["kind"];
  minute: number | null;
  addedMinute: number | null;
}

/** The minute of an entry: the one typed (checked against the half being played), else the clock's. */
function minuteOf(
  request: { minute?: number; addedMinute?: number },
  state: ReportedState,
  format: ReportedFormat,
  now: Date,
): { minute: number | null; addedMinute: number | null } {
  const clock =
    state.phaseStartedAt === null
      ? null
      : readReportedClock(state.timeState, state.phaseStartedAt, now, format, state.extraTime !== null);
  if (request.minute === undefined) {
    return { minute: clock?.minute ?? null, addedMinute: clock?.addedMinute ?? null };
  }
  if (isBallInPlay(state.timeState) && !isMinuteInPeriod(state.timeState, request.minute, format)) {
    throw new ApiError(
      "bad_request",
      `Invalid field "minute": ${request.minute} is not a minute of the half being played`,
      { reason: "minute-outside-half" },
    );
  }
  return { minute: request.minute, addedMinute: request.addedMinute ?? null };
}

function findPlayer(roster: RosterPlayer[], playerId: string, field: string): RosterPlayer {
  const player = roster.find((entry) => entry.playerId === playerId);
  if (!player) {
    throw new ApiError(
      "bad_request",
      `Invalid field "${field}": the player is not in this team's squad or team sheet`,
      { reason: "not-in-squad" },
    );
  }
  return player;
}

export interface Sides {
  home: string;
  guest: string;
}

/**
 * Checks a request against the match as its entries stand, and what the new entry will say: inside the writer's
 * transaction (the context's database), at the context's `now`.
 */
export async function draftEntry(
  context: ServiceContext,
  matchId: string,
  sides: Sides,
  status: string,
  kickoffAt: Date | null,
  state: ReportedState,
  entries: EntryRow[],
  format: ReportedFormat,
  request: EntryRequest,
  userId: string,
): Promise<Draft & { roster?: { side: MatchSide; player: RosterPlayer; isSubstitute: boolean }[] }> {
  const { db: tx, now } = context;
  const isOver = state.timeState === "full_time";
  if (status === "finished" && request.kind !== "text" && request.kind !== "withdrawal") {
    throw new ApiError("conflict", "The result is released: the match takes no more entries", {
      reason: "result-released",
    });
  }
  const hasKickedOff = state.timeState !== "pre_match";
  switch (request.kind) {
    case "phase": {
      if (!nextPhases(state.timeState, format).includes(request.phase)) {
        const allowed = nextPhases(state.timeState, format);
        throw new ApiError(
          "conflict",
          `The match is at ${state.timeState}: "${request.phase}" cannot follow (next: ${allowed.join(", ") || "none"})`,
          { reason: "phase-out-of-order" },
        );
      }
      if (request.phase === "first_half" && status !== "scheduled") {
        throw new ApiError("conflict", `The match is ${status} in the association's data: it is not reported live`);
      }
      // A kickoff on the match's day (Europe/Berlin), however early: kickoffs are moved on the day, but a match of
      // next week kicking off is a slip of a finger.
      if (request.phase === "first_half" && kickoffAt !== null && berlinDate(now) < berlinDate(kickoffAt)) {
        throw new ApiError("conflict", `The match is planned for ${kickoffAt.toISOString()}: it cannot kick off yet`, {
          reason: "before-kickoff",
        });
      }
      return { kind: "phase", details: { phase: request.phase }, minute: null, addedMinute: null };
    }
    case "goal": {
      if (state.timeState === "penalties") {
        if (request.goalKind !== "penalty") {
          throw new ApiError("bad_request", 'Invalid field "kind": in the shoot-out every goal is a "penalty"');
        }
        return { kind: "shootout", details: { team: request.team }, minute: null, addedMinute: null };
      }
      if (!isBallInPlay(state.timeState)) {
        throw new ApiError(
          "conflict",
          isOver
            ? "The match has ended: no goal after the final whistle"
            : `No goal while the ball is not in play (${state.timeState})`,
          { reason: isOver ? "after-final-whistle" : "ball-not-in-play" },
        );
      }
      const { minute, addedMinute } = minuteOf(request, state, format, now);
      const roster: { side: MatchSide; player: RosterPlayer; isSubstitute: boolean }[] = [];
      if (request.playerId !== undefined) {
        const playerSide = request.goalKind === "own_goal" ? other(request.team) : request.team;
        const players = await repository.listRoster(tx, matchId, playerSide, sides[playerSide]);
        const player = findPlayer(players, request.playerId, "player-id");
        await checkOnPitch(tx, matchId, playerSide, player, "player-id");
        roster.push({ side: playerSide, player, isSubstitute: false });
      }
      return {
        kind: "goal",
        details: { team: request.team, goalKind: request.goalKind, playerId: request.playerId ?? null },
        minute,
        addedMinute,
        roster,
      };
    }
    case "card": {
      if (!hasKickedOff)
        throw new ApiError("conflict", "The match has not kicked off: no card yet", {
          reason: "not-kicked-off",
        });
      const players = await repository.listRoster(tx, matchId, request.team, sides[request.team]);
      const player = findPlayer(players, request.playerId, "player-id");
      if ((await repository.listSentOff(tx, matchId, request.team)).includes(player.playerId)) {
        throw new ApiError("conflict", 'Invalid field "player-id": the player has already been sent off', {
          reason: "sent-off",
        });
      }
      const { minute, addedMinute } = minuteOf(request, state, format, now);
      return {
        kind: "card",
        details: { team: request.team, card: request.card, playerId: request.playerId },
        minute,
        addedMinute,
        roster: [{ side: request.team, player, isSubstitute: false }],
      };
    }
    case "substitution": {
      if (!hasKickedOff || isOver) {
        throw new ApiError("conflict", "Substitutions are made between kickoff and the final whistle");
      }
      if (request.playerIn === request.playerOut) {
        throw new ApiError("bad_request", 'Invalid field "player-in": a player cannot replace himself');
      }
      const players = await repository.listRoster(tx, matchId, request.team, sides[request.team]);
      const out = findPlayer(players, request.playerOut, "player-out");
      const comingOn = findPlayer(players, request.playerIn, "player-in");
      await checkOnPitch(tx, matchId, request.team, out, "player-out");
      const made = await repository.listSubstitutions(tx, matchId, request.team);
      const hasPlayed =
        made.some((event) => event.playerId === comingOn.playerId) ||
        (comingOn.isOnTeamSheet && !comingOn.isSubstitute);
      if (hasPlayed)
        throw new ApiError("conflict", 'Invalid field "player-in": the player is already on the pitch or has played', {
          reason: "already-played",
        });
      const { minute, addedMinute } = minuteOf(request, state, format, now);
      return {
        kind: "substitution",
        details: { team: request.team, playerOut: request.playerOut, playerIn: request.playerIn },
        minute,
        addedMinute,
        roster: [
          { side: request.team, player: out, isSubstitute: false },
          { side: request.team, player: comingOn, isSubstitute: true },
        ],
      };
    }
    case "text": {
      if (request.text.trim() === "") {
        throw new ApiError("bad_request", 'Invalid field "text": a ticker text needs more than blanks');
      }
      const { minute, addedMinute } = hasKickedOff
        ? minuteOf(request, state, format, now)
        : { minute: null, addedMinute: null };
      return { kind: "text", details: { text: request.text }, minute, addedMinute };
    }
    case "final_result": {
      if (hasKickedOff && !isOver) {
        throw new ApiError("conflict", "The match is being reported: end it with the final whistle first");
      }
      // A result exists only once the match has been played: not before its kickoff.
      if (!hasKickedOff && kickoffAt !== null && now < kickoffAt) {
        throw new ApiError(
          "conflict",
          `The match kicks off at ${kickoffAt.toISOString()}: its result can be entered once it has been played`,
          { reason: "before-kickoff" },
        );
      }
      for (const side of ["home", "guest"] as const) {
        const halftime = side === "home" ? request.homeHalftime : request.guestHalftime;
        const fullTime = side === "home" ? request.home : request.guest;
        if (halftime !== undefined && halftime > fullTime) {
          throw new ApiError(
            "bad_request",
            `Invalid field "${side}-goals-halftime": ${halftime} goals at half time, more than the ${fullTime} at the end`,
          );
        }
      }
      // A match with events (reported or from the data) has the result its goals add up to.
      const { hasEvents, goals } = await repository.listScoringEvents(tx, matchId);
      if (hasEvents || hasKickedOff) {
        const score = countRunningScore(goals, format.matchMinutes);
        if (score.home !== request.home || score.guest !== request.guest) {
          throw new ApiError(
            "conflict",
            `Invalid field "home-goals": the match's goals add up to ${score.home}:${score.guest}; correct or undo them first`,
            { reason: "score-mismatch" },
          );
        }
      }
      return { kind: "final_result", details: { ...request }, minute: null, addedMinute: null };
    }
    case "release": {
      if (status !== "provisional") {
        throw new ApiError("conflict", "Only a provisional result can be released: record the final result first");
      }
      return { kind: "release", details: {}, minute: null, addedMinute: null };
    }
    case "withdrawal": {
      // The standing result (and its release): withdrawn by its author or the division manager, a released one by
      // the division manager alone. Both entries stay in the report, marked as undone by this one.
      const result = entries.findLast((entry) => entry.kind === "final_result");
      if (!result) throw new ApiError("conflict", "The match has no result to withdraw");
      const release = entries.find((entry) => entry.kind === "release" && entry.createdAt >= result.createdAt);
      const isManager = await mayReportMatch(tx, userId, matchId, true);
      if ((release || status === "finished") && !isManager) {
        throw new ApiError("forbidden", "A released result is withdrawn by the division manager only");
      }
      if (!isManager && result.userId !== userId) {
        throw new ApiError("forbidden", "A result is withdrawn by the reporter who entered it or the division manager");
      }
      return {
        kind: "withdrawal",
        details: { entryIds: [result.id, ...(release ? [release.id] : [])] },
        minute: null,
        addedMinute: null,
      };
    }
    case "undo": {
      const last = entries.at(-1);
      if (!last || last.id !== request.entryId) {
        throw new ApiError("conflict", 'Invalid field "entry-id": only the match\'s latest entry can be undone');
      }
      if (last.kind === "final_result" || last.kind === "release") {
        throw new ApiError("conflict", 'Invalid field "entry-id": a result is corrected with a new result, not undone');
      }
      return { kind: "undo", details: { entryId: request.entryId }, minute: null, addedMinute: null };
    }
  }
}

/** A player taking part must be on the pitch: not sent off, not substituted off, and on if he came on. */
async function checkOnPitch(tx: Database, matchId: string, side: MatchSide, player: RosterPlayer, field: string) {
  const made = await repository.listSubstitutions(tx, matchId, side);
  const wentOff = made.some((event) => event.typeCode === -1 && event.playerId === player.playerId);
  const cameOn = made.some((event) => event.typeCode === -2 && event.playerId === player.playerId);
  const sentOff = (await repository.listSentOff(tx, matchId, side)).includes(player.playerId);
  if (wentOff || sentOff || (player.isOnTeamSheet && player.isSubstitute && !cameOn)) {
    throw new ApiError("conflict", `Invalid field "${field}": the player is not on the pitch`, {
      reason: "not-on-pitch",
    });
  }
}
