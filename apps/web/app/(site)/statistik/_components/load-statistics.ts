import "server-only";
import { BadRequestError, NotFoundError } from "@spielfeld/api-client";
import { cache } from "react";
import {
  parseStatisticsSelection,
  type SearchParams,
  type StatisticsChoices,
  type StatisticsSelection,
} from "@/components/statistics/selection";
import {
  getMatchStatistics,
  getPlayerStatistics,
  getStatisticsFilter,
  getStatisticsTotals,
  getTeamStatistics,
  type MatchStatistics,
  type PlayerStatistics,
  type StatisticsFilter,
  type StatisticsFilterQuery,
  type StatisticsTotals,
  type TeamStatistics,
} from "@/lib/api/statistics";

export type RankedList =
  | { kind: "player"; data: PlayerStatistics }
  | { kind: "team"; data: TeamStatistics }
  | { kind: "match"; data: MatchStatistics };

export interface LoadedStatistics {
  filter: StatisticsFilter;
  selection: StatisticsSelection;
  /** German names of the fields whose values the address held but the choices did not. */
  invalid: string[];
  /** Null when the API refused the selection (its 400 or 404): the page says so instead of failing. */
  figures: { totals: StatisticsTotals; list: RankedList } | null;
}

type Zeitraum = Parameters<typeof getStatisticsTotals>[0];

function readList(selection: StatisticsSelection, query: StatisticsFilterQuery & { offset: number }) {
  const zeitraum = selection.zeitraum as Zeitraum;
  // The selection holds only figures of the filter's choices, so each list's `stats` is one of its own.
  switch (selection.list) {
    case "player":
      return getPlayerStatistics(zeitraum, selection.stats as never, query).then(
        (data): RankedList => ({ kind: "player", data }),
      );
    case "team":
      return getTeamStatistics(zeitraum, selection.stats as never, query).then(
        (data): RankedList => ({ kind: "team", data }),
      );
    default:
      return getMatchStatistics(zeitraum, selection.stats as never, query).then(
        (data): RankedList => ({ kind: "match", data }),
      );
  }
}

/**
 * The association's statistics for an address, shared by metadata and page within one request (keyed by the
 * address's query). Values the filter does not offer are dropped before the API is asked.
 */
export const loadStatistics = cache(async (searchKey: string): Promise<LoadedStatistics> => {
  const params = JSON.parse(searchKey) as SearchParams;
  const filter = await getStatisticsFilter();
  const { selection, invalid } = parseStatisticsSelection(params, filter as StatisticsChoices);
  const query: StatisticsFilterQuery = {
    ...(selection.bezirk ? { bezirk: selection.bezirk } : {}),
    ...(selection.kreis ? { kreis: selection.kreis } : {}),
    ...(selection.mannschaftsart === undefined ? {} : { mannschaftsart: selection.mannschaftsart }),
  };
  try {
    const [totals, list] = await Promise.all([
      getStatisticsTotals(selection.zeitraum as Zeitraum, query),
      readList(selection, { ...query, offset: (selection.page - 1) * filter.pageSize }),
    ]);
    return { filter, selection, invalid, figures: { totals, list } };
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof NotFoundError) {
      return { filter, selection, invalid, figures: null };
    }
    throw error;
  }
});

/** The query of the address as a stable key: names sorted, so the same address is one cache entry. */
export function searchKey(params: SearchParams): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));
}

/** "Bezirk Oberbayern, Kreis München, Herren" or the association's name: what the figures cover. */
export function describeArea(loaded: LoadedStatistics): string {
  const { filter, selection } = loaded;
  const district = filter.districts.find((entry) => entry.id === selection.bezirk);
  const kreis = filter.districts.flatMap((entry) => entry.kreise).find((entry) => entry.id === selection.kreis);
  const teamType = filter.teamTypes.find((entry) => entry.id === selection.mannschaftsart);
  const parts = [
    district ? `Bezirk ${district.name}` : null,
    kreis ? `Kreis ${kreis.name}` : null,
    teamType ? teamType.name : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(", ") : `${filter.association.name}, alle Mannschaftsarten`;
}
