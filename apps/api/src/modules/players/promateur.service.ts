import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { blacklistedPlayerProfiles } from "../../db/schema/index.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import {
  leaguesOfPlayer,
  leaguesOfTeamSeasons,
  optedOutLeagues,
  promateurNameable,
  resolveSeasonId,
} from "../shared/promateur.repository.js";
import { loadPlayerTeams, playerIdOfRef } from "./player-context.js";
import * as repository from "./players.repository.js";
import { clubHistory } from "./profile.service.js";

/** A player the tier may name (agreed, of age, public); anyone else is answered like an unknown id. */
async function loadConsentingPlayer(context: ServiceContext, ref: string) {
  const { db } = context;
  const playerId = await playerIdOfRef(db, ref);
  const nameable = await promateurNameable(db, [playerId], null, berlinDate(context.now));
  const row = nameable.has(playerId) ? await repository.findPlayer(db, playerId) : null;
  if (!row) throw new ApiError("not_found", `Unknown player "${ref}"`);
  return row;
}

/**
 * A player's club history in the tier: as the public profile shows it (hidden history is a 404 here), without the
 * season teams that play in a league the player opted out of. A history left empty is a 404 too.
 */
export async function getPlayerClubHistory(context: ServiceContext, ref: string) {
  const { db } = context;
  const { player } = await loadConsentingPlayer(context, ref);
  if (!player.isClubHistoryVisible) throw new ApiError("not_found", `Unknown player "${ref}"`);
  const [teams, optOuts] = await Promise.all([loadPlayerTeams(db, player.id), optedOutLeagues(db, player.id)]);
  const leagues = await leaguesOfTeamSeasons(db, [...teams.teams.keys()]);
  const kept = [...teams.teams].filter(([teamSeasonId]) =>
    (leagues.get(teamSeasonId) ?? []).every((competitionId) => !optOuts.has(competitionId)),
  );
  if (kept.length === 0) throw new ApiError("not_found", `Unknown player "${ref}"`);
  return {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    clubHistory: clubHistory({ ...teams, teams: new Map(kept) }),
  };
}

/**
 * The leagues of a season a player is in the tier for. The player's own account also sees the opt-outs; to anyone
 * else a league the player opted out of is indistinguishable from one the player does not play in.
 */
export async function getPlayerOptIn(
  context: ServiceContext,
  callerId: string,
  playerId: string,
  seasonId: string | undefined,
) {
  const { db } = context;
  const { player } = await loadConsentingPlayer(context, playerId);
  const [season, ownId] = await Promise.all([
    resolveSeasonId(db, seasonId),
    repository.findPlayerIdOfUser(db, callerId),
  ]);
  const [leagues, optOuts] = await Promise.all([
    leaguesOfPlayer(db, player.id, season),
    optedOutLeagues(db, player.id),
  ]);
  const isOwn = ownId === player.id;
  const leagueIds = leagues.map((league) => league.id).filter((id) => !optOuts.has(id));
  if (leagueIds.length === 0 && !isOwn) throw new ApiError("not_found", `Unknown player "${playerId}"`);
  return {
    playerId: player.id,
    season,
    leagueIds,
    optOuts: isOwn ? leagues.map((league) => league.id).filter((id) => optOuts.has(id)) : [],
  };
}

/** The records hidden by confirmed blacklist entries, oldest entry first. */
export async function getPlayersBlacklist(db: Database) {
  const rows = await db
    .select({
      hiddenRecords: blacklistedPlayerProfiles.hiddenRecords,
      confirmedAt: blacklistedPlayerProfiles.confirmedAt,
    })
    .from(blacklistedPlayerProfiles)
    .where(eq(blacklistedPlayerProfiles.status, "active"))
    .orderBy(blacklistedPlayerProfiles.confirmedAt, blacklistedPlayerProfiles.id);
  const seen = new Set<string>();
  const players: { playerId: string; since: string }[] = [];
  for (const row of rows) {
    for (const record of row.hiddenRecords ?? []) {
      if (seen.has(record.playerId) || !row.confirmedAt) continue;
      seen.add(record.playerId);
      players.push({ playerId: record.playerId, since: row.confirmedAt.toISOString() });
    }
  }
  return { players };
}
