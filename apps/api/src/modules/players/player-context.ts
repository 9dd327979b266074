import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { isProfileShown } from "../shared/privacy.js";
import * as repository from "./players.repository.js";
import type { WirePlayerTeam } from "./players.schemas.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A shown player by player id; unknown and hidden players are the same 404. */
export async function loadPlayer(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  playerId: string,
): Promise<repository.PlayerRow> {
  const row = await repository.findPlayer(db, playerId);
  if (!row || !isProfileShown(row.player, berlinDate(now))) {
    throw new ApiError("not_found", `Unknown player "${playerId}"`);
  }
  return row;
}

/** The player id a profile reference names: the player of a user account's id, else the reference itself. */
export async function playerIdOfRef(db: Database, ref: string): Promise<string> {
  return (UUID.test(ref) ? await repository.findPlayerIdOfUser(db, ref) : null) ?? ref;
}

/** A shown player by profile reference: a user account's id (with a player profile) or a player id. */
export async function loadPlayerByRef(
  context: Pick<ServiceContext, "db" | "now">,
  ref: string,
): Promise<repository.PlayerRow> {
  try {
    return await loadPlayer(context, await playerIdOfRef(context.db, ref));
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError("not_found", `Unknown player profile "${ref}"`);
    throw error;
  }
}

export function toPlayerTeam(row: repository.TeamRow): WirePlayerTeam {
  const { teamSeasonId, teamPermanentId, clubId, clubName, teamName, teamType } = row;
  return { teamSeasonId, teamPermanentId, clubId, clubName, teamName, teamType };
}

/** The side of a match a lineup row is on, as the team's season id. */
export function teamSeasonOf(row: repository.LineupRow): string | null {
  return row.lineup.side === "home" ? row.match.homeTeamSeasonId : row.match.guestTeamSeasonId;
}

export interface PlayerTeams {
  memberships: Awaited<ReturnType<typeof repository.listMemberships>>;
  lineups: repository.LineupRow[];
  /** Every team the player belongs to (squad) or played for, by season team id. */
  teams: Map<string, repository.TeamRow>;
}

/** The teams of a player: squads the player is in and teams the player played for. */
export async function loadPlayerTeams(db: Database, playerId: string): Promise<PlayerTeams> {
  const [memberships, lineups] = await Promise.all([
    repository.listMemberships(db, playerId),
    repository.listLineups(db, playerId),
  ]);
  const ids = new Set(memberships.map((row) => row.teamSeasonId));
  for (const row of lineups) {
    const id = teamSeasonOf(row);
    if (id) ids.add(id);
  }
  const rows = await repository.listTeamRows(db, [...ids]);
  return { memberships, lineups, teams: new Map(rows.map((row) => [row.teamSeasonId, row])) };
}

/**
 * The teams a call may show: all of them with club history, else only the current season's (earlier teams,
 * their performance and their success would tell the history the player hides).
 */
export function visibleTeams(teams: PlayerTeams, player: { isClubHistoryVisible: boolean }): PlayerTeams {
  if (player.isClubHistoryVisible) return teams;
  const current = [...teams.teams].filter(([, row]) => row.season.isCurrent);
  return { ...teams, teams: new Map(current) };
}
