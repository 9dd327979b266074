import type { CompetitionRow, PlayingAreaRow } from "./selection.repository.js";
import type {
  AssociationWire,
  CompetitionDetailsWire,
  CompetitionTypeWire,
  CompetitionWire,
  LeagueLevelWire,
  PlayingAreaWire,
  SeasonWire,
  TeamTypeWire,
} from "./selection.schemas.js";

// Rows of the selection calls map to wire shapes here and nowhere else.

export interface SeasonRow {
  id: string;
  label: string;
  isCurrent: boolean;
}
export interface CompetitionCount {
  seasonId: string;
  key: string;
  competitionCount: number;
}

export const toSeason = ({ id, label, isCurrent }: SeasonRow): SeasonWire => ({ id, label, isCurrent });

export const toAssociation = ({ id, code, name, shortName }: AssociationWire): AssociationWire => ({
  id,
  code,
  name,
  shortName,
});

export const toCompetitionType = ({ id, name, basicType }: CompetitionTypeWire): CompetitionTypeWire => ({
  id,
  name,
  basicType,
});

export const toTeamType = ({ id, name, shortName }: TeamTypeWire): TeamTypeWire => ({ id, name, shortName });

export const toLeagueLevel = ({ id, name, rank, areaKind }: LeagueLevelWire): LeagueLevelWire => ({
  id,
  name,
  rank,
  areaKind,
});

export function toPlayingArea(row: PlayingAreaRow): PlayingAreaWire {
  return {
    id: row.areaId,
    kind: row.areaKind,
    name: row.areaName,
    bezirk: row.bezirkId && row.bezirkName ? { id: row.bezirkId, name: row.bezirkName } : null,
    kreis: row.kreisId && row.kreisName ? { id: row.kreisId, name: row.kreisName } : null,
  };
}

function leagueLevelOf(row: CompetitionRow): LeagueLevelWire | null {
  if (row.levelId === null || row.levelName === null || row.levelRank === null || row.levelAreaKind === null) {
    return null;
  }
  return { id: row.levelId, name: row.levelName, rank: row.levelRank, areaKind: row.levelAreaKind };
}

export function toCompetition(row: CompetitionRow): CompetitionWire {
  return {
    compoundId: row.id,
    name: row.name,
    shortName: row.shortName,
    leagueLevel: leagueLevelOf(row),
    playingArea: toPlayingArea(row),
    isTopLeague: row.isTopLeague,
  };
}

export function toCompetitionDetails(row: CompetitionRow): CompetitionDetailsWire {
  return {
    ...toCompetition(row),
    competitionType: toCompetitionType(row.competitionType),
    teamType: toTeamType(row.teamType),
    breadcrumb: row.breadcrumb,
    teamCount: row.teamCount,
    isRoundBased: row.isRoundBased,
    hasTable: row.hasTable,
  };
}

/** The per-season counts of one key, newest season first. */
export function countsOf(counts: CompetitionCount[], key: string | number) {
  return counts
    .filter((entry) => entry.key === String(key))
    .map(({ seasonId, competitionCount }) => ({ seasonId, competitionCount }));
}

/** Position of an area in the structure: the association, then each Bezirk followed by its Kreise. */
function areaOrder(row: PlayingAreaRow): number[] {
  const kind = row.areaKind === "association" ? 0 : row.areaKind === "bezirk" ? 1 : 2;
  return [row.bezirkSortOrder ?? -1, kind, row.kreisSortOrder ?? -1];
}

const compareOrder = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/** Competitions grouped by playing area, the groups in structure order. */
export function groupByPlayingArea(rows: CompetitionRow[]) {
  const groups = new Map<string, CompetitionRow[]>();
  for (const row of rows) groups.set(row.areaId, [...(groups.get(row.areaId) ?? []), row]);
  return [...groups.values()]
    .sort((a, b) => compareOrder(areaOrder(a[0]!), areaOrder(b[0]!)))
    .map((group) => ({ playingArea: toPlayingArea(group[0]!), competitions: group.map(toCompetitionDetails) }));
}

/** The distinct playing areas of some competitions, in structure order. */
export function playingAreasOf(rows: CompetitionRow[]): PlayingAreaWire[] {
  return groupByPlayingArea(rows).map((group) => group.playingArea);
}

/** League levels found among the competitions, high first, each with its competitions. */
export function levelsOf(rows: CompetitionRow[]) {
  const levels = new Map<number, { level: LeagueLevelWire; rows: CompetitionRow[] }>();
  for (const row of rows) {
    const level = leagueLevelOf(row);
    if (!level) continue;
    const entry = levels.get(level.id) ?? { level, rows: [] };
    entry.rows.push(row);
    levels.set(level.id, entry);
  }
  return [...levels.values()]
    .sort((a, b) => a.level.rank - b.level.rank || a.level.id - b.level.id)
    .map(({ level, rows: levelRows }) => ({ ...level, competitionCount: levelRows.length, rows: levelRows }));
}

/** The association's playing areas as a tree: the association itself, its Bezirke and their Kreise. */
export function buildAreaStructure<T extends PlayingAreaWire>(
  rows: PlayingAreaRow[],
  extend: (row: PlayingAreaRow) => T,
) {
  const association = rows.find((row) => row.areaKind === "association");
  const bezirke = rows
    .filter((row) => row.areaKind === "bezirk")
    .map((bezirk) => ({
      ...extend(bezirk),
      kreise: rows.filter((row) => row.areaKind === "kreis" && row.bezirkId === bezirk.bezirkId).map(extend),
    }));
  return { association: association ? extend(association) : null, bezirke };
}

/** The team types of some competitions in their order of appearance, with how many competitions each has. */
export function teamTypesOf(competitions: { teamType: TeamTypeWire }[]) {
  const teamTypes = new Map<number, TeamTypeWire & { competitionCount: number }>();
  for (const { teamType } of competitions) {
    const entry = teamTypes.get(teamType.id) ?? { ...teamType, competitionCount: 0 };
    entry.competitionCount += 1;
    teamTypes.set(teamType.id, entry);
  }
  return [...teamTypes.values()];
}
