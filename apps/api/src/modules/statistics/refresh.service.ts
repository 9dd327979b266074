import { eventTypeCodes as codes } from "@spielfeld/football";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  matches,
  seasons,
  statisticsMatchTotals,
  statisticsPeriods,
  statisticsPlayerRollup,
  statisticsPlayerTotals,
  statisticsTeamTotals,
} from "../../db/schema/index.js";
import type { ServiceContext } from "../shared/context.js";
import { definePeriods, isSamePeriod, type Period, type Zeitraum } from "./periods.js";

/*
 * Keeps the materialised statistics fresh, the way competition tables are kept ranked: computed in full when the
 * demo loads, and after a result change only for the match's two teams (or, when the change moves a period, for
 * that whole period), inside the writer's transaction.
 */

/**
 * What a refresh works with: the database (after a result change, the writer's transaction) and the instant the
 * stored periods are stamped as computed at.
 */
type RefreshContext = Pick<ServiceContext, "db" | "now">;

/** The German calendar day of a kickoff. */
const berlinDay = sql`(m.kickoff_at at time zone 'Europe/Berlin')::date`;

/** Counted: finished matches with a public result between two teams, in the period's season and days. */
function countedMatches(zeitraum: Zeitraum, teams: readonly string[] | null): SQL {
  const scope = teams ? sql`and (m.home_team_season_id in ${teams} or m.guest_team_season_id in ${teams})` : sql``;
  return sql`select m.id, m.competition_id, m.home_team_season_id, m.guest_team_season_id, m.home_goals,
      m.guest_goals, pa.association_id, coalesce(pa.bezirk_id, k.bezirk_id) as bezirk_id, pa.kreis_id,
      c.team_type_id, c.league_level_id, c.fair_play_scheme_id
    from matches m
    join competitions c on c.id = m.competition_id
    join playing_areas pa on pa.id = c.playing_area_id
    left join kreise k on k.id = pa.kreis_id
    join statistics_periods p on p.zeitraum = ${zeitraum} and p.season_id = c.season_id
    where m.status = 'finished' and not m.is_result_private
      and m.home_team_season_id is not null and m.guest_team_season_id is not null
      and m.home_goals is not null and m.guest_goals is not null
      and ${berlinDay} between p.starts_on and p.ends_on ${scope}`;
}

const filterColumns = sql.raw("competition_id, association_id, bezirk_id, kreis_id, team_type_id, league_level_id");

function teamScope(column: string, teams: readonly string[] | null): SQL {
  return teams ? sql`${sql.raw(column)} in ${teams}` : sql`true`;
}

async function insertPlayerTotals(db: Database, zeitraum: Zeitraum, teams: readonly string[] | null) {
  await db.execute(sql`insert into statistics_player_totals (zeitraum, ${filterColumns}, team_season_id, player_id,
      appearances, goals, penalty_goals)
    with counted as (${countedMatches(zeitraum, teams)}),
    played as (
      select cm.*, l.player_id,
        case l.side when 'home' then cm.home_team_season_id else cm.guest_team_season_id end as team_season_id
      from counted cm join match_lineups l on l.match_id = cm.id
      where not l.is_substitute or exists (select 1 from match_events e where e.match_id = l.match_id
        and e.player_id = l.player_id and e.type_code = ${codes.substitutionIn})
    ),
    scored as (
      select e.match_id, e.player_id, count(*) as goals,
        count(*) filter (where e.type_code = ${codes.penaltyGoal}) as penalty_goals
      from match_events e join counted cm on cm.id = e.match_id
      where e.type_code in (${codes.goal}, ${codes.penaltyGoal}) and e.player_id is not null
      group by e.match_id, e.player_id
    )
    select ${zeitraum}, ${filterColumns}, team_season_id, p.player_id, count(*),
      coalesce(sum(s.goals), 0), coalesce(sum(s.penalty_goals), 0)
    from played p left join scored s on s.match_id = p.id and s.player_id = p.player_id
    where ${teamScope("team_season_id", teams)}
    group by ${filterColumns}, team_season_id, p.player_id`);
}

/** The association-wide roll-up of the period's player rows (of some teams), with the player's order and listing. */
async function insertPlayerRollup(db: Database, zeitraum: Zeitraum, teams: readonly string[] | null) {
  await db.execute(sql`insert into statistics_player_rollup (zeitraum, association_id, team_season_id, player_id,
      appearances, goals, penalty_goals, last_name, first_name, listed_from)
    select t.zeitraum, t.association_id, t.team_season_id, t.player_id, sum(t.appearances), sum(t.goals),
      sum(t.penalty_goals), p.last_name, p.first_name,
      statistics_listed_from(p.is_profile_public, p.is_performance_visible, p.parental_consent_at, p.date_of_birth)
    from statistics_player_totals t join players p on p.id = t.player_id
    where t.zeitraum = ${zeitraum} and ${teamScope("t.team_season_id", teams)}
    group by t.zeitraum, t.association_id, t.team_season_id, t.player_id, p.id`);
}

async function insertTeamTotals(db: Database, zeitraum: Zeitraum, teams: readonly string[] | null) {
  await db.execute(sql`insert into statistics_team_totals (zeitraum, ${filterColumns}, team_season_id, matches,
      wins, draws, losses, goals_for, goals_against, fair_play_points)
    with counted as (${countedMatches(zeitraum, teams)}),
    sides as (
      select cm.*, cm.home_team_season_id as team_season_id, 'home'::match_side as side,
        cm.home_goals as goals_for, cm.guest_goals as goals_against from counted cm
      union all
      select cm.*, cm.guest_team_season_id, 'guest'::match_side, cm.guest_goals, cm.home_goals from counted cm
    ),
    cards as (
      select e.match_id, e.side,
        count(*) filter (where e.type_code = ${codes.yellowCard}) as yellow,
        count(*) filter (where e.type_code = ${codes.yellowRedCard}) as yellow_red,
        count(*) filter (where e.type_code = ${codes.redCard}) as red
      from match_events e join counted cm on cm.id = e.match_id
      where e.type_code in (${codes.yellowCard}, ${codes.yellowRedCard}, ${codes.redCard})
      group by e.match_id, e.side
    )
    select ${zeitraum}, ${filterColumns}, team_season_id, count(*),
      count(*) filter (where goals_for > goals_against), count(*) filter (where goals_for = goals_against),
      count(*) filter (where goals_for < goals_against), sum(goals_for), sum(goals_against),
      coalesce(sum(coalesce(c.yellow, 0) * coalesce((f.points->>'yellow')::int, 1)
        + coalesce(c.yellow_red, 0) * coalesce((f.points->>'yellowRed')::int, 3)
        + coalesce(c.red, 0) * coalesce((f.points->>'red')::int, 5)), 0)
    from sides s left join cards c on c.match_id = s.id and c.side = s.side
    left join fair_play_schemes f on f.id = s.fair_play_scheme_id
    where ${teamScope("team_season_id", teams)}
    group by ${filterColumns}, team_season_id`);
}

async function insertMatchTotals(db: Database, zeitraum: Zeitraum, teams: readonly string[] | null) {
  await db.execute(sql`insert into statistics_match_totals (zeitraum, ${filterColumns}, match_id,
      home_team_season_id, guest_team_season_id, goals, margin)
    select ${zeitraum}, ${filterColumns}, id, home_team_season_id, guest_team_season_id,
      home_goals + guest_goals, abs(home_goals - guest_goals)
    from (${countedMatches(zeitraum, teams)}) counted`);
}

async function deletePeriodRows(db: Database, zeitraum: Zeitraum): Promise<void> {
  await db.delete(statisticsPlayerTotals).where(eq(statisticsPlayerTotals.zeitraum, zeitraum));
  await db.delete(statisticsPlayerRollup).where(eq(statisticsPlayerRollup.zeitraum, zeitraum));
  await db.delete(statisticsTeamTotals).where(eq(statisticsTeamTotals.zeitraum, zeitraum));
  await db.delete(statisticsMatchTotals).where(eq(statisticsMatchTotals.zeitraum, zeitraum));
}

/** Replaces a period's rows, all of them or those of some teams (`teams`: season team ids). */
async function writeRows(db: Database, zeitraum: Zeitraum, teams: readonly string[] | null): Promise<void> {
  if (teams) {
    const ids = [...teams];
    await db
      .delete(statisticsPlayerTotals)
      .where(and(eq(statisticsPlayerTotals.zeitraum, zeitraum), inArray(statisticsPlayerTotals.teamSeasonId, ids)));
    await db
      .delete(statisticsPlayerRollup)
      .where(and(eq(statisticsPlayerRollup.zeitraum, zeitraum), inArray(statisticsPlayerRollup.teamSeasonId, ids)));
    await db
      .delete(statisticsTeamTotals)
      .where(and(eq(statisticsTeamTotals.zeitraum, zeitraum), inArray(statisticsTeamTotals.teamSeasonId, ids)));
    const ofTeams = or(
      inArray(statisticsMatchTotals.homeTeamSeasonId, ids),
      inArray(statisticsMatchTotals.guestTeamSeasonId, ids),
    );
    await db.delete(statisticsMatchTotals).where(and(eq(statisticsMatchTotals.zeitraum, zeitraum), ofTeams));
  } else {
    await deletePeriodRows(db, zeitraum);
  }
  await insertPlayerTotals(db, zeitraum, teams);
  await insertPlayerRollup(db, zeitraum, teams);
  await insertTeamTotals(db, zeitraum, teams);
  await insertMatchTotals(db, zeitraum, teams);
}

/** The periods as the data defines them now (none without a current season). */
async function readPeriodsFromData(db: Database): Promise<Period[]> {
  const [season] = await db
    .select({ id: seasons.id, startsOn: seasons.startsOn, endsOn: seasons.endsOn })
    .from(seasons)
    .where(eq(seasons.isCurrent, true))
    .limit(1);
  if (!season) return [];
  const result = await db.execute(sql`
    select max(${berlinDay})::text as last_day,
      max(${berlinDay}) filter (where extract(isodow from ${berlinDay}) >= 5)::text as last_weekend_day
    from matches m join competitions c on c.id = m.competition_id
    where c.season_id = ${season.id} and m.status = 'finished' and m.kickoff_at is not null`);
  const [days] = rowsOf<{ last_day: string | null; last_weekend_day: string | null }>(result);
  return definePeriods({
    season,
    lastPlayedDay: days?.last_day ?? null,
    lastPlayedWeekendDay: days?.last_weekend_day ?? null,
  });
}

/** Rows of a raw query on either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

async function readStoredPeriods(db: Database): Promise<Period[]> {
  const rows = await db.select().from(statisticsPeriods);
  return rows.map((row) => ({ ...row, zeitraum: row.zeitraum as Zeitraum }));
}

async function storePeriods({ db, now }: RefreshContext, periods: readonly Period[]): Promise<void> {
  await db.delete(statisticsPeriods);
  if (periods.length > 0) {
    await db.insert(statisticsPeriods).values(periods.map((period) => ({ ...period, computedAt: now })));
  }
}

/** One writer at a time rewrites statistics rows (two results recorded at once would insert the same rows). */
async function lockStatistics(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('spielfeld_statistics'))`);
}

/** Computes every statistic afresh (after the demo loads). */
export async function refreshAllStatistics(
  context: RefreshContext,
  progress?: (periodsDone: number, periods: number) => void,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    await lockStatistics(tx);
    const periods = await readPeriodsFromData(tx);
    await storePeriods({ ...context, db: tx }, periods);
    await tx.delete(statisticsPlayerTotals);
    await tx.delete(statisticsPlayerRollup);
    await tx.delete(statisticsTeamTotals);
    await tx.delete(statisticsMatchTotals);
    for (const [index, period] of periods.entries()) {
      await writeRows(tx, period.zeitraum, null);
      progress?.(index + 1, periods.length);
    }
  });
}

/**
 * Computes the statistics when a database has results but none (a database migrated to the statistics, or loaded
 * without them), or has player figures without their roll-up (a database migrated to it); answers whether it did.
 */
export async function refreshStatisticsIfMissing(context: RefreshContext): Promise<boolean> {
  const { db } = context;
  const [state] = await db
    .select({
      hasPeriods: sql<boolean>`exists (select 1 from ${statisticsPeriods})`,
      hasResults: sql<boolean>`exists (select 1 from ${matches} where ${matches.status} = 'finished')`,
      lacksRollup: sql<boolean>`exists (select 1 from ${statisticsPlayerTotals})
        and not exists (select 1 from ${statisticsPlayerRollup})`,
    })
    .from(sql`(select 1) as probe`);
  if (!state?.hasResults || (state.hasPeriods && !state.lacksRollup)) return false;
  await refreshAllStatistics(context);
  return true;
}

/**
 * After a match's result changed, inside the writer's transaction: the rows of its two teams are computed again
 * in each period, and a period whose days the change moved (the first result of a new weekend or month) as a whole.
 */
export async function refreshMatchStatistics(context: RefreshContext, matchId: string): Promise<void> {
  const { db } = context;
  const [match] = await db
    .select({ home: matches.homeTeamSeasonId, guest: matches.guestTeamSeasonId })
    .from(matches)
    .where(eq(matches.id, matchId));
  const teams = [match?.home, match?.guest].filter((id): id is string => typeof id === "string");
  if (teams.length === 0) return;
  await lockStatistics(db);
  const stored = await readStoredPeriods(db);
  const periods = await readPeriodsFromData(db);
  await storePeriods(context, periods);
  for (const period of stored) {
    if (!periods.some((current) => current.zeitraum === period.zeitraum)) await deletePeriodRows(db, period.zeitraum);
  }
  for (const period of periods) {
    const before = stored.find((row) => row.zeitraum === period.zeitraum);
    await writeRows(db, period.zeitraum, isSamePeriod(before, period) ? teams : null);
  }
}
