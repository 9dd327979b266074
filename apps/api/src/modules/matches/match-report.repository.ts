import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  matchEvents,
  matchLineups,
  matchOfficials,
  matchTeamOfficials,
  players,
  tickerEntries,
} from "../../db/schema/index.js";

/* A match's report: officials, team sheets, events, team officials and the live ticker's entries. */

export async function listOfficials(db: Database, matchIds: string[]) {
  if (matchIds.length === 0) return [];
  return db
    .select({ matchId: matchOfficials.matchId, role: matchOfficials.role, name: matchOfficials.name })
    .from(matchOfficials)
    .where(inArray(matchOfficials.matchId, matchIds));
}

const playerColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  isProfilePublic: players.isProfilePublic,
  isPerformanceVisible: players.isPerformanceVisible,
  areCardsVisible: players.areCardsVisible,
};

export async function listLineups(db: Database, matchId: string) {
  return db
    .select({ lineup: matchLineups, player: playerColumns })
    .from(matchLineups)
    .innerJoin(players, eq(players.id, matchLineups.playerId))
    .where(eq(matchLineups.matchId, matchId))
    .orderBy(asc(matchLineups.side), asc(matchLineups.sortOrder));
}

export async function listEvents(db: Database, matchId: string) {
  return db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId)).orderBy(asc(matchEvents.sortOrder));
}

export async function listPlayers(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(playerColumns).from(players).where(inArray(players.id, ids));
}

export async function listTeamOfficials(db: Database, matchId: string) {
  return db
    .select()
    .from(matchTeamOfficials)
    .where(eq(matchTeamOfficials.matchId, matchId))
    .orderBy(asc(matchTeamOfficials.side), asc(matchTeamOfficials.functionName));
}

export async function listTickerEntries(db: Database, matchId: string) {
  return db
    .select()
    .from(tickerEntries)
    .where(and(eq(tickerEntries.matchId, matchId), eq(tickerEntries.isHidden, false)))
    .orderBy(desc(tickerEntries.createdAt), desc(tickerEntries.id));
}
