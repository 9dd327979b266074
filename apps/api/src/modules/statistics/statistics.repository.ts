import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { statisticsPeriods } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import type { Zeitraum } from "./periods.js";
import type { MatchStat, TeamStat } from "./stats.js";

/**
 * The SQL form of a player whose figures may be listed (alias `p`): a public profile with visible performance, and
 * for a minor (under 18 today, in Berlin) a parent's consent, as the player pages require (`isProfileShown`).
 */
export const LISTED_PLAYER = sql.raw(`p.is_profile_public and p.is_performance_visible
  and (p.parental_consent_at is not null
       or p.date_of_birth <= (now() at time zone 'Europe/Berlin')::date - interval '18 years')`);

/** What narrows a list: columns every statistics row carries. */
export interface StatisticsFilter {
  associationId?: string;
  bezirkId?: string;
  kreisId?: string;
  teamTypeId?: number;
  leagueLevelId?: number;
}

export interface Paging {
  offset: number;
  max: number;
}

/**
 * The page as literals, not parameters: the API's connections plan generically (`plan_cache_mode`, database.ts),
 * and a generic plan that does not know the page's length expects a tenth of the list and reads all of it.
 */
export function pageClause({ offset, max }: Paging): SQL {
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(max) || offset < 0 || max < 1) {
    throw new Error(`Invalid page: offset ${offset}, max ${max}`);
  }
  return sql.raw(`offset ${offset} limit ${max}`);
}

export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export function whereFilter(zeitraum: Zeitraum, filter: StatisticsFilter): SQL {
  const parts = [sql`t.zeitraum = ${zeitraum}`];
  if (filter.associationId !== undefined) parts.push(sql`t.association_id = ${filter.associationId}`);
  if (filter.bezirkId !== undefined) parts.push(sql`t.bezirk_id = ${filter.bezirkId}`);
  if (filter.kreisId !== undefined) parts.push(sql`t.kreis_id = ${filter.kreisId}`);
  if (filter.teamTypeId !== undefined) parts.push(sql`t.team_type_id = ${filter.teamTypeId}`);
  if (filter.leagueLevelId !== undefined) parts.push(sql`t.league_level_id = ${filter.leagueLevelId}`);
  return sql.join(parts, sql` and `);
}

/** A team as the lists name it, joined after paging (`alias` names the season's team id column). */
export const teamColumns = (prefix: string) =>
  sql.raw(`${prefix}ts.team_id as ${prefix}permanent_id, ${prefix}ts.name as ${prefix}team_name,
    ${prefix}cl.id as ${prefix}club_id, ${prefix}cl.name as ${prefix}club_name`);
export const teamJoins = (prefix: string, teamSeasonColumn: string) =>
  sql.raw(`join team_seasons ${prefix}ts on ${prefix}ts.id = ${teamSeasonColumn}
    join teams ${prefix}tm on ${prefix}tm.id = ${prefix}ts.team_id
    join clubs ${prefix}cl on ${prefix}cl.id = ${prefix}tm.club_id`);

export interface TeamColumns {
  permanent_id: string;
  team_name: string;
  club_id: string;
  club_name: string;
}

/** Each team figure: the expression ranked and its direction. Fair play counts points per match. */
const TEAM_VALUE: Record<TeamStat, { value: string; order: "asc" | "desc" }> = {
  goals: { value: "sum(t.goals_for)", order: "desc" },
  fewestConceded: { value: "sum(t.goals_against)", order: "asc" },
  wins: { value: "sum(t.wins)", order: "desc" },
  fairPlay: { value: "round(sum(t.fair_play_points)::numeric / sum(t.matches), 2)", order: "asc" },
};

export interface TeamRow extends TeamColumns {
  team_season_id: string;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  goals_for: number;
  goals_against: number;
  fair_play_points: number;
  value: string | number;
  rank: number;
  total: number;
}

export async function listTeamEntries(
  db: Database,
  zeitraum: Zeitraum,
  stat: TeamStat,
  filter: StatisticsFilter,
  { offset, max }: Paging,
): Promise<TeamRow[]> {
  noteReadTags("matches", "teams");
  const { value, order } = TEAM_VALUE[stat];
  const result = await db.execute(sql`
    with totals as (
      select t.team_season_id, sum(t.matches)::int as matches, sum(t.wins)::int as wins,
        sum(t.draws)::int as draws, sum(t.losses)::int as losses, sum(t.goals_for)::int as goals_for,
        sum(t.goals_against)::int as goals_against, sum(t.fair_play_points)::int as fair_play_points,
        ${sql.raw(value)} as value
      from statistics_team_totals t
      where ${whereFilter(zeitraum, filter)}
      group by t.team_season_id
    ),
    ranked as (
      select totals.*, rank() over (order by value ${sql.raw(order)})::int as rank, count(*) over ()::int as total
      from totals
    )
    select r.*, ${teamColumns("")}
    from ranked r ${teamJoins("", "r.team_season_id")}
    order by r.rank, r.matches desc, ts.name, r.team_season_id
    ${pageClause({ offset, max })}`);
  return rowsOf<TeamRow>(result);
}

const MATCH_VALUE: Record<MatchStat, string> = { goals: "t.goals", margin: "t.margin" };

export interface MatchRow {
  match_id: string;
  kickoff_at: Date | string | null;
  competition_id: string;
  competition_name: string;
  home_team_season_id: string;
  guest_team_season_id: string;
  home_goals: number;
  guest_goals: number;
  value: number;
  rank: number;
  total: number;
  h_permanent_id: string;
  h_team_name: string;
  h_club_id: string;
  h_club_name: string;
  g_permanent_id: string;
  g_team_name: string;
  g_club_id: string;
  g_club_name: string;
}

/**
 * Matches ranked by a figure, the latest first among equals. Ranks and the total come from the count of each
 * figure's value (a handful of values), and only matches at or above the page's lowest value are read with their
 * kickoff: a season of the `full` preset holds about 280,000 matches.
 */
export async function listMatchEntries(
  db: Database,
  zeitraum: Zeitraum,
  stat: MatchStat,
  filter: StatisticsFilter,
  { offset, max }: Paging,
): Promise<MatchRow[]> {
  noteReadTags("matches");
  const value = sql.raw(MATCH_VALUE[stat]);
  const result = await db.execute(sql`
    with counts as (
      select ${value} as value, count(*)::int as n from statistics_match_totals t
      where ${whereFilter(zeitraum, filter)} group by 1
    ),
    lowest as (
      select ${value} as value from statistics_match_totals t where ${whereFilter(zeitraum, filter)}
      order by 1 desc offset ${offset + max - 1} limit 1
    ),
    page as (
      select t.match_id, t.competition_id, t.home_team_season_id, t.guest_team_season_id, ${value} as value,
        m.kickoff_at, m.home_goals, m.guest_goals
      from statistics_match_totals t join matches m on m.id = t.match_id
      where ${whereFilter(zeitraum, filter)} and ${value} >= coalesce((select value from lowest), 0)
      order by ${value} desc, m.kickoff_at desc, t.match_id
      ${pageClause({ offset, max })}
    )
    select page.*, c.name as competition_name,
      (select coalesce(sum(n), 0) from counts where counts.value > page.value)::int + 1 as rank,
      (select coalesce(sum(n), 0) from counts)::int as total,
      ${teamColumns("h_")}, ${teamColumns("g_")}
    from page
    join competitions c on c.id = page.competition_id
    ${teamJoins("h_", "page.home_team_season_id")}
    ${teamJoins("g_", "page.guest_team_season_id")}
    order by page.value desc, page.kickoff_at desc, page.match_id`);
  return rowsOf<MatchRow>(result);
}

/** Goals and counted matches under a filter. */
export async function sumTotals(db: Database, zeitraum: Zeitraum, filter: StatisticsFilter) {
  noteReadTags("matches");
  const result = await db.execute(sql`
    select coalesce(sum(t.goals), 0)::int as goals, count(*)::int as matches
    from statistics_match_totals t where ${whereFilter(zeitraum, filter)}`);
  return rowsOf<{ goals: number; matches: number }>(result)[0] ?? { goals: 0, matches: 0 };
}

export async function findPeriod(db: Database, zeitraum: Zeitraum) {
  const [row] = await db.select().from(statisticsPeriods).where(eq(statisticsPeriods.zeitraum, zeitraum));
  return row ?? null;
}

export function listPeriods(db: Database) {
  return db.select().from(statisticsPeriods);
}
