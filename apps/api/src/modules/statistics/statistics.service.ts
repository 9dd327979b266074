import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { isPerformanceShown } from "../shared/privacy.js";
import * as choices from "./choices.repository.js";
import { ZEITRAUM_LABELS, ZEITRAUM_VALUES, type Zeitraum } from "./periods.js";
import * as playerLists from "./player-lists.repository.js";
import * as repository from "./statistics.repository.js";
import { DEFAULT_PAGE_SIZE, listStatsChoices, type MatchStat, type PlayerStat, type TeamStat } from "./stats.js";

/* The amateur statistics of one association: choices, totals and ranked lists, read from the materialised rows. */

export interface FilterQuery {
  verband?: string;
  bezirk?: string;
  kreis?: string;
  mannschaftsart?: number;
}

export interface PagingQuery {
  offset?: number;
  max?: number;
}

type Association = NonNullable<Awaited<ReturnType<typeof choices.findAssociation>>>;

export async function loadAssociation(db: Database, verband: string | undefined): Promise<Association> {
  const association = await choices.findAssociation(db, verband);
  if (!association) throw new ApiError("not_found", `Unknown association "${verband ?? ""}"`);
  return association;
}

/** The association and the filter of a query; a Bezirk, Kreis or team type it does not know is a 404. */
async function resolveFilter(db: Database, query: FilterQuery) {
  const association = await loadAssociation(db, query.verband);
  const filter: repository.StatisticsFilter = { associationId: association.id };
  if (query.bezirk !== undefined) {
    const bezirke = await choices.listBezirke(db, association.id);
    if (!bezirke.some((bezirk) => bezirk.id === query.bezirk)) {
      throw new ApiError("not_found", `Unknown Bezirk "${query.bezirk}" in ${association.code}`);
    }
    filter.bezirkId = query.bezirk;
  }
  if (query.kreis !== undefined) {
    const kreis = (await choices.listKreise(db, association.id)).find((row) => row.id === query.kreis);
    if (!kreis || (filter.bezirkId !== undefined && kreis.bezirkId !== filter.bezirkId)) {
      throw new ApiError("not_found", `Unknown Kreis "${query.kreis}"${filter.bezirkId ? " in that Bezirk" : ""}`);
    }
    filter.kreisId = query.kreis;
  }
  if (query.mannschaftsart !== undefined) {
    if (!(await choices.findTeamType(db, query.mannschaftsart))) {
      throw new ApiError("not_found", `Unknown team type ${query.mannschaftsart}`);
    }
    filter.teamTypeId = query.mannschaftsart;
  }
  return { association, filter };
}

const generatedFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Stand: 21.11.2026, 15:40 Uhr". */
export function formatGeneratedInfo(computedAt: Date): string {
  return `Stand: ${generatedFormat.format(computedAt)} Uhr`;
}

async function readPeriod(db: Database, zeitraum: Zeitraum) {
  const period = await repository.findPeriod(db, zeitraum);
  return {
    zeitraum,
    periodName: period?.name ?? null,
    startsOn: period?.startsOn ?? null,
    endsOn: period?.endsOn ?? null,
    generatedAt: period?.computedAt.toISOString() ?? null,
    generatedInfo: period ? formatGeneratedInfo(period.computedAt) : null,
  };
}

export async function getFilter(context: ServiceContext, verband: string | undefined) {
  const { db } = context;
  const association = await loadAssociation(db, verband);
  const [associations, bezirke, kreise, teamTypes, periods] = await Promise.all([
    choices.listAssociations(db),
    choices.listBezirke(db, association.id),
    choices.listKreise(db, association.id),
    choices.listTeamTypesWithData(db, "saison", association.id),
    repository.listPeriods(db),
  ]);
  return {
    association,
    stats: listStatsChoices(),
    associations,
    districts: bezirke.map((bezirk) => ({
      ...bezirk,
      kreise: kreise.filter((kreis) => kreis.bezirkId === bezirk.id).map(({ id, name }) => ({ id, name })),
    })),
    teamTypes,
    periods: ZEITRAUM_VALUES.map((id) => ({
      id,
      label: ZEITRAUM_LABELS[id],
      name: periods.find((period) => period.zeitraum === id)?.name ?? null,
    })),
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export async function getAssociationTotals(context: ServiceContext, query: FilterQuery & { zeitraum?: Zeitraum }) {
  const { db } = context;
  const { association, filter } = await resolveFilter(db, query);
  const zeitraum = query.zeitraum ?? "saison";
  const [period, totals] = await Promise.all([readPeriod(db, zeitraum), repository.sumTotals(db, zeitraum, filter)]);
  const goalsPerMatch = totals.matches > 0 ? Math.round((totals.goals / totals.matches) * 100) / 100 : 0;
  return { association, ...period, ...totals, goalsPerMatch };
}

function toPaging(query: PagingQuery): repository.Paging {
  return { offset: query.offset ?? 0, max: query.max ?? DEFAULT_PAGE_SIZE };
}

/** The page fields; an empty page past the end asks the list for its length once more. */
async function toPage<Row extends { total: number }>(
  rows: Row[],
  paging: repository.Paging,
  countAgain: () => Promise<Row[]>,
) {
  const total = rows[0]?.total ?? (paging.offset > 0 ? ((await countAgain())[0]?.total ?? 0) : 0);
  return { offset: paging.offset, max: paging.max, total, more: paging.offset + rows.length < total };
}

function toTeam(row: repository.TeamColumns, teamSeasonId: string) {
  return {
    id: teamSeasonId,
    permanentId: row.permanent_id,
    name: row.team_name,
    club: { id: row.club_id, name: row.club_name },
  };
}

/** A player row as an entry; the SQL already left out hidden players, and the privacy rule checks again. */
export function toPlayerEntry(row: playerLists.PlayerRow) {
  const privacy = {
    isProfilePublic: row.is_profile_public,
    isPerformanceVisible: row.is_performance_visible,
    areCardsVisible: row.are_cards_visible,
  };
  if (!isPerformanceShown(privacy)) return null;
  return {
    rank: row.rank,
    value: Number(row.value),
    player: { id: row.player_id, firstName: row.first_name, lastName: row.last_name },
    team: toTeam(row, row.team_season_id),
    goals: row.goals,
    penaltyGoals: row.penalty_goals,
    matches: row.appearances,
  };
}

export async function getPlayerList(
  context: ServiceContext,
  params: { zeitraum: Zeitraum; stats: PlayerStat },
  query: FilterQuery & PagingQuery,
) {
  const { db } = context;
  const { association, filter } = await resolveFilter(db, query);
  const paging = toPaging(query);
  const list = (page: repository.Paging) =>
    playerLists.listPlayerEntries(db, params.zeitraum, params.stats, filter, page);
  const rows = await list(paging);
  return {
    association,
    stats: params.stats,
    ...(await readPeriod(db, params.zeitraum)),
    entries: rows.map(toPlayerEntry).filter((entry) => entry !== null),
    ...(await toPage(rows, paging, () => list({ offset: 0, max: 1 }))),
  };
}

export async function getTeamList(
  context: ServiceContext,
  params: { zeitraum: Zeitraum; stats: TeamStat },
  query: FilterQuery & PagingQuery,
) {
  const { db } = context;
  const { association, filter } = await resolveFilter(db, query);
  const paging = toPaging(query);
  const list = (page: repository.Paging) => repository.listTeamEntries(db, params.zeitraum, params.stats, filter, page);
  const rows = await list(paging);
  return {
    association,
    stats: params.stats,
    ...(await readPeriod(db, params.zeitraum)),
    entries: rows.map((row) => ({
      rank: row.rank,
      value: Number(row.value),
      team: toTeam(row, row.team_season_id),
      matches: row.matches,
      wins: row.wins,
      draws: row.draws,
      losses: row.losses,
      goalsFor: row.goals_for,
      goalsAgainst: row.goals_against,
      fairPlayPoints: row.fair_play_points,
    })),
    ...(await toPage(rows, paging, () => list({ offset: 0, max: 1 }))),
  };
}

export async function getMatchList(
  context: ServiceContext,
  params: { zeitraum: Zeitraum; stats: MatchStat },
  query: FilterQuery & PagingQuery,
) {
  const { db } = context;
  const { association, filter } = await resolveFilter(db, query);
  const paging = toPaging(query);
  const list = (page: repository.Paging) =>
    repository.listMatchEntries(db, params.zeitraum, params.stats, filter, page);
  const rows = await list(paging);
  const prefixed = (row: repository.MatchRow, prefix: "h_" | "g_"): repository.TeamColumns => ({
    permanent_id: row[`${prefix}permanent_id`],
    team_name: row[`${prefix}team_name`],
    club_id: row[`${prefix}club_id`],
    club_name: row[`${prefix}club_name`],
  });
  return {
    association,
    stats: params.stats,
    ...(await readPeriod(db, params.zeitraum)),
    entries: rows.map((row) => ({
      rank: row.rank,
      value: Number(row.value),
      matchId: row.match_id,
      kickoffAt: row.kickoff_at === null ? null : new Date(row.kickoff_at).toISOString(),
      competition: { id: row.competition_id, name: row.competition_name },
      home: toTeam(prefixed(row, "h_"), row.home_team_season_id),
      guest: toTeam(prefixed(row, "g_"), row.guest_team_season_id),
      homeGoals: row.home_goals,
      guestGoals: row.guest_goals,
    })),
    ...(await toPage(rows, paging, () => list({ offset: 0, max: 1 }))),
  };
}
