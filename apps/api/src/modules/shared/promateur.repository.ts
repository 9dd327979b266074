import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  competitions,
  competitionTeams,
  competitionTypes,
  matches,
  matchLineups,
  playerProfileClaims,
  players,
  promateurOptOuts,
  promateurPilotLeagues,
  seasons,
  squadMemberships,
  teamSeasons,
  users,
} from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { AGE_OF_CONSENT } from "./privacy.js";

/*
 * The promateur tier's one consent rule (docs/promateur.md). A player may appear in a promateur answer about a league
 * only when
 * - the record's holder (the account the record is linked to, not deleted) agreed to the tier (`agree_promateur` of
 *   the claim it was linked with, changed later on the account's page),
 * - the player is of age today (a minor's agreement would need a parent's and is never taken),
 * - the player has not opted out of that league, and
 * - the public privacy rules let the record be named at all (a public profile).
 * A record without a holder has not agreed: it is named nowhere in the tier. Every promateur answer that names a
 * person filters through `promateurNameable`; nothing else decides it.
 */

/** The holder's agreement: an activated claim of the linked, not deleted account that agrees to the tier. */
const holderAgrees = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .innerJoin(
        playerProfileClaims,
        and(
          eq(playerProfileClaims.userId, users.id),
          eq(playerProfileClaims.playerId, users.playerId),
          isNotNull(playerProfileClaims.activatedAt),
          eq(playerProfileClaims.agreesToPromateur, true),
        ),
      )
      .where(and(eq(users.playerId, players.id), isNull(users.deletedAt))),
  );

/**
 * The players among `playerIds` that a promateur answer about the league (a competition) may name. Called with
 * `competitionId` null, the leagues are left out (an answer about the player as a whole, such as the club history,
 * filters its entries by `optedOutLeagues` itself).
 */
export async function promateurNameable(
  db: Database,
  playerIds: readonly string[],
  competitionId: string | null,
  today: string,
): Promise<Set<string>> {
  if (playerIds.length === 0) return new Set();
  const conditions = [
    inArray(players.id, [...new Set(playerIds)]),
    eq(players.isProfilePublic, true),
    // Of age today: born on or before this day 18 years ago (29 February counts back to the 28th).
    lte(players.dateOfBirth, sql`(${today}::date - make_interval(years => ${AGE_OF_CONSENT}))::date`),
    holderAgrees(db),
  ];
  if (competitionId !== null) {
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(promateurOptOuts)
          .where(and(eq(promateurOptOuts.playerId, players.id), eq(promateurOptOuts.competitionId, competitionId))),
      ),
    );
  }
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(...conditions));
  return new Set(rows.map((row) => row.id));
}

/** The leagues a player opted out of (competition ids). */
export async function optedOutLeagues(db: Database, playerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ competitionId: promateurOptOuts.competitionId })
    .from(promateurOptOuts)
    .where(eq(promateurOptOuts.playerId, playerId));
  return new Set(rows.map((row) => row.competitionId));
}

/** The pilot leagues of a season, or of every season (competition ids). */
export async function pilotLeagueIds(db: Database, seasonId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: promateurPilotLeagues.competitionId })
    .from(promateurPilotLeagues)
    .innerJoin(competitions, eq(competitions.id, promateurPilotLeagues.competitionId))
    .where(seasonId === undefined ? undefined : eq(competitions.seasonId, seasonId));
  return rows.map((row) => row.id);
}

/** Whether a competition is a pilot league. */
export async function isPilotLeague(db: Database, competitionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promateurPilotLeagues.competitionId })
    .from(promateurPilotLeagues)
    .where(eq(promateurPilotLeagues.competitionId, competitionId))
    .limit(1);
  return row !== undefined;
}

/** Competition types whose competitions are leagues (played for a table). */
export const LEAGUE_BASIC_TYPE = "Championship";

/**
 * The leagues of a season a player plays in (in a team's squad or on a team sheet): the championship competitions
 * with a table, by name.
 */
export async function leaguesOfPlayer(db: Database, playerId: string, seasonId: string) {
  const inSquad = exists(
    db
      .select({ one: sql`1` })
      .from(competitionTeams)
      .innerJoin(squadMemberships, eq(squadMemberships.teamSeasonId, competitionTeams.teamSeasonId))
      // A squad the club has not published tells nobody who is in it.
      .innerJoin(
        teamSeasons,
        and(eq(teamSeasons.id, competitionTeams.teamSeasonId), eq(teamSeasons.isSquadPublic, true)),
      )
      .where(and(eq(competitionTeams.competitionId, competitions.id), eq(squadMemberships.playerId, playerId))),
  );
  const onTeamSheet = exists(
    db
      .select({ one: sql`1` })
      .from(matches)
      .innerJoin(matchLineups, eq(matchLineups.matchId, matches.id))
      .where(
        and(
          eq(matches.competitionId, competitions.id),
          eq(matchLineups.playerId, playerId),
          // A played match whose team sheet is shown (children's football keeps it private).
          eq(matches.isResultPrivate, false),
          isNotNull(matches.homeGoals),
        ),
      ),
  );
  return db
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .where(
      and(
        eq(competitions.seasonId, seasonId),
        eq(competitions.hasTable, true),
        eq(competitionTypes.basicType, LEAGUE_BASIC_TYPE),
        or(inSquad, onTeamSheet),
      ),
    )
    .orderBy(asc(competitions.name));
}

/** The leagues each of these season teams plays in (competition ids by season team id). */
export async function leaguesOfTeamSeasons(db: Database, teamSeasonIds: readonly string[]) {
  const leagues = new Map<string, string[]>();
  if (teamSeasonIds.length === 0) return leagues;
  const rows = await db
    .select({ teamSeasonId: competitionTeams.teamSeasonId, competitionId: competitionTeams.competitionId })
    .from(competitionTeams)
    .where(inArray(competitionTeams.teamSeasonId, [...teamSeasonIds]));
  for (const row of rows) leagues.set(row.teamSeasonId, [...(leagues.get(row.teamSeasonId) ?? []), row.competitionId]);
  return leagues;
}

/** Replaces a player's opt-outs of a season's leagues by `optOuts` (ids among `leagueIds`). */
export async function replaceOptOuts(
  db: Database,
  playerId: string,
  leagueIds: readonly string[],
  optOuts: readonly string[],
): Promise<void> {
  if (leagueIds.length > 0) {
    await db
      .delete(promateurOptOuts)
      .where(and(eq(promateurOptOuts.playerId, playerId), inArray(promateurOptOuts.competitionId, [...leagueIds])));
  }
  if (optOuts.length > 0) {
    await db
      .insert(promateurOptOuts)
      .values(optOuts.map((competitionId) => ({ playerId, competitionId })))
      .onConflictDoNothing();
  }
}

/** Whether the holder of a player record agreed to the tier (whatever the age and the opt-outs). */
export async function holderAgreement(db: Database, userId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: playerProfileClaims.id })
    .from(playerProfileClaims)
    .where(
      and(
        eq(playerProfileClaims.userId, userId),
        eq(playerProfileClaims.playerId, playerId),
        isNotNull(playerProfileClaims.activatedAt),
        eq(playerProfileClaims.agreesToPromateur, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records the holder's agreement or its withdrawal on the holder's claims of the record. Returns false when the
 * account holds the record without a claim (then nothing can carry the agreement).
 */
export async function setHolderAgreement(
  db: Database,
  userId: string,
  playerId: string,
  agrees: boolean,
): Promise<boolean> {
  const rows = await db
    .update(playerProfileClaims)
    .set({ agreesToPromateur: agrees })
    .where(
      and(
        eq(playerProfileClaims.userId, userId),
        eq(playerProfileClaims.playerId, playerId),
        isNotNull(playerProfileClaims.activatedAt),
      ),
    )
    .returning({ id: playerProfileClaims.id });
  return rows.length > 0;
}

/** The season with that id (404 naming it when unknown), or the current one (the latest when none is marked). */
export async function resolveSeasonId(db: Database, seasonId: string | undefined): Promise<string> {
  const [row] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(seasonId === undefined ? undefined : eq(seasons.id, seasonId))
    .orderBy(desc(seasons.isCurrent), desc(seasons.id))
    .limit(1);
  if (!row) throw new ApiError("not_found", seasonId ? `Unknown season "${seasonId}"` : "No season is loaded");
  return row.id;
}
