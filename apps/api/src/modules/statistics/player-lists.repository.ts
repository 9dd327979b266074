import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { noteReadTags } from "../../lib/data-changes.js";
import type { Zeitraum } from "./periods.js";
import {
  LISTED_PLAYER,
  type Paging,
  pageClause,
  rowsOf,
  type StatisticsFilter,
  type TeamColumns,
  teamColumns,
  teamJoins,
  whereFilter,
} from "./statistics.repository.js";
import type { PlayerStat } from "./stats.js";

/* The player lists: a whole association's from the roll-up, a Bezirk's, Kreis' or team type's from the rows. */

/** The column each player figure sums, ranked highest first. */
const PLAYER_VALUE: Record<PlayerStat, string> = {
  goals: "goals",
  penaltyGoals: "penalty_goals",
  appearances: "appearances",
};

export interface PlayerRow extends TeamColumns {
  player_id: string;
  team_season_id: string;
  association_id: string;
  association_name: string;
  appearances: number;
  goals: number;
  penalty_goals: number;
  value: number;
  rank: number;
  total: number;
  first_name: string;
  last_name: string;
  is_profile_public: boolean;
  is_performance_visible: boolean;
  are_cards_visible: boolean;
}

/**
 * Players ranked by a figure, one entry per player and team. A player whose profile is not public or whose
 * performance is hidden is left out before ranking (the SQL form of `isPerformanceShown`), so no rank is missing.
 * Only rows that add to the figure are summed for the ranking (a list shows players with a figure above zero), and
 * the page's other figures are summed for its entries alone: on the `full` preset a season holds about 400,000
 * rows, most without a goal.
 */
export async function listPlayerEntries(
  db: Database,
  zeitraum: Zeitraum,
  stat: PlayerStat,
  filter: StatisticsFilter,
  { offset, max }: Paging,
): Promise<PlayerRow[]> {
  noteReadTags("matches", "people");
  const { associationId, ...narrower } = filter;
  const isNarrowed = Object.values(narrower).some((value) => value !== undefined);
  if (associationId !== undefined && !isNarrowed) {
    return listAssociationPlayerEntries(db, zeitraum, stat, associationId, { offset, max });
  }
  const column = sql.raw(`t.${PLAYER_VALUE[stat]}`);
  const result = await db.execute(sql`
    with totals as (
      select t.player_id, t.team_season_id, sum(${column})::int as value
      from statistics_player_totals t
      where ${whereFilter(zeitraum, filter)} and ${column} > 0
      group by t.player_id, t.team_season_id
    ),
    ranked as (
      select totals.*, p.first_name, p.last_name, p.is_profile_public, p.is_performance_visible,
        p.are_cards_visible, rank() over (order by totals.value desc)::int as rank, count(*) over ()::int as total
      from totals join players p on p.id = totals.player_id and ${LISTED_PLAYER}
    ),
    page as (
      select * from ranked order by rank, last_name, first_name, player_id, team_season_id
      ${pageClause({ offset, max })}
    )
    select page.*, figures.association_id, figures.appearances, figures.goals, figures.penalty_goals,
      a.name as association_name, ${teamColumns("")}
    from page
    cross join lateral (
      select min(t.association_id) as association_id, sum(t.appearances)::int as appearances,
        sum(t.goals)::int as goals, sum(t.penalty_goals)::int as penalty_goals
      from statistics_player_totals t
      where ${whereFilter(zeitraum, filter)} and t.team_season_id = page.team_season_id
        and t.player_id = page.player_id
    ) figures
    join associations a on a.id = figures.association_id
    ${teamJoins("", "page.team_season_id")}
    order by page.rank, page.last_name, page.first_name, page.player_id, page.team_season_id`);
  return rowsOf<PlayerRow>(result);
}

/** Whether a roll-up row's player may be listed today (Berlin), as `LISTED_PLAYER` says. */
const LISTED_TODAY = sql.raw(`r.listed_from <= (now() at time zone 'Europe/Berlin')::date`);

/**
 * A whole association's list, from the roll-up (`statistics_player_rollup`): the page walks the figure's index in
 * the list's order, and ranks and the total are counted from the same index, so a page costs a few index reads
 * instead of summing a season's rows.
 */
async function listAssociationPlayerEntries(
  db: Database,
  zeitraum: Zeitraum,
  stat: PlayerStat,
  associationId: string,
  { offset, max }: Paging,
): Promise<PlayerRow[]> {
  const column = sql.raw(`${PLAYER_VALUE[stat]}`);
  const scope = sql`r.zeitraum = ${zeitraum} and r.association_id = ${associationId} and ${LISTED_TODAY}`;
  const result = await db.execute(sql`
    with page as (
      select r.player_id, r.team_season_id, r.association_id, r.appearances, r.goals, r.penalty_goals,
        r.${column} as value
      from statistics_player_rollup r
      where ${scope} and r.${column} > 0
      -- In the order of the figure's index (descending, nulls last), so the page is read from it.
      order by r.${column} desc nulls last, r.last_name, r.first_name, r.player_id, r.team_season_id
      ${pageClause({ offset, max })}
    )
    select page.*, p.first_name, p.last_name, p.is_profile_public, p.is_performance_visible, p.are_cards_visible,
      (select count(*) from statistics_player_rollup r where ${scope} and r.${column} > page.value)::int + 1 as rank,
      (select count(*) from statistics_player_rollup r where ${scope} and r.${column} > 0)::int as total,
      a.name as association_name, ${teamColumns("")}
    from page
    join players p on p.id = page.player_id
    join associations a on a.id = page.association_id
    ${teamJoins("", "page.team_season_id")}
    order by page.value desc, p.last_name, p.first_name, page.player_id, page.team_season_id`);
  return rowsOf<PlayerRow>(result);
}
