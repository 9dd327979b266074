import { and, asc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { matches, seasons, teamSeasons } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";
import { selectMatches } from "./match-rows.repository.js";

/* A team's matches: all of a season's (fixtures, calendars, counts), a day's, and its cup finals. */

export function listTeamMatchRowsBetween(db: Database, teamSeasonIds: string[], from: Date, to: Date) {
  noteReadTags("matches");
  return selectMatches(
    db,
    and(
      or(inArray(matches.homeTeamSeasonId, teamSeasonIds), inArray(matches.guestTeamSeasonId, teamSeasonIds)),
      gte(matches.kickoffAt, from),
      lt(matches.kickoffAt, to),
    ),
  );
}

/** Whether a match is one of the teams' (an array parameter, so one prepared statement serves any number of teams). */
function ofTeams() {
  const teamSeasonIds = sql.placeholder("teamSeasonIds");
  return or(
    sql`${matches.homeTeamSeasonId} = any(${teamSeasonIds})`,
    sql`${matches.guestTeamSeasonId} = any(${teamSeasonIds})`,
  );
}

const matchesOfTeams = prepared((db) => selectMatches(db, ofTeams()).prepare("matches_of_teams"));
/* One team's matches: with `=` the planner expects a season's few matches and joins them by index. */
const matchesOfTeam = prepared((db) => {
  const teamSeasonId = sql.placeholder("teamSeasonId");
  return selectMatches(
    db,
    or(eq(matches.homeTeamSeasonId, teamSeasonId), eq(matches.guestTeamSeasonId, teamSeasonId)),
  ).prepare("matches_of_team");
});
export function listTeamMatchRows(db: Database, teamSeasonIds: string[]) {
  noteReadTags("matches");
  if (teamSeasonIds.length === 0) return Promise.resolve([]);
  if (teamSeasonIds.length === 1) return matchesOfTeam(db).execute({ teamSeasonId: teamSeasonIds[0] });
  return matchesOfTeams(db).execute({ teamSeasonIds });
}

/** A match's own columns, without the joins: what counting a team's results needs. */
export interface MatchFacts {
  match: typeof matches.$inferSelect;
}

/* A team page counts all of a season's matches but shows a handful: the count reads the matches table alone. */
const factsOfTeam = prepared((db) => {
  const teamSeasonId = sql.placeholder("teamSeasonId");
  return db
    .select({ match: matches })
    .from(matches)
    .where(or(eq(matches.homeTeamSeasonId, teamSeasonId), eq(matches.guestTeamSeasonId, teamSeasonId)))
    .orderBy(asc(matches.kickoffAt), asc(matches.matchNumber), asc(matches.id))
    .prepare("match_facts_of_team");
});
/** One team's matches in kickoff order, the match columns only. */
export function listTeamMatchFacts(db: Database, teamSeasonId: string): Promise<MatchFacts[]> {
  noteReadTags("matches");
  return factsOfTeam(db).execute({ teamSeasonId });
}

export async function findTeamSeasonIds(db: Database, teamId: string) {
  // A team id is either a season's team id or a permanent id; the latter means the current season's team.
  return db
    .select({ id: teamSeasons.id })
    .from(teamSeasons)
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(or(eq(teamSeasons.id, teamId), and(eq(teamSeasons.teamId, teamId), eq(seasons.isCurrent, true))));
}

/** Every season's team id of a permanent team, for records that reach across seasons. */
export function listAllTeamSeasonIds(db: Database, permanentTeamId: string) {
  return db.select({ id: teamSeasons.id }).from(teamSeasons).where(eq(teamSeasons.teamId, permanentTeamId));
}

const finalsOfTeams = prepared((db) =>
  db
    .select({ match: matches })
    .from(matches)
    .where(and(ofTeams(), eq(matches.roundName, "Finale")))
    .prepare("final_facts_of_teams"),
);
/** The teams' cup finals (round "Finale"), the match columns only: what a success history needs. */
export function listTeamFinalFacts(db: Database, teamSeasonIds: string[]): Promise<MatchFacts[]> {
  noteReadTags("matches");
  return teamSeasonIds.length === 0 ? Promise.resolve([]) : finalsOfTeams(db).execute({ teamSeasonIds });
}
