import { compareGerman, roundToHundredths } from "../shared/german-collation.js";
import { collectSeasonResults, type SeasonResults } from "./season-results.js";
import { computeStanding, type Standing } from "./standing.js";
import { composeTableNote } from "./table-note.js";
import type { RankedTable, RankTableInput, SharedPlace, TableEntry, TableVariant, Trend } from "./table-types.js";
import type { RankedTier } from "./tie-break.js";
import { selectVariantView, type VariantView } from "./variants.js";
import { getZone, type ZoneCounts } from "./zones.js";

/** Ranks a competition's table for one variant (overall by default). Pure: the same input gives the same table. */
export function rankTable(input: RankTableInput): RankedTable {
  const variant: TableVariant = input.variant ?? { kind: "overall" };
  const season = collectSeasonResults(input, variant.kind === "live");
  const zoneCounts = readZoneCounts(input);
  const totalMatchdays = input.settings.totalMatchdays ?? null;
  const view = selectVariantView(season, variant, totalMatchdays);
  const standing = computeStanding(input, season, view, zoneCounts);
  const previousView =
    view.matchday !== null && view.matchday > 1
      ? selectVariantView(season, variant, totalMatchdays, view.matchday - 1)
      : null;
  // Without a previous table (first matchday, or the first matchday of the second half) there is no trend.
  const previousPositions =
    previousView && previousView.results.length > 0 ? rankPositions(input, season, previousView) : null;
  const entries = buildEntries(season, view, standing, zoneCounts, previousPositions);
  return {
    competitionId: input.competitionId,
    variant,
    profileId: input.settings.tieBreakProfile.id,
    matchday: view.matchday,
    isFinalTable: standing.isFinalTable,
    rankedBy: standing.isQuotientRanking ? "pointsQuotient" : "points",
    entries,
    unranked: season.unranked,
    sharedPlaces: collectSharedPlaces(entries),
    note: composeTableNote({
      profile: input.settings.tieBreakProfile,
      isQuotientRanking: standing.isQuotientRanking,
      isFinalTable: standing.isFinalTable,
      entries,
    }),
    ...zoneCounts,
    matchesTotal: view.results.length,
    goalsTotal: sumGoals(view),
  };
}

/** Positions by team id for a view, without building entries; used for trends and fever curves. */
export function rankPositions(
  input: Pick<RankTableInput, "competitionId" | "settings" | "pointDeductions">,
  season: SeasonResults,
  view: VariantView,
): Map<string, number> {
  const standing = computeStanding(input, season, view, readZoneCounts(input));
  const positions = new Map<string, number>();
  let place = 1;
  for (const tier of standing.tiers) {
    for (const team of tier.members) positions.set(season.teams[team]!.id, place);
    place += tier.members.length;
  }
  return positions;
}

export function readZoneCounts(input: Pick<RankTableInput, "settings">): ZoneCounts {
  const { settings } = input;
  return {
    promotionCount: settings.promotionCount ?? 0,
    promotionPlayoffCount: settings.promotionPlayoffCount ?? 0,
    relegationPlayoffCount: settings.relegationPlayoffCount ?? 0,
    relegationCount: settings.relegationCount ?? 0,
  };
}

function buildEntries(
  season: SeasonResults,
  view: VariantView,
  standing: Standing,
  zoneCounts: ZoneCounts,
  previousPositions: ReadonlyMap<string, number> | null,
): TableEntry[] {
  const entries: TableEntry[] = [];
  let place = 1;
  for (const tier of standing.tiers) {
    // Teams sharing a place are listed alphabetically, so no order is implied among them.
    const members = tier.isShared ? sortByName(tier.members, season) : tier.members;
    for (const team of members) {
      const entry = createEntry(season, standing, team, place, tier);
      entry.trend = compareWithPrevious(place, previousPositions?.get(entry.teamId));
      entry.zone = view.isStanding ? getZone(place, season.teams.length, zoneCounts) : "none";
      entry.mark = view.isWithdrawn[team] ? "zg." : null;
      entries.push(entry);
    }
    place += tier.members.length;
  }
  return entries;
}

function createEntry(
  season: SeasonResults,
  standing: Standing,
  team: number,
  position: number,
  tier: RankedTier,
): TableEntry {
  const details = season.teams[team]!;
  const totals = standing.totals[team]!;
  return {
    position,
    teamId: details.id,
    teamName: details.name,
    clubId: details.clubId,
    logoId: details.logoId,
    matchesPlayed: totals.played,
    matchesWon: totals.won,
    matchesDrawn: totals.drawn,
    matchesLost: totals.lost,
    goalsPlus: totals.goalsFor,
    goalsMinus: totals.goalsAgainst,
    goalDifference: totals.goalsFor - totals.goalsAgainst,
    points: totals.points,
    pointsDeducted: standing.deducted[team] ?? 0,
    pointsQuotient: totals.played === 0 ? 0 : roundToHundredths(totals.points / totals.played),
    trend: "same",
    isLive: totals.hasLiveMatch,
    zone: "none",
    isSharedPlace: tier.isShared,
    mark: null,
    decidedBy: tier.decidedBy,
  };
}

function compareWithPrevious(position: number, previous: number | undefined): Trend {
  if (previous === undefined || previous === position) return "same";
  return position < previous ? "up" : "down";
}

function sortByName(members: readonly number[], season: SeasonResults): number[] {
  return [...members].sort((left, right) => {
    const first = season.teams[left]!;
    const second = season.teams[right]!;
    return compareGerman(first.name, second.name) || (first.id < second.id ? -1 : 1);
  });
}

function collectSharedPlaces(entries: readonly TableEntry[]): SharedPlace[] {
  const byPosition = new Map<number, string[]>();
  for (const entry of entries) {
    if (!entry.isSharedPlace) continue;
    byPosition.set(entry.position, [...(byPosition.get(entry.position) ?? []), entry.teamId]);
  }
  return [...byPosition].map(([position, teamIds]) => ({ position, teamIds }));
}

function sumGoals(view: VariantView): number {
  let goals = 0;
  for (const result of view.results) {
    if (view.sides.home) goals += result.homeSide.goalsFor;
    if (view.sides.guest) goals += result.guestSide.goalsFor;
  }
  return goals;
}
