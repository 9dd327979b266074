import { and, asc, desc, eq, inArray, isNull, max, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  matchEntries,
  matchEvents,
  matches,
  matchLineups,
  players,
  squadMemberships,
  tickerEntries,
  tickerLikes,
} from "../../db/schema/index.js";

/* The rows a live report writes: its entries, and what the match shows of them (events, ticker, lineups). */

export type EntryRow = typeof matchEntries.$inferSelect;
export type NewEntryRow = typeof matchEntries.$inferInsert;
export type MatchSide = "home" | "guest";

export async function findEntryByKey(db: Database, userId: string, key: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(matchEntries)
    .where(and(eq(matchEntries.userId, userId), eq(matchEntries.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The match's columns a report reads, locked until the write commits. */
export async function lockMatch(db: Database, matchId: string) {
  const [row] = await db
    .select({
      status: matches.status,
      kickoffAt: matches.kickoffAt,
      timeState: matches.timeState,
      homeGoals: matches.homeGoals,
      guestGoals: matches.guestGoals,
      homeTeamSeasonId: matches.homeTeamSeasonId,
      guestTeamSeasonId: matches.guestTeamSeasonId,
      isResultPrivate: matches.isResultPrivate,
    })
    .from(matches)
    .where(eq(matches.id, matchId))
    .for("update");
  return row ?? null;
}

/** The entries that stand (not undone; an undo is a record, not an entry of the match), in the order they were made. */
export function listStandingEntries(db: Database, matchId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(matchEntries)
    .where(
      and(
        eq(matchEntries.matchId, matchId),
        isNull(matchEntries.undoneAt),
        notInArray(matchEntries.kind, ["undo", "withdrawal"]),
      ),
    )
    .orderBy(asc(matchEntries.createdAt), asc(matchEntries.id));
}

/** When the match's newest entry of any kind was written, or null. */
export async function latestEntryTime(db: Database, matchId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: matchEntries.createdAt })
    .from(matchEntries)
    .where(eq(matchEntries.matchId, matchId))
    .orderBy(desc(matchEntries.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertEntry(db: Database, row: NewEntryRow): Promise<void> {
  await db.insert(matchEntries).values(row);
}

export async function setEntryAnswer(db: Database, entryId: string, answer: unknown): Promise<void> {
  await db.update(matchEntries).set({ answer }).where(eq(matchEntries.id, entryId));
}

export async function markEntryUndone(db: Database, entryId: string, at: Date): Promise<void> {
  await db.update(matchEntries).set({ undoneAt: at }).where(eq(matchEntries.id, entryId));
}

export interface RosterPlayer {
  playerId: string;
  jerseyNumber: number | null;
  firstName: string;
  lastName: string;
  isProfilePublic: boolean;
  /** On the match's team sheet (as a starter or a substitute); otherwise from the season's squad. */
  isOnTeamSheet: boolean;
  isSubstitute: boolean;
}

/**
 * Who may appear in a side's events: its team sheet for the match, or where the club entered none, the team's
 * squad for the season (players who have not left).
 */
export async function listRoster(
  db: Database,
  matchId: string,
  side: MatchSide,
  teamSeasonId: string,
): Promise<RosterPlayer[]> {
  const sheet = await db
    .select({
      playerId: matchLineups.playerId,
      jerseyNumber: matchLineups.jerseyNumber,
      firstName: players.firstName,
      lastName: players.lastName,
      isProfilePublic: players.isProfilePublic,
      isSubstitute: matchLineups.isSubstitute,
    })
    .from(matchLineups)
    .innerJoin(players, eq(players.id, matchLineups.playerId))
    .where(and(eq(matchLineups.matchId, matchId), eq(matchLineups.side, side)))
    .orderBy(asc(matchLineups.sortOrder));
  const squad = await db
    .select({
      playerId: squadMemberships.playerId,
      jerseyNumber: squadMemberships.jerseyNumber,
      firstName: players.firstName,
      lastName: players.lastName,
      isProfilePublic: players.isProfilePublic,
    })
    .from(squadMemberships)
    .innerJoin(players, eq(players.id, squadMemberships.playerId))
    .where(and(eq(squadMemberships.teamSeasonId, teamSeasonId), isNull(squadMemberships.leftOn)))
    .orderBy(sql`${squadMemberships.jerseyNumber} asc nulls last`, asc(players.lastName));
  const onSheet = new Set(sheet.map((player) => player.playerId));
  return [
    ...sheet.map((player) => ({ ...player, isOnTeamSheet: true })),
    ...squad
      .filter((player) => !onSheet.has(player.playerId))
      .map((player) => ({ ...player, isOnTeamSheet: false, isSubstitute: false })),
  ];
}

/** Puts a squad player on the team sheet of a match whose club entered none, where an entry names him. */
export async function addToTeamSheet(
  db: Database,
  matchId: string,
  side: MatchSide,
  player: RosterPlayer,
  isSubstitute: boolean,
): Promise<void> {
  const [row] = await db
    .select({ last: max(matchLineups.sortOrder) })
    .from(matchLineups)
    .where(eq(matchLineups.matchId, matchId));
  await db
    .insert(matchLineups)
    .values({
      matchId,
      side,
      playerId: player.playerId,
      jerseyNumber: player.jerseyNumber,
      isSubstitute,
      sortOrder: (row?.last ?? 0) + 1,
    })
    .onConflictDoNothing();
}

/** The substitutions already made on a side: who came on and who went off. */
export async function listSubstitutions(db: Database, matchId: string, side: MatchSide) {
  return db
    .select({ typeCode: matchEvents.typeCode, playerId: matchEvents.playerId })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.side, side), inArray(matchEvents.typeCode, [-2, -1])));
}

/** The match's events that decide its score, and whether it has events at all (from a report or the data). */
export async function listScoringEvents(db: Database, matchId: string) {
  const rows = await db
    .select({ typeCode: matchEvents.typeCode, side: matchEvents.side, minute: matchEvents.minute })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId));
  return { hasEvents: rows.length > 0, goals: rows.filter((row) => [7, 8, 9].includes(row.typeCode)) };
}

/** The event types of some entries' events (an entry's event carries its id), by entry id. */
export async function eventTypesOf(db: Database, entryIds: string[]): Promise<Map<string, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: matchEvents.id, typeCode: matchEvents.typeCode })
    .from(matchEvents)
    .where(inArray(matchEvents.id, entryIds));
  return new Map(rows.map((row) => [row.id, row.typeCode]));
}

/** The players of a side sent off (red or yellow-red card) so far. */
export async function listSentOff(db: Database, matchId: string, side: MatchSide): Promise<string[]> {
  const rows = await db
    .select({ playerId: matchEvents.playerId })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.side, side), inArray(matchEvents.typeCode, [3, 4])));
  return rows.flatMap((row) => (row.playerId ? [row.playerId] : []));
}

/** Yellow cards a player has had in the match (a second one is yellow-red). */
export async function countYellowCards(db: Database, matchId: string, playerId: string): Promise<number> {
  const rows = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.playerId, playerId), eq(matchEvents.typeCode, 2)));
  return rows.length;
}

export type NewEventRow = typeof matchEvents.$inferInsert;

async function nextSortOrder(db: Database, matchId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(matchEvents.sortOrder) })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId));
  return (row?.last ?? 0) + 1;
}

/** Adds an entry's events after the match's others, in the order given. */
export async function insertEvents(db: Database, matchId: string, rows: Omit<NewEventRow, "sortOrder">[]) {
  if (rows.length === 0) return;
  const first = await nextSortOrder(db, matchId);
  await db.insert(matchEvents).values(rows.map((row, index) => ({ ...row, sortOrder: first + index })));
}

/** An entry's events carry its id (a substitution's second one with `-out`). */
export async function deleteEventsOfEntry(db: Database, entryId: string): Promise<void> {
  await db.delete(matchEvents).where(inArray(matchEvents.id, [entryId, `${entryId}-out`]));
}

export async function insertTickerEntry(db: Database, row: typeof tickerEntries.$inferInsert): Promise<void> {
  await db.insert(tickerEntries).values(row);
}

/** An entry's ticker text carries its id; its likes go with it. */
export async function deleteTickerEntry(db: Database, entryId: string): Promise<void> {
  await db.delete(tickerEntries).where(eq(tickerEntries.id, entryId));
}

export type MatchLiveColumns = Partial<typeof matches.$inferInsert>;

export async function updateMatchLive(db: Database, matchId: string, columns: MatchLiveColumns): Promise<void> {
  await db.update(matches).set(columns).where(eq(matches.id, matchId));
}

/** A like of a ticker entry, once per account; the entry's count follows. Null for an unknown or hidden entry. */
export async function setTickerLike(db: Database, entryId: string, userId: string, like: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: tickerEntries.id, matchId: tickerEntries.matchId })
      .from(tickerEntries)
      .where(and(eq(tickerEntries.id, entryId), eq(tickerEntries.isHidden, false)))
      .for("update");
    if (!entry) return null;
    const changed = like
      ? await tx
          .insert(tickerLikes)
          .values({ tickerEntryId: entryId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: tickerLikes.userId })
      : await tx
          .delete(tickerLikes)
          .where(and(eq(tickerLikes.tickerEntryId, entryId), eq(tickerLikes.userId, userId)))
          .returning({ userId: tickerLikes.userId });
    const delta = changed.length;
    const [updated] = await tx
      .update(tickerEntries)
      .set({ likeCount: sql`greatest(0, ${tickerEntries.likeCount} + ${like ? delta : -delta})` })
      .where(eq(tickerEntries.id, entryId))
      .returning({ likeCount: tickerEntries.likeCount });
    return { matchId: entry.matchId, likeCount: updated?.likeCount ?? 0 };
  });
}
