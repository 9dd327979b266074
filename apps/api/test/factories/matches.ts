import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { competitions, competitionTeams, matches, matchOfficials, seasons } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

export type MatchState =
  | { status: "scheduled" }
  | { status: "live" | "finished"; homeGoals: number; guestGoals: number };

/**
 * A match of the competition in the given state: a new fixture between two of its entered teams on the given
 * matchday, so no demo match changes under another test.
 */
export async function createMatch(
  testApp: TestApp,
  competitionId: string,
  state: MatchState,
  { matchday = 1, kickoffAt = new Date("2026-11-21T14:00:00Z") }: { matchday?: number; kickoffAt?: Date } = {},
): Promise<string> {
  const teams = await testApp.db
    .select({ teamSeasonId: competitionTeams.teamSeasonId })
    .from(competitionTeams)
    .where(eq(competitionTeams.competitionId, competitionId))
    .orderBy(asc(competitionTeams.teamSeasonId))
    .limit(2);
  if (teams.length < 2) throw new Error(`Competition ${competitionId} has fewer than two teams`);
  const id = `M${randomUUID().replace(/-/g, "").slice(0, 31).toUpperCase()}`;
  await testApp.db.insert(matches).values({
    id,
    competitionId,
    matchday,
    kickoffAt,
    homeTeamSeasonId: teams[0]!.teamSeasonId,
    guestTeamSeasonId: teams[1]!.teamSeasonId,
    status: state.status,
    homeGoals: state.status === "scheduled" ? null : state.homeGoals,
    guestGoals: state.status === "scheduled" ? null : state.guestGoals,
  });
  return id;
}

/** A competition of the current season ranked by the named tie-break profile (demo profiles by id). */
export async function findCompetitionWithTieBreak(testApp: TestApp, profileId: string): Promise<string> {
  const [row] = await testApp.db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(
      and(eq(seasons.isCurrent, true), eq(competitions.hasTable, true), eq(competitions.tieBreakProfileId, profileId)),
    )
    .orderBy(asc(competitions.id))
    .limit(1);
  if (!row) throw new Error(`No current competition ranked by ${profileId}`);
  return row.id;
}

export interface LeagueTeam {
  team_season_id: string;
  team_id: string;
  name: string;
  club_id: string;
  club_name: string;
  competition_id: string;
}

/** A current-season team of a league with a table, scorers and a public fair-play table, with scorers of its own. */
export function findLeagueTeam(testApp: TestApp): Promise<LeagueTeam> {
  return testApp.one<LeagueTeam>(
    `select ts.id as team_season_id, t.id as team_id, ts.name, c.id as club_id, c.name as club_name,
            comp.id as competition_id
       from team_seasons ts join teams t on t.id = ts.team_id join clubs c on c.id = t.club_id
       join seasons s on s.id = ts.season_id and s.is_current
       join competition_teams ct on ct.team_season_id = ts.id
       join competitions comp on comp.id = ct.competition_id and comp.has_table and comp.has_scorers
            and comp.is_fair_play_table_public and comp.competition_type_id = 1
      where not ts.is_withdrawn and ct.withdrawn_on is null and not ct.is_out_of_competition
        and exists (select 1 from match_events e join matches m on m.id = e.match_id
                     where e.type_code = 7 and m.status = 'finished'
                       and ((m.home_team_season_id = ts.id and e.side = 'home')
                         or (m.guest_team_season_id = ts.id and e.side = 'guest')))
      order by ts.id limit 1`,
  );
}

/** The first match of the current season (by kickoff) meeting an SQL condition on `m`, the match. */
export async function findCurrentMatch(testApp: TestApp, condition: string): Promise<string> {
  const [row] = await testApp.query<{ id: string }>(
    `select m.id from matches m join competitions c on c.id = m.competition_id join seasons s on s.id = c.season_id
     where s.is_current and ${condition} order by m.kickoff_at, m.id limit 1`,
  );
  if (!row) throw new Error(`No demo match where ${condition}`);
  return row.id;
}

/** Changes a match as the association's data would (status, decision, score, privacy of the result). */
export async function updateMatch(
  testApp: TestApp,
  matchId: string,
  fields: Partial<typeof matches.$inferInsert>,
): Promise<void> {
  await testApp.db.update(matches).set(fields).where(eq(matches.id, matchId));
}

/** Moves a match's kickoff later by the given span, counted by the database's calendar (a day is a calendar day). */
export async function moveKickoff(
  testApp: TestApp,
  matchId: string,
  { days = 0, hours = 0, minutes = 0 }: { days?: number; hours?: number; minutes?: number },
): Promise<void> {
  await testApp.db
    .update(matches)
    .set({
      kickoffAt: sql`${matches.kickoffAt} + make_interval(days => ${days}, hours => ${hours}, mins => ${minutes})`,
    })
    .where(eq(matches.id, matchId));
}

/** Keeps an official's name on a match but drops its link to a referee record. */
export async function unlinkMatchOfficial(
  testApp: TestApp,
  matchId: string,
  role: (typeof matchOfficials.$inferSelect)["role"],
): Promise<void> {
  await testApp.db
    .update(matchOfficials)
    .set({ refereeId: null })
    .where(and(eq(matchOfficials.matchId, matchId), eq(matchOfficials.role, role)));
}

/** Names a referee record as an official of a match. */
export async function assignMatchOfficial(
  testApp: TestApp,
  matchId: string,
  refereeId: string,
  role: (typeof matchOfficials.$inferSelect)["role"] = "referee",
): Promise<void> {
  await testApp.db.insert(matchOfficials).values({ matchId, refereeId, role, name: "Schiedsrichter" });
}
