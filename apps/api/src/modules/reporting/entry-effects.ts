import {
  describeTickerEvent,
  eventTypeCodes,
  type FinalScore,
  phaseText,
  type ReportedState,
  type Score,
  shootoutText,
  type TimeState,
} from "@spielfeld/football";
import type { ServiceContext } from "../shared/context.js";
import type { MatchRow } from "../shared/match-rows.repository.js";
import type { Draft } from "./entry-rules.js";
import { CARD_CODES, type CardKind, GOAL_CODES, type GoalKind, other } from "./reported-entries.js";
import type { MatchSide } from "./reporting.repository.js";
import * as repository from "./reporting.repository.js";

/* What an entry adds to what the match shows: its ticker text and its match events. */

const names = (row: MatchRow) => ({ home: row.home.name ?? "Heim", guest: row.guest.name ?? "Gast" });
const scoreText = (score: Score | null) => `${score?.home ?? 0}:${score?.guest ?? 0}`;

/** The ticker text and the match events an entry adds, written on the context's database (the writer's transaction). */
export async function materialise(
  context: ServiceContext,
  row: MatchRow,
  entryId: string,
  draft: Draft,
  after: ReportedState,
  userId: string,
): Promise<void> {
  const { db: tx, now } = context;
  const matchId = row.match.id;
  const teams = names(row);
  const ticker = (text: string | null, typeCode: number | null) =>
    text === null
      ? Promise.resolve()
      : repository.insertTickerEntry(tx, {
          id: entryId,
          matchId,
          minute: draft.minute,
          addedMinute: draft.addedMinute,
          typeCode,
          text,
          authorUserId: userId,
          createdAt: now,
        });
  const details = draft.details;
  const jersey = async (side: MatchSide, playerId: unknown) => {
    if (typeof playerId !== "string") return null;
    const roster = await repository.listRoster(
      tx,
      matchId,
      side,
      side === "home" ? row.home.teamSeasonId! : row.guest.teamSeasonId!,
    );
    return roster.find((player) => player.playerId === playerId)?.jerseyNumber ?? null;
  };
  if (draft.kind === "phase") {
    const phase = details.phase as TimeState;
    const final: FinalScore | null =
      phase === "full_time"
        ? {
            home: (after.extraTime ?? after.score)?.home ?? 0,
            guest: (after.extraTime ?? after.score)?.guest ?? 0,
            afterExtraTime: after.extraTime !== null,
            penalties: after.penalties,
          }
        : null;
    await ticker(phaseText(phase, teams, after.score ?? { home: 0, guest: 0 }, final), null);
    return;
  }
  if (draft.kind === "shootout") {
    await ticker(shootoutText(teams, details.team as MatchSide, after.penalties ?? { home: 0, guest: 0 }), null);
    return;
  }
  if (draft.kind === "text") {
    await ticker(String(details.text), null);
    return;
  }
  const minute = draft.minute ?? 0;
  if (draft.kind === "goal") {
    const team = details.team as MatchSide;
    const goalKind = details.goalKind as GoalKind;
    const side = goalKind === "own_goal" ? other(team) : team;
    const typeCode = GOAL_CODES[goalKind];
    const playerId = (details.playerId as string | null) ?? null;
    await repository.insertEvents(tx, matchId, [
      { id: entryId, matchId, typeCode, minute, addedMinute: draft.addedMinute, side, playerId },
    ]);
    const score = after.extraTime ?? after.score;
    const text = describeTickerEvent(
      { typeCode, side, jersey: await jersey(side, playerId), relatedJersey: null },
      teams,
      scoreText(score),
    );
    await ticker(text, typeCode);
    return;
  }
  if (draft.kind === "card") {
    const team = details.team as MatchSide;
    const playerId = details.playerId as string;
    // A second yellow card is yellow-red, as the data records it.
    const card = details.card as CardKind;
    const typeCode =
      card === "yellow" && (await repository.countYellowCards(tx, matchId, playerId)) > 0
        ? eventTypeCodes.yellowRedCard
        : CARD_CODES[card];
    await repository.insertEvents(tx, matchId, [
      { id: entryId, matchId, typeCode, minute, addedMinute: draft.addedMinute, side: team, playerId },
    ]);
    await ticker(
      describeTickerEvent(
        { typeCode, side: team, jersey: await jersey(team, playerId), relatedJersey: null },
        teams,
        "",
      ),
      typeCode,
    );
    return;
  }
  if (draft.kind === "substitution") {
    const team = details.team as MatchSide;
    const playerIn = details.playerIn as string;
    const playerOut = details.playerOut as string;
    await repository.insertEvents(tx, matchId, [
      {
        id: entryId,
        matchId,
        typeCode: eventTypeCodes.substitutionIn,
        minute,
        addedMinute: draft.addedMinute,
        side: team,
        playerId: playerIn,
        relatedPlayerId: playerOut,
      },
      {
        id: `${entryId}-out`,
        matchId,
        typeCode: eventTypeCodes.substitutionOut,
        minute,
        addedMinute: draft.addedMinute,
        side: team,
        playerId: playerOut,
        relatedPlayerId: playerIn,
      },
    ]);
    await ticker(
      describeTickerEvent(
        {
          typeCode: eventTypeCodes.substitutionIn,
          side: team,
          jersey: await jersey(team, playerIn),
          relatedJersey: await jersey(team, playerOut),
        },
        teams,
        "",
      ),
      eventTypeCodes.substitutionIn,
    );
  }
}
