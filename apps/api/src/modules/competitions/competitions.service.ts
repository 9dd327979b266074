import type { Static, TSchema } from "typebox";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import {
  type CompetitionRow,
  hasTable,
  listCompetitionTeams,
  listMatchdays,
  loadCompetition,
} from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import { toDivisionManager, toWireMatch } from "../shared/match.mapper.js";
import type { WireMatchTeam } from "../shared/match.schema.js";
import { readRowClocks, withLiveClock } from "../shared/match-clock.js";
import { findDivisionManager, listCompetitionMatchRows } from "../shared/match-rows.repository.js";
import { findCurrentMatchday, requirePlannedMatchday } from "../shared/matchdays.js";
import { visibleLogoId } from "../shared/privacy.js";
import { listTableMatches } from "../shared/standings.repository.js";
import { getStanding, getStandings, type StandingKey } from "../shared/standings-read.js";
import { requireTable, toWireTable } from "../shared/wire-tables.js";
import { readStoredTotals } from "./competitions.repository.js";
import type * as schemas from "./competitions.schemas.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

export async function getTables(
  context: ServiceContext,
  competitionId: string,
  matchday: number | undefined,
): Promise<Response<typeof schemas.getAmateurTablesSchema>> {
  const { db, links } = context;
  const competition = await loadCompetition(db, competitionId);
  requireTable(competition);
  await requirePlannedMatchday(db, competitionId, matchday);
  const overallKey: StandingKey = matchday === undefined ? "overall" : `matchday:${matchday}`;
  const standings = await getStandings(db, competition, [overallKey, "home", "away", "firstHalf", "secondHalf"]);
  const wire = (key: StandingKey) => toWireTable(competition, standings.get(key)!, links);
  const live =
    matchday === undefined && standings.get(overallKey)!.hasLiveMatches
      ? toWireTable(competition, await getStanding(db, competition, "live"), links)
      : null;
  return {
    overall: wire(overallKey),
    home: wire("home"),
    away: wire("away"),
    firstHalf: wire("firstHalf"),
    secondHalf: wire("secondHalf"),
    live,
  };
}

function competitionHeader(competition: CompetitionRow) {
  const { competition: c, competitionType } = competition;
  return {
    compoundId: c.id,
    name: c.name,
    shortName: c.shortName,
    breadcrumb: c.breadcrumb,
    competitionBasicTypeId: competitionType.id,
    competitionType: competitionType.basicType,
    roundBased: c.isRoundBased,
  };
}

function availability(competition: CompetitionRow) {
  const { competition: c } = competition;
  return {
    fairnessTablePublic: c.isFairPlayTablePublic && competition.fairPlayScheme !== null,
    tableAvailable: hasTable(competition),
    topScorersListAvailable: c.hasScorers,
  };
}

export async function getCompetitionInfo(
  context: ServiceContext,
  competitionId: string,
  withDivisionManager: boolean,
): Promise<Response<typeof schemas.getCompetitionInfoSchema>> {
  const { db, now, links } = context;
  const competition = await loadCompetition(db, competitionId);
  const { competition: c } = competition;
  const matchdays = await listMatchdays(db, competitionId);
  const current = findCurrentMatchday(matchdays, berlinDate(now));
  const currentRound = matchdays.find((matchday) => matchday.number === current);
  const manager =
    withDivisionManager && c.divisionManagerId
      ? toDivisionManager(await findDivisionManager(db, c.divisionManagerId), links)
      : null;
  return {
    ...competitionHeader(competition),
    ...availability(competition),
    associationId: competition.association.id,
    associationName: competition.association.name,
    rounds: matchdays.map(({ number, name, startsOn, endsOn }) => ({ number, name, startsOn, endsOn })),
    planningMode: c.planningMode,
    competitionBeginDateTime: c.beginsAt?.toISOString() ?? null,
    groupMatchDay: current,
    groupBeginDateTime: currentRound?.startsOn ?? null,
    groupOrganizingTeamId: null,
    kinderfussballType: c.kinderfussballType,
    ...(withDivisionManager ? { divisionManager: manager } : {}),
    season: competition.season,
    leagueLevel: competition.leagueLevel?.id
      ? { id: competition.leagueLevel.id, name: competition.leagueLevel.name }
      : null,
    playingArea: competition.playingArea,
    teamType: { id: competition.teamType.id, name: competition.teamType.name },
    promotionCount: c.promotionCount,
    promotionPlayoffCount: c.promotionPlayoffCount,
    relegationPlayoffCount: c.relegationPlayoffCount,
    relegationCount: c.relegationCount,
    tieBreakRule: competition.tieBreakProfile
      ? {
          id: competition.tieBreakProfile.id,
          name: competition.tieBreakProfile.name,
          description: competition.tieBreakProfile.description,
        }
      : null,
    fairPlayScheme: competition.fairPlayScheme
      ? { id: competition.fairPlayScheme.id, name: competition.fairPlayScheme.name }
      : null,
    comment: c.comment,
    isTopLeague: c.isTopLeague,
    adcode: c.adCode,
    adTags: c.adTags,
  };
}

export async function getMatchday(
  context: ServiceContext,
  competitionId: string,
  requested: number | undefined,
): Promise<Response<typeof schemas.getCompetitionMatchDaySchema>> {
  const { db, now, links } = context;
  const competition = await loadCompetition(db, competitionId);
  const { competition: c } = competition;
  const matchdays = await requirePlannedMatchday(db, competitionId, requested);
  const current = findCurrentMatchday(matchdays, berlinDate(now));
  const matchday = requested ?? current ?? 1;
  const [rows, teamRows, totals] = await Promise.all([
    listCompetitionMatchRows(db, competitionId, matchday),
    listCompetitionTeams(db, competitionId),
    readTotals(db, competition),
  ]);
  // A running match's minute and time state come from the clock, as in every other list of matches.
  const clockOf = await readRowClocks(context, rows);
  const matches = rows.map((row) => withLiveClock(toWireMatch(row, current, links), clockOf(row)));
  const playing = new Set(matches.flatMap((match) => [match.homeTeam?.teamId, match.guestTeam?.teamId]));
  const byeTeams: WireMatchTeam[] = c.isRoundBased
    ? []
    : teamRows
        .filter((team) => !playing.has(team.teamSeasonId) && team.withdrawnOn === null)
        .map((team) => {
          const logoId = visibleLogoId(team);
          return {
            teamId: team.teamSeasonId,
            teamPermanentId: team.teamPermanentId,
            name: team.name,
            clubId: team.clubId,
            clubName: team.clubName,
            clubLogoId: logoId,
            clubLogoURL: mediaUrl(links, logoId),
            withdrawn: false,
            withoutRating: team.isOutOfCompetition,
          };
        });
  return {
    competition: {
      ...competitionHeader(competition),
      ...availability(competition),
      liveTickerEnabled: c.isLiveTickerEnabled,
      season: competition.season.id,
    },
    matchday,
    matches,
    matchDays: matchdays.map(({ number, name, startsOn, endsOn }) => ({ number, name, startsOn, endsOn })),
    byeTeams,
    currentMatchday: current,
    ...totals,
    teamsTotal: teamRows.length,
  };
}

/** Season totals: from the materialised table where there is one, else counted from the matches. */
async function readTotals(db: Database, competition: CompetitionRow) {
  if (hasTable(competition)) {
    const stored = await readStoredTotals(db, competition.competition.id);
    if (stored) return stored;
    const { table } = await getStanding(db, competition, "overall");
    return { goalsTotal: table.goalsTotal, matchesTotal: table.matchesTotal };
  }
  const rows = await listTableMatches(db, competition.competition.id);
  const decided = rows.filter((row) => row.status === "finished" && !row.decision);
  return {
    goalsTotal: decided.reduce((sum, row) => sum + (row.homeGoals ?? 0) + (row.guestGoals ?? 0), 0),
    matchesTotal: decided.length,
  };
}
