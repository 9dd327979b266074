import { bavarianLowerLeagueProfile, finalZoneHeadToHeadProfile, regionalligaProfile } from "@spielfeld/football";
import { competitionMatchdays, competitions, competitionTeams } from "../db/schema/index.js";
import type { SeasonDates } from "./calendar.js";
import type { GeneratorContext } from "./context.js";
import type { LevelPlan } from "./presets.js";
import type { Random } from "./random.js";
import { COMPETITION_TYPE, COMPETITION_TYPES, LADDERS, TEAM_TYPE, TEAM_TYPES } from "./reference.js";
import type { Area, Team, World } from "./world.js";

export interface Competition {
  id: string;
  name: string;
  competitionTypeId: number;
  teamTypeId: number;
  levelRank: number | null;
  area: Area;
  season: SeasonDates;
  teams: Team[];
  hasResults: boolean;
  isRoundBased: boolean;
  /** Matchday or round names by number. */
  matchdays: { number: number; name: string; startsOn: string; endsOn: string }[];
}

const ASSOCIATION_GROUP_NAMES: Record<number, string[]> = {
  1: [""],
  2: [" Nord", " Süd"],
  3: [" Nordwest", " Nordost", " Mitte", " Südwest", " Südost"],
  4: [" Nord", " Ost", " Süd", " West"],
  5: [" Nordwest", " Nordost", " Mitte", " Südwest", " Südost"],
};

function areasFor(world: World, kind: Area["kind"]): Area[] {
  if (kind === "association") return [world.association];
  return kind === "bezirk" ? world.bezirke : world.kreise;
}

function isInArea(team: Team, area: Area): boolean {
  if (area.kind === "association") return true;
  return area.kind === "bezirk" ? team.club.bezirk === area : team.club.kreis === area;
}

/**
 * Splits teams into groups of about equal size, geographically ordered. A club has at most one team in a group;
 * callers pass at most `groupCount` teams of a club.
 */
function formGroups(selected: Team[], groupCount: number): Team[][] {
  const ordered = [...selected].sort(
    (a, b) =>
      Number(a.club.bezirk.isNorth) - Number(b.club.bezirk.isNorth) ||
      a.club.kreis.name.localeCompare(b.club.kreis.name) ||
      a.club.town.localeCompare(b.club.town) ||
      a.id.localeCompare(b.id),
  );
  const groups: Team[][] = Array.from({ length: groupCount }, () => []);
  const capacity = Math.ceil(ordered.length / groupCount);
  for (const [index, team] of ordered.entries()) {
    const wanted = Math.floor((index * groupCount) / ordered.length);
    const free = (group: Team[]) => !group.some((other) => other.club === team.club);
    // The nearest group (geographically) with room and without a team of the club, else the smallest without one.
    const byDistance = groups
      .map((group, at) => ({ group, distance: Math.abs(at - wanted) }))
      .filter(({ group }) => free(group))
      .sort((a, b) => a.distance - b.distance);
    const target =
      byDistance.find(({ group }) => group.length < capacity)?.group ??
      byDistance.sort((a, b) => a.group.length - b.group.length)[0]?.group;
    target?.push(team);
  }
  return groups.filter((group) => group.length > 0);
}

/** Teams in strength order, at most `perClub` of each club; the rest are left over. */
function takePerClub(candidates: Team[], count: number, perClub: number): { taken: Team[]; left: Team[] } {
  const perClubCount = new Map<Team["club"], number>();
  const taken: Team[] = [];
  const left: Team[] = [];
  for (const team of candidates) {
    const already = perClubCount.get(team.club) ?? 0;
    if (taken.length < count && already < perClub) {
      taken.push(team);
      perClubCount.set(team.club, already + 1);
    } else {
      left.push(team);
    }
  }
  return { taken, left };
}

function groupLabel(level: string, area: Area, index: number, count: number): string {
  if (area.kind === "association") {
    const suffix = count > 1 ? (ASSOCIATION_GROUP_NAMES[count]?.[index] ?? ` ${index + 1}`) : "";
    return `${level}${suffix}`;
  }
  const number = count > 1 ? ` ${index + 1}` : "";
  return `${level} ${area.name}${number}`;
}

type PlannedLeague = { teams: Team[]; name: string; rank: number; area: Area };

/**
 * The Kreis each of a Bezirk's pooled groups is named after: the one most of its teams come from, yet, the
 * groups being in Kreis order, every Kreis names at least one group (there are at least as many groups).
 */
function kreiseOfGroups(groups: Team[][]): Area[] {
  const order = [...new Set(groups.flat().map((team) => team.club.kreis))];
  let previous = -1;
  return groups.map((group, index) => {
    const counts = new Map<Area, number>();
    for (const team of group) counts.set(team.club.kreis, (counts.get(team.club.kreis) ?? 0) + 1);
    const main = order.indexOf([...counts].sort((a, b) => b[1] - a[1])[0]![0]);
    const lowest = Math.max(previous, order.length - (groups.length - index));
    previous = Math.min(Math.max(main, lowest), previous + 1);
    return order[previous]!;
  });
}

/** Names groups after their area, numbering several groups of one area and level. */
function nameGroups(groups: Team[][], levelName: string, rank: number, area: Area | null): PlannedLeague[] {
  const areas = area === null ? kreiseOfGroups(groups) : groups.map(() => area);
  return groups.map((teams, index) => {
    const own = areas[index]!;
    const siblings = areas.filter((other) => other === own).length;
    const number = areas.slice(0, index).filter((other) => other === own).length;
    return { teams, name: groupLabel(levelName, own, number, siblings), rank, area: own };
  });
}

/**
 * Assigns the teams of one type to the levels of its ladder, strongest first, for one season. Two teams of a
 * club never share a league: a club's further teams play a level lower. The lowest planned Kreis level forms
 * its groups from a whole Bezirk's remaining teams, so that every group has about the planned size even where
 * the upper levels took many of a Kreis's teams; the groups follow Kreis lines where they can.
 */
function assignType(world: World, random: Random, teamTypeId: number, plans: LevelPlan[], season: SeasonDates) {
  const ladder = LADDERS[teamTypeId]!;
  const strength = new Map(world.teams.map((team) => [team, team.strength + random.normal(0, 0.25)]));
  let remaining = world.teams.filter((team) => team.teamTypeId === teamTypeId);
  remaining.sort((a, b) => strength.get(b)! - strength.get(a)! || a.id.localeCompare(b.id));
  const leagues: PlannedLeague[] = [];
  const lowest = plans.at(-1)!;
  for (const plan of plans) {
    const level = ladder.find((l) => l.rank === plan.rank)!;
    const isPooled = plan === lowest && level.areaKind === "kreis";
    const isFirstKreisLevel = !plans.some(
      (other) => other.rank < plan.rank && ladder.find((l) => l.rank === other.rank)?.areaKind === "kreis",
    );
    for (const area of isPooled ? world.bezirke : areasFor(world, level.areaKind)) {
      let candidates = remaining.filter((team) => isInArea(team, area));
      // The lowest level takes everyone; a club's further teams form the classes below it, level by level.
      for (let rank = plan.rank; candidates.length >= 4 && ladder.some((l) => l.rank === rank); rank += 1) {
        const take =
          plan.groups === null || rank > plan.rank
            ? candidates.length
            : Math.min(candidates.length, plan.groups * plan.size);
        // The Kreise's first class has a group per Kreis at least, so that every Kreis has a class of its own.
        const kreise =
          isPooled && rank === plan.rank && isFirstKreisLevel
            ? new Set(candidates.map((team) => team.club.kreis)).size
            : 1;
        const groupCount =
          plan.groups === null || rank > plan.rank
            ? Math.max(kreise, Math.round(take / plan.size))
            : Math.ceil(take / plan.size);
        const { taken, left } = takePerClub(candidates, take, groupCount);
        const selected = new Set(taken);
        remaining = remaining.filter((team) => !selected.has(team));
        const levelName = ladder.find((l) => l.rank === rank)!.name;
        leagues.push(...nameGroups(formGroups(taken, groupCount), levelName, rank, isPooled ? null : area));
        if (plan !== lowest) break;
        candidates = left;
      }
    }
  }
  for (const team of remaining) {
    const fits = (league: PlannedLeague) =>
      league.rank >= lowest.rank && !league.teams.some((other) => other.club === team.club);
    const home =
      leagues.filter((league) => fits(league) && isInArea(team, league.area)).at(-1) ??
      leagues
        .filter(fits)
        .sort(
          (a, b) =>
            Number(b.area.bezirkName === team.club.bezirk.name) - Number(a.area.bezirkName === team.club.bezirk.name) ||
            a.teams.length - b.teams.length,
        )[0];
    home?.teams.push(team);
  }
  return leagues.map((league) => ({ ...league, season }));
}

function typeLabel(teamTypeId: number): string {
  const type = TEAM_TYPES.find((t) => t.id === teamTypeId)!;
  return type.isYouth ? type.shortName : type.id === TEAM_TYPE.men ? "" : type.name.replace("Herren ", "");
}

/** League competitions of every team type for one season, emitted with their entries. */
export async function generateLeagues(
  context: GeneratorContext,
  world: World,
  season: SeasonDates,
): Promise<Competition[]> {
  const random = context.random.fork(`leagues-${season.id}`);
  const result: Competition[] = [];
  for (const [teamTypeKey, plans] of Object.entries(context.preset.levels)) {
    const teamTypeId = Number(teamTypeKey);
    const type = TEAM_TYPES.find((t) => t.id === teamTypeId)!;
    for (const league of assignType(world, random, teamTypeId, plans, season)) {
      const prefix = typeLabel(teamTypeId);
      const isMatchAfternoon = teamTypeId === TEAM_TYPE.gYouth;
      const competition: Competition = {
        id: `${random.id()}-G`,
        name: `${prefix ? `${prefix} ` : ""}${league.name}`,
        competitionTypeId: isMatchAfternoon ? COMPETITION_TYPE.matchAfternoon : COMPETITION_TYPE.championship,
        teamTypeId,
        levelRank: league.rank,
        area: league.area,
        season,
        teams: league.teams,
        hasResults: type.hasResults,
        isRoundBased: isMatchAfternoon,
        matchdays: [],
      };
      result.push(competition);
    }
  }
  return result;
}

export function isLowestLevel(competition: Competition, context: GeneratorContext): boolean {
  const plans = context.preset.levels[competition.teamTypeId] ?? [];
  // The classes a club's further teams form below the lowest planned level relegate nobody either.
  return (competition.levelRank ?? 0) >= (plans.at(-1)?.rank ?? Number.POSITIVE_INFINITY);
}

/** Emits a competition with its matchday plan and team entries. */
export async function emitCompetition(
  context: GeneratorContext,
  competition: Competition,
  extra: { withdrawalCutoffDate?: string | null; withdrawn?: Map<Team, string>; outOfCompetition?: Set<Team> } = {},
): Promise<void> {
  const type = TEAM_TYPES.find((t) => t.id === competition.teamTypeId)!;
  const competitionType = COMPETITION_TYPES.find((t) => t.id === competition.competitionTypeId)!;
  const isLeague = competition.competitionTypeId === COMPETITION_TYPE.championship;
  const level = competition.levelRank
    ? LADDERS[competition.teamTypeId]?.find((l) => l.rank === competition.levelRank)
    : undefined;
  const lowest = isLowestLevel(competition, context);
  const isTop = isLeague && level?.areaKind === "association" && (competition.levelRank ?? 9) <= 2;
  const profile =
    competition.levelRank === 1 && competition.teamTypeId === TEAM_TYPE.men
      ? regionalligaProfile.id
      : competition.teamTypeId === TEAM_TYPE.dYouth
        ? finalZoneHeadToHeadProfile.id
        : bavarianLowerLeagueProfile.id;
  const hasTable = isLeague && type.hasResults;
  await context.emit(competitions, {
    id: competition.id,
    name: competition.name,
    shortName: competition.name.replace("Regionalliga", "RL").replace("Bayernliga", "BL").replace("Landesliga", "LL"),
    breadcrumb: [competitionType.name, type.name, level?.name ?? competitionType.name, competition.area.label],
    competitionTypeId: competition.competitionTypeId,
    teamTypeId: competition.teamTypeId,
    leagueLevelId: level ? competition.teamTypeId * 100 + level.rank : null,
    playingAreaId: competition.area.id,
    seasonId: competition.season.id,
    isRoundBased: competition.isRoundBased,
    planningMode: competition.isRoundBased ? "Runden" : "Spieltage",
    kinderfussballType: type.hasResults ? null : "Fairplay-Liga ohne Ergebnisse",
    beginsAt: competition.matchdays[0] ? new Date(`${competition.matchdays[0].startsOn}T00:00:00Z`) : null,
    promotionCount: hasTable && competition.levelRank !== 1 ? 1 : 0,
    promotionPlayoffCount: hasTable ? 1 : 0,
    relegationPlayoffCount: hasTable && !lowest ? 1 : 0,
    relegationCount: hasTable && !lowest ? 2 : 0,
    tieBreakProfileId: hasTable ? profile : null,
    fairPlaySchemeId: type.isYouth ? "jugend" : "standard",
    divisionManagerId: competition.area.divisionManagerId,
    withdrawalCutoffDate: extra.withdrawalCutoffDate ?? null,
    hasTable,
    hasScorers: hasTable,
    isFairPlayTablePublic: hasTable,
    isLiveTickerEnabled: isTop || !type.isYouth,
    isTopLeague: isTop,
    comment: null,
    adCode: `bafv_${competition.teamTypeId}_${competition.levelRank ?? 0}`,
    adTags: [competitionType.basicType.toLowerCase(), type.shortName.toLowerCase()],
  });
  for (const matchday of competition.matchdays) {
    await context.emit(competitionMatchdays, { competitionId: competition.id, ...matchday });
  }
  for (const team of competition.teams) {
    await context.emit(competitionTeams, {
      competitionId: competition.id,
      teamSeasonId: team.seasonIds.get(competition.season.id),
      withdrawnOn: extra.withdrawn?.get(team) ?? null,
      isOutOfCompetition: extra.outOfCompetition?.has(team) ?? false,
    });
  }
}
