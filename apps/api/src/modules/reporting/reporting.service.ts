import { randomUUID } from "node:crypto";
import { type LiveClock, type ReportedEntry, type ReportedFormat, readReportedState } from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { uniqueViolationOf } from "../../lib/database-errors.js";
import { ApiError } from "../../plugins/errors.js";
import { writeMatchAndRankTables } from "../competitions/tables.service.js";
import { inTransaction, type ServiceContext } from "../shared/context.js";
import { readMatchClock, readMatchMinutes } from "../shared/match-clock.js";
import { loadMatchRow, type MatchRow } from "../shared/match-rows.repository.js";
import { refreshMatchStatistics } from "../statistics/refresh.service.js";
import { materialise } from "./entry-effects.js";
import { draftEntry } from "./entry-rules.js";
import {
  answerOf,
  answerRunByData,
  CARD_CODES,
  type EntryRequest,
  formatOf,
  isRunByData,
  liveColumns,
  type ReportingAnswer,
  statusOf,
  toReportedEntries,
} from "./reported-entries.js";
import type { EntryRow, MatchSide, RosterPlayer } from "./reporting.repository.js";
import * as repository from "./reporting.repository.js";

/*
 * Writing a match as it is played. Every write is an entry in one transaction under the competition's lock: it is
 * checked against what the entries so far say (no goal after the final whistle, no second kickoff), stored with
 * its idempotency key, turned into what the match shows (events, ticker text, team sheet), and the match's score
 * and phase are read again from all standing entries, so an undo leaves the match as if the entry had never been
 * made. The tables and lists are ranked again in the same transaction (writeMatchAndRankTables).
 */

export interface WriteResult {
  answer: ReportingAnswer;
  /** False when the key was seen before and nothing was written. */
  isNew: boolean;
  competitionId: string;
  /** The teams (by their permanent and their season's ids, both name a team's page) and clubs playing. */
  sides: { teamIds: string[]; clubIds: string[] };
}

/** Thrown inside the transaction when the key was used meanwhile: the write is dropped, the first answer stands. */
class KeySeen extends Error {
  constructor(readonly entry: EntryRow) {
    super("idempotency key seen");
  }
}

function replay(
  entry: EntryRow,
  matchId: string,
  request: EntryRequest,
  scope: Pick<WriteResult, "competitionId" | "sides">,
): WriteResult {
  const isSameKind = entry.kind === request.kind || (entry.kind === "shootout" && request.kind === "goal");
  if (entry.matchId !== matchId || !isSameKind) {
    throw new ApiError(
      "conflict",
      'Invalid field "idempotency-key": this key was used for another write; use a new key for each entry',
    );
  }
  return { answer: entry.answer as ReportingAnswer, isNew: false, ...scope };
}

/**
 * Writes one entry of a match, or answers again for a key already used. Returns the answer and whether anything
 * was written (a retry writes nothing and announces nothing).
 */
export async function writeEntry(
  context: ServiceContext,
  input: { matchId: string; userId: string; key: string; request: EntryRequest },
): Promise<WriteResult> {
  const { db, now } = context;
  const { matchId, userId, key, request } = input;
  const row = await loadMatchRow(db, matchId);
  const competitionId = row.competition.id;
  const scope = {
    competitionId,
    sides: {
      teamIds: [
        row.home.teamPermanentId,
        row.home.teamSeasonId,
        row.guest.teamPermanentId,
        row.guest.teamSeasonId,
      ].filter((id): id is string => id !== null),
      clubIds: [row.home.clubId, row.guest.clubId].filter((id): id is string => id !== null),
    },
  };
  const seen = await repository.findEntryByKey(db, userId, key);
  if (seen) return replay(seen, matchId, request, scope);
  if (!row.home.teamSeasonId || !row.guest.teamSeasonId) {
    throw new ApiError("conflict", "A match without two teams (a bye) is not reported");
  }
  const sides = { home: row.home.teamSeasonId, guest: row.guest.teamSeasonId };
  const format = await formatOf(db, row);
  const clock = await clockOf(context, row);
  let answer: ReportingAnswer | null = null;
  try {
    await writeMatchAndRankTables(
      context,
      competitionId,
      matchId,
      async (tx) => {
        const inTx = inTransaction(context, tx);
        const again = await repository.findEntryByKey(tx, userId, key);
        if (again) throw new KeySeen(again);
        const match = await repository.lockMatch(tx, matchId);
        if (!match) throw new ApiError("not_found", `Unknown match "${matchId}"`);
        if (!["scheduled", "live", "provisional", "finished"].includes(match.status)) {
          throw new ApiError("conflict", `The match is ${match.status}: it is not reported live`);
        }
        const entries = await repository.listStandingEntries(tx, matchId);
        const before = readReportedState(toReportedEntries(entries), format);
        const draft = await draftEntry(
          inTx,
          matchId,
          sides,
          match.status,
          match.kickoffAt,
          before,
          entries,
          format,
          request,
          userId,
        );
        if (draft.kind === "text" && isRunByData(before, match.status) && clock?.minute != null) {
          // A text on a match the association's data runs stands at the minute its clock shows.
          Object.assign(draft, { minute: clock.minute, addedMinute: clock.addedMinute });
        }
        const entryId = randomUUID();
        // Entries of one match keep their order even when two arrive within the same millisecond.
        // (Over every entry of the match: an undo or a withdrawal is no standing entry, yet it has its place.)
        const last = (await repository.latestEntryTime(tx, matchId))?.getTime() ?? 0;
        const createdAt = new Date(Math.max(now.getTime(), last + 1));
        await repository.insertEntry(tx, {
          id: entryId,
          matchId,
          userId,
          idempotencyKey: key,
          kind: draft.kind,
          details: draft.details,
          minute: draft.minute,
          addedMinute: draft.addedMinute,
          createdAt,
          answer: {},
        });
        for (const { side, player, isSubstitute } of draft.roster ?? []) {
          if (!player.isOnTeamSheet) await repository.addToTeamSheet(tx, matchId, side, player, isSubstitute);
        }
        if (draft.kind === "withdrawal") {
          for (const withdrawn of draft.details.entryIds as string[]) {
            await repository.markEntryUndone(tx, withdrawn, now);
          }
        }
        if (draft.kind === "undo") {
          await repository.markEntryUndone(tx, String(draft.details.entryId), now);
          await repository.deleteEventsOfEntry(tx, String(draft.details.entryId));
          await repository.deleteTickerEntry(tx, String(draft.details.entryId));
        }
        const standing = await repository.listStandingEntries(tx, matchId);
        const after = readReportedState(toReportedEntries(standing), format);
        const isResultEntry = draft.kind === "final_result" || draft.kind === "release" || draft.kind === "withdrawal";
        if (isRunByData(after, match.status) && !isResultEntry) {
          // A ticker text (or its undo) on a match the association's data runs: its phase and score stay as stored.
          await materialise(inTx, row, entryId, draft, after, userId);
          answer = answerRunByData(answerOf(entryId, matchId, match.status, after, format), match, clock);
          await repository.setEntryAnswer(tx, entryId, answer);
          return;
        }
        // A withdrawn result leaves the match as its other entries stand: scheduled, or ended and not yet released.
        let status = statusOf(after, draft.kind === "withdrawal" ? "provisional" : match.status);
        if (draft.kind === "release") status = "finished";
        const columns = liveColumns(after, status, now);
        if (draft.kind === "final_result" && after.timeState === "pre_match") {
          // A result entered without a live report: the match is over, its score as entered.
          const result = request as Extract<EntryRequest, { kind: "final_result" }>;
          Object.assign(columns, {
            status: "provisional",
            isPrePublished: true,
            timeState: "full_time",
            homeGoals: result.home,
            guestGoals: result.guest,
            homeGoalsHalftime: result.homeHalftime ?? null,
            guestGoalsHalftime: result.guestHalftime ?? null,
          });
          status = "provisional";
        } else if (draft.kind === "final_result" || (draft.kind === "release" && after.timeState === "pre_match")) {
          // The entered result stays as it is; only the status moves.
          for (const name of Object.keys(columns)) {
            if (!["status", "isPrePublished", "updatedAt"].includes(name))
              delete (columns as Record<string, unknown>)[name];
          }
          if (draft.kind === "final_result") Object.assign(columns, { status: "provisional", isPrePublished: true });
          status = draft.kind === "final_result" ? "provisional" : status;
        }
        if (draft.kind === "release") Object.assign(columns, { status: "finished", isPrePublished: false });
        await repository.updateMatchLive(tx, matchId, columns);
        await materialise(inTx, row, entryId, draft, after, userId);
        // The association's statistics count finished matches only: a live entry leaves them as they are (and does not
        // queue behind the statistics' lock), the release and what changes a finished match computes them again.
        const countsBefore = match.status === "finished";
        const countsAfter = status === "finished";
        if (countsBefore !== countsAfter || (countsAfter && draft.kind !== "text")) {
          await refreshMatchStatistics(inTx, matchId);
        }
        answer = answerOf(entryId, matchId, status, after, format);
        await repository.setEntryAnswer(tx, entryId, answer);
      },
      { touchesLists: !isMatchPageOnly(request) },
    );
  } catch (error) {
    if (error instanceof KeySeen) return replay(error.entry, matchId, request, scope);
    if (isUniqueViolation(error)) {
      const entry = await repository.findEntryByKey(db, userId, key);
      if (entry) return replay(entry, matchId, request, scope);
    }
    throw error;
  }
  return { answer: answer!, isNew: true, ...scope };
}

/**
 * Where a live match stands by the clock at the context's `now`, as every page shows it; null for a match that is
 * not live.
 */
async function clockOf({ db, now }: ServiceContext, row: MatchRow): Promise<LiveClock | null> {
  if (row.match.status !== "live") return null;
  const minutes = (await readMatchMinutes(db, "all")).get(row.teamTypeName ?? "") ?? 90;
  return readMatchClock(row.match, minutes, now);
}

/**
 * Whether an entry changes what the match's own page shows and nothing else: a ticker text or a substitution adds no
 * goal or card and leaves the score and the phase as they were, so no table, list, or competition, team or club page
 * changes.
 */
export function isMatchPageOnly(request: EntryRequest): boolean {
  return request.kind === "text" || request.kind === "substitution";
}

function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}

export interface ReporterPlayer {
  playerId: string;
  jerseyNumber: number | null;
  /** The name where the profile is public; otherwise null and the reporter picks by number. */
  name: string | null;
  isOnTeamSheet: boolean;
  isSubstitute: boolean;
}

const toReporterPlayer = (player: RosterPlayer): ReporterPlayer => ({
  playerId: player.playerId,
  jerseyNumber: player.jerseyNumber,
  name: player.isProfilePublic ? `${player.firstName} ${player.lastName}` : null,
  isOnTeamSheet: player.isOnTeamSheet,
  isSubstitute: player.isSubstitute,
});

/** An entry as the reporter's page lists it: what it says, and whether it can be undone now. */
export interface ListedEntry {
  id: string;
  kind: string;
  createdAt: string;
  minute: number | null;
  addedMinute: number | null;
  /** The team a goal counts for, the booked or substituted player's team, the team of a converted shoot-out kick. */
  team: MatchSide | null;
  phase: string | null;
  goalKind: string | null;
  /** As the match records it: a second yellow card is yellow-red. */
  card: string | null;
  /** The scorer, the booked player, the player substituted off. */
  playerId: string | null;
  /** The player coming on. */
  playerInId: string | null;
  text: string | null;
  /** After a goal the running score (extra time included), after a shoot-out kick the shoot-out's, a result's own. */
  score: { home: number; guest: number } | null;
  isOwn: boolean;
  canUndo: boolean;
}

/** Results are corrected with a new result (or withdrawn), never undone. */
const isUndoable = (entry: EntryRow) => entry.kind !== "final_result" && entry.kind !== "release";

const CARD_BY_CODE = new Map<number, string>(Object.entries(CARD_CODES).map(([card, code]) => [code, card]));

/**
 * The match's standing entries, newest first, so a reporter sees after a reload what has been entered and by whom
 * (their own or another reporter's). Only the newest can be undone (undoMatchEntry); undoing it makes the next one
 * the newest, so a reporter goes back step by step.
 */
export async function listEntries(
  db: Database,
  entries: readonly EntryRow[],
  format: ReportedFormat,
  userId: string,
): Promise<ListedEntry[]> {
  const cardTypes = await repository.eventTypesOf(
    db,
    entries.filter((entry) => entry.kind === "card").map((entry) => entry.id),
  );
  const reported: ReportedEntry[] = [];
  const listed = entries.map((entry, index): ListedEntry => {
    reported.push(...toReportedEntries([entry]));
    const details = entry.details;
    const text = (name: string) => (typeof details[name] === "string" ? (details[name] as string) : null);
    let score: ListedEntry["score"] = null;
    if (entry.kind === "goal" || entry.kind === "shootout") {
      const state = readReportedState(reported, format);
      score = entry.kind === "shootout" ? state.penalties : (state.extraTime ?? state.score);
    } else if (entry.kind === "final_result") {
      score = { home: Number(details.home), guest: Number(details.guest) };
    }
    const cardType = cardTypes.get(entry.id);
    return {
      id: entry.id,
      kind: entry.kind,
      createdAt: entry.createdAt.toISOString(),
      minute: entry.minute,
      addedMinute: entry.addedMinute,
      team: (text("team") as MatchSide | null) ?? null,
      phase: text("phase"),
      goalKind: text("goalKind"),
      card:
        entry.kind === "card" ? ((cardType !== undefined ? CARD_BY_CODE.get(cardType) : null) ?? text("card")) : null,
      playerId: text("playerId") ?? text("playerOut"),
      playerInId: text("playerIn"),
      text: entry.kind === "text" ? text("text") : null,
      score,
      isOwn: entry.userId === userId,
      canUndo: index === entries.length - 1 && isUndoable(entry),
    };
  });
  return listed.reverse();
}

/**
 * What the reporter's page needs: the match as its entries stand, the player pickers, the latest entry and the
 * standing entries (`userId` is the reader, whose own entries are marked).
 */
export async function getReporting(context: ServiceContext, matchId: string, userId: string) {
  const { db, now } = context;
  const row = await loadMatchRow(db, matchId);
  if (!row.home.teamSeasonId || !row.guest.teamSeasonId) {
    throw new ApiError("conflict", "A match without two teams (a bye) is not reported");
  }
  const format = await formatOf(db, row);
  const [entries, home, guest] = await Promise.all([
    repository.listStandingEntries(db, matchId),
    repository.listRoster(db, matchId, "home", row.home.teamSeasonId),
    repository.listRoster(db, matchId, "guest", row.guest.teamSeasonId),
  ]);
  const state = readReportedState(toReportedEntries(entries), format);
  const latest = entries.at(-1);
  const m = row.match;
  // A match the association's data already runs or decided is not reported live: its state and score stand.
  const stateAnswer = answerOf(latest?.id ?? "", matchId, m.status, state, format);
  const answer = isRunByData(state, m.status)
    ? answerRunByData(stateAnswer, m, await clockOf(context, row))
    : stateAnswer;
  return {
    competitionId: row.competition.id,
    competitionName: row.competition.name,
    kickoffAt: m.kickoffAt?.toISOString() ?? null,
    homeTeam: { name: row.home.name ?? "", players: home.map(toReporterPlayer) },
    guestTeam: { name: row.guest.name ?? "", players: guest.map(toReporterPlayer) },
    format,
    now: now.toISOString(),
    ...answer,
    latestEntry: latest
      ? {
          id: latest.id,
          kind: latest.kind,
          minute: latest.minute,
          canUndo: isUndoable(latest),
        }
      : null,
    entries: await listEntries(db, entries, format, userId),
  };
}
