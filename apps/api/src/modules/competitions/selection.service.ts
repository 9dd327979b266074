import { toSlug } from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import type { ServiceContext } from "../shared/context.js";
import {
  resolveAssociation,
  resolveCompetitionType,
  resolveLeagueLevel,
  resolvePlayingArea,
  resolveSeason,
  resolveTeamType,
} from "./selection.context.js";
import {
  buildAreaStructure,
  type CompetitionCount,
  countsOf,
  groupByPlayingArea,
  levelsOf,
  playingAreasOf,
  teamTypesOf,
  toAssociation,
  toCompetition,
  toCompetitionDetails,
  toCompetitionType,
  toLeagueLevel,
  toPlayingArea,
  toSeason,
  toTeamType,
} from "./selection.mapping.js";
import * as repository from "./selection.repository.js";

/**
 * Promotion and relegation play-offs (Relegation, Aufstiegsspiele) are the competitions of this type, numbered
 * like the association's other competition types (Meisterschaften 1, Pokale 308, …).
 */
export const PLAYOFF_COMPETITION_TYPE_IDS = [405];

/** The first step's frame: the association, the current season and the seasons that have competitions. */
async function stepOneFrame(db: Database, counts: CompetitionCount[]) {
  const [association, { season: current, seasons }] = await Promise.all([resolveAssociation(db), resolveSeason(db)]);
  const withCompetitions = new Set(counts.map((entry) => entry.seasonId));
  return {
    mandant: toAssociation(association),
    currentSeason: toSeason(current),
    seasons: seasons.filter((season) => season.isCurrent || withCompetitions.has(season.id)),
  };
}

/** A narrower selection: only these competitions (the promateur pilot's leagues); without it, every competition. */
export interface SelectionScope {
  competitionIds: readonly string[];
}

async function defaultAssociationCounts(
  db: Database,
  by: "competitionTypeId" | "teamTypeId" | "playingAreaId",
  scope?: SelectionScope,
) {
  const association = await resolveAssociation(db);
  return repository.countCompetitions(db, { associationId: association.id, ...scope }, by);
}

const sumBySeason = (counts: CompetitionCount[], seasonId: string) =>
  counts.filter((entry) => entry.seasonId === seasonId).reduce((sum, entry) => sum + entry.competitionCount, 0);

/** Step 1: competition types with competitions in the default association, and its seasons. */
export async function getWamOne(context: ServiceContext, scope?: SelectionScope) {
  const { db } = context;
  const [counts, types] = await Promise.all([
    defaultAssociationCounts(db, "competitionTypeId", scope),
    repository.listCompetitionTypes(db),
  ]);
  const frame = await stepOneFrame(db, counts);
  const present = types.filter((type) => countsOf(counts, type.id).length > 0);
  return {
    v1: { ...frame, seasons: frame.seasons.map(toSeason), competitionTypes: present.map(toCompetitionType) },
    v2: {
      ...frame,
      seasons: frame.seasons.map((season) => ({
        ...toSeason(season),
        competitionCount: sumBySeason(counts, season.id),
      })),
      competitionTypes: present.map((type) => ({
        ...toCompetitionType(type),
        competitionCounts: countsOf(counts, type.id),
      })),
    },
  };
}

export interface StepTwoInput {
  competitionTypeId: number;
  seasonId: string;
  mandant: string;
}

/** Step 2: the team types that have competitions of the type in the season and association. */
export async function getWamTwo(context: ServiceContext, input: StepTwoInput, scope?: SelectionScope) {
  const { db } = context;
  const [association, { season }, competitionType, teamTypes] = await Promise.all([
    resolveAssociation(db, input.mandant),
    resolveSeason(db, input.seasonId),
    resolveCompetitionType(db, input.competitionTypeId),
    repository.listTeamTypes(db),
  ]);
  const filter = {
    associationId: association.id,
    seasonId: season.id,
    competitionTypeIds: [competitionType.id],
    ...scope,
  };
  const counts = await repository.countCompetitions(db, filter, "teamTypeId");
  const present = teamTypes.filter((type) => countsOf(counts, type.id).length > 0);
  const frame = {
    mandant: toAssociation(association),
    competitionType: toCompetitionType(competitionType),
    season: toSeason(season),
  };
  return {
    v1: { ...frame, teamTypes: present.map(toTeamType) },
    v2: {
      ...frame,
      teamTypes: present.map((type) => ({
        ...toTeamType(type),
        isYouth: type.isYouth,
        isFemale: type.isFemale,
        hasResults: type.hasResults,
        competitionCount: countsOf(counts, type.id)[0]!.competitionCount,
      })),
    },
  };
}

export interface StepThreeInput {
  competitionTypeId: number;
  seasonId: string;
  /** Without it, the default association. */
  mandant?: string;
  teamTypeId: number;
  leagueLevelId?: number;
}

async function resolveStepThree(db: Database, input: StepThreeInput, scope?: SelectionScope) {
  const [association, { season }, competitionType, teamType] = await Promise.all([
    resolveAssociation(db, input.mandant),
    resolveSeason(db, input.seasonId),
    resolveCompetitionType(db, input.competitionTypeId),
    resolveTeamType(db, input.teamTypeId),
  ]);
  const leagueLevel =
    input.leagueLevelId === undefined ? null : await resolveLeagueLevel(db, input.leagueLevelId, teamType.id);
  const rows = await repository.listCompetitions(db, {
    associationId: association.id,
    seasonId: season.id,
    competitionTypeIds: [competitionType.id],
    teamTypeId: teamType.id,
    ...scope,
  });
  const frame = {
    mandant: toAssociation(association),
    competitionType: toCompetitionType(competitionType),
    season: toSeason(season),
    teamType: toTeamType(teamType),
  };
  return { frame, rows, leagueLevel };
}

/** Step 3: the league levels with competitions, and the competitions (of one level when it is given). */
export async function getWamThree(
  context: ServiceContext,
  input: StepThreeInput & { mandant: string },
  scope?: SelectionScope,
) {
  const { db } = context;
  const { frame, rows, leagueLevel } = await resolveStepThree(db, input, scope);
  const levels = levelsOf(rows);
  const selected = leagueLevel ? rows.filter((row) => row.levelId === leagueLevel.id) : rows;
  return {
    v1: {
      ...frame,
      leagueLevels: levels.map((level) => toLeagueLevel(level)),
      competitions: selected.map(toCompetition),
    },
    v2: {
      ...frame,
      leagueLevels: levels.map((level) => ({ ...toLeagueLevel(level), competitionCount: level.competitionCount })),
      groups: groupByPlayingArea(selected),
    },
  };
}

/** The association's own step 1: as getWamOne, plus its team types and playing areas. */
export async function getBfvWamOne(context: ServiceContext) {
  const { db } = context;
  const association = await resolveAssociation(db);
  const filter = { associationId: association.id };
  const [typeCounts, teamTypeCounts, areaCounts, types, teamTypes, areas] = await Promise.all([
    repository.countCompetitions(db, filter, "competitionTypeId"),
    repository.countCompetitions(db, filter, "teamTypeId"),
    repository.countCompetitions(db, filter, "playingAreaId"),
    repository.listCompetitionTypes(db),
    repository.listTeamTypes(db),
    repository.listPlayingAreas(db, association.id),
  ]);
  const frame = await stepOneFrame(db, typeCounts);
  const presentTypes = types.filter((type) => countsOf(typeCounts, type.id).length > 0);
  const presentTeamTypes = teamTypes.filter((type) => countsOf(teamTypeCounts, type.id).length > 0);
  const base = { ...frame, seasons: frame.seasons.map(toSeason) };
  return {
    v1: {
      ...base,
      competitionTypes: presentTypes.map(toCompetitionType),
      teamTypes: presentTeamTypes.map(toTeamType),
      playingAreas: buildAreaStructure(areas, toPlayingArea),
    },
    v2: {
      ...base,
      competitionTypes: presentTypes.map((type) => ({
        ...toCompetitionType(type),
        competitionCounts: countsOf(typeCounts, type.id),
      })),
      teamTypes: presentTeamTypes.map((type) => ({
        ...toTeamType(type),
        competitionCounts: countsOf(teamTypeCounts, type.id),
      })),
      playingAreas: buildAreaStructure(areas, (row) => ({
        ...toPlayingArea(row),
        competitionCounts: countsOf(areaCounts, row.areaId),
      })),
    },
  };
}

/** The association's own step 2: league levels with the playing areas that have competitions of each. */
export async function getBfvWamTwo(context: ServiceContext, input: Omit<StepThreeInput, "mandant" | "leagueLevelId">) {
  const { db } = context;
  const { frame, rows } = await resolveStepThree(db, input);
  return {
    ...frame,
    leagueLevels: levelsOf(rows).map((level) => ({
      ...toLeagueLevel(level),
      competitionCount: level.competitionCount,
      playingAreas: playingAreasOf(level.rows),
    })),
    competitionsWithoutLevel: rows.filter((row) => row.levelId === null).map(toCompetition),
  };
}

/** The association's own step 3: the competitions of one league level, grouped by playing area. */
export async function getBfvWamThree(
  context: ServiceContext,
  input: Omit<StepThreeInput, "mandant"> & { leagueLevelId: number },
) {
  const { db } = context;
  const { frame, rows, leagueLevel } = await resolveStepThree(db, input);
  return {
    ...frame,
    leagueLevel: toLeagueLevel(leagueLevel!),
    groups: groupByPlayingArea(rows.filter((row) => row.levelId === leagueLevel!.id)),
  };
}

/** Play-offs, step 1: playing areas of the default association with play-offs in the season, by team type. */
export async function getPlayoffWamOne(context: ServiceContext, seasonId?: string) {
  const { db } = context;
  const [association, { season, seasons }] = await Promise.all([resolveAssociation(db), resolveSeason(db, seasonId)]);
  const current = seasons.find((row) => row.isCurrent) ?? seasons[0]!;
  const rows = await repository.listCompetitions(db, {
    associationId: association.id,
    seasonId: season.id,
    competitionTypeIds: PLAYOFF_COMPETITION_TYPE_IDS,
  });
  return {
    mandant: toAssociation(association),
    currentSeason: toSeason(current),
    seasons: seasons.map(toSeason),
    season: toSeason(season),
    playingAreas: groupByPlayingArea(rows).map(({ playingArea, competitions }) => ({
      ...playingArea,
      teamTypes: teamTypesOf(competitions),
    })),
  };
}

/** Play-offs, step 2: the play-off competitions of one playing area, season and team type. */
export async function getPlayoffWamTwo(
  context: ServiceContext,
  input: { playingAreaId: string; seasonId: string; teamTypeId: number },
) {
  const { db } = context;
  const [area, { season }, teamType] = await Promise.all([
    resolvePlayingArea(db, input.playingAreaId),
    resolveSeason(db, input.seasonId),
    resolveTeamType(db, input.teamTypeId),
  ]);
  const rows = await repository.listCompetitions(db, {
    playingAreaId: area.areaId,
    seasonId: season.id,
    teamTypeId: teamType.id,
    competitionTypeIds: PLAYOFF_COMPETITION_TYPE_IDS,
  });
  return {
    season: toSeason(season),
    playingArea: toPlayingArea(area),
    teamType: toTeamType(teamType),
    competitions: rows.map(toCompetitionDetails),
  };
}

/** Every competition of an association in a season. */
export async function getCompetitionsByAssociation(
  context: ServiceContext,
  input: { seasonId: string; mandant: string },
) {
  const { db } = context;
  const [association, { season }] = await Promise.all([
    resolveAssociation(db, input.mandant),
    resolveSeason(db, input.seasonId),
  ]);
  const rows = await repository.listCompetitions(db, { associationId: association.id, seasonId: season.id });
  return {
    mandant: toAssociation(association),
    season: toSeason(season),
    competitions: rows.map(toCompetitionDetails),
  };
}

/** The competitions flagged as top leagues in a season (the current one without an id), with their slugs. */
export async function getTopLeagues(context: ServiceContext, seasonId?: string) {
  const { db } = context;
  const { season } = await resolveSeason(db, seasonId);
  const rows = await repository.listCompetitions(db, { seasonId: season.id, isTopLeague: true });
  return {
    season: toSeason(season),
    competitions: rows.map((row) => ({ ...toCompetitionDetails(row), nameSlug: toSlug(row.name) })),
  };
}
