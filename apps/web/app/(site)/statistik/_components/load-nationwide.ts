import "server-only";
import { cache } from "react";
import { parseNationWideSelection, type SearchParams } from "@/components/statistics/selection";
import {
  getNationWideLeagueLevels,
  getNationWideScorers,
  getNationWideTeamTypes,
  type NationWideScorers,
} from "@/lib/api/statistics";

interface Choice {
  id: number;
  name: string;
}

export interface LoadedNationWide {
  teamTypes: Choice[];
  /** The team type and level shown, their levels, and one page of scorers; null before anyone scored. */
  shown: {
    teamType: Choice;
    leagueLevel: Choice;
    leagueLevels: Choice[];
    scorers: NationWideScorers;
    page: number;
  } | null;
  /** Fields whose values name nothing; the default is shown instead. */
  invalid: string[];
  /** The address named a level of another team type (the form sends one after a change of team type). */
  isLevelReplaced: boolean;
  /** The address held no choice at all: the start view. */
  isStart: boolean;
}

/**
 * The nationwide scorers for an address, shared by metadata and page within one request: the team type asked
 * for (else the first with scorers), its level asked for (else its highest) and the page asked for.
 */
export const loadNationWide = cache(async (searchKey: string): Promise<LoadedNationWide> => {
  const params = JSON.parse(searchKey) as SearchParams;
  const { selection, invalid } = parseNationWideSelection(params);
  const isStart = Object.values(params).every((value) => value === undefined || value === "");
  const { teamTypes } = await getNationWideTeamTypes();
  let teamType = teamTypes.find((type) => type.id === selection.mannschaftsart);
  if (selection.mannschaftsart !== undefined && !teamType) invalid.push("Mannschaftsart");
  teamType ??= teamTypes[0];
  if (!teamType) return { teamTypes, shown: null, invalid, isLevelReplaced: false, isStart };
  const { leagueLevels } = await getNationWideLeagueLevels(teamType.id);
  const asked = leagueLevels.find((level) => level.id === selection.spielklasse);
  const isLevelReplaced = selection.spielklasse !== undefined && !asked;
  const leagueLevel = asked ?? leagueLevels[0];
  if (!leagueLevel) return { teamTypes, shown: null, invalid, isLevelReplaced, isStart };
  const scorers = await getNationWideScorers(teamType.id, leagueLevel.id, { offset: 0 });
  const page = scorers.total > (selection.page - 1) * scorers.max ? selection.page : 1;
  if (page !== selection.page) invalid.push("Seite");
  const shownScorers =
    page === 1
      ? scorers
      : await getNationWideScorers(teamType.id, leagueLevel.id, { offset: (page - 1) * scorers.max });
  return {
    teamTypes,
    shown: { teamType, leagueLevel, leagueLevels, scorers: shownScorers, page },
    invalid,
    isLevelReplaced,
    isStart,
  };
});
