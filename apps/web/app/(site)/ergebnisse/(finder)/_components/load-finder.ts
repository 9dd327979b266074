import "server-only";
import { NotFoundError } from "@spielfeld/api-client";
import { getCompetitionChoices, getCompetitionTypesAndSeasons, getTeamTypeChoices } from "@/lib/api/selection";
import type { FinderSelection } from "@/lib/finder";

/** Meisterschaften: the type the finder starts with, as the association's default. */
const DEFAULT_COMPETITION_TYPE_ID = 1;

type Start = Awaited<ReturnType<typeof getCompetitionTypesAndSeasons>>;

/** A step's data, or `unknown` when the API does not know a chosen id (a stale or hand-edited address). */
async function orUnknown<T>(load: () => Promise<T>): Promise<T | "unknown"> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) return "unknown";
    throw error;
  }
}

function defaultTypeOf(start: Start): number | undefined {
  const types = start.competitionTypes;
  return (types.find((type) => type.id === DEFAULT_COMPETITION_TYPE_ID) ?? types[0])?.id;
}

/**
 * Everything the finder shows for a selection: step 1 always, the team types once a type and season are known
 * (by default Meisterschaften in the current season), league levels and competitions once a team type is chosen.
 */
export async function loadFinder(selection: FinderSelection) {
  const start = await getCompetitionTypesAndSeasons();
  const defaults: FinderSelection = { typ: defaultTypeOf(start), saison: start.currentSeason.id };
  const chosen: FinderSelection = {
    ...selection,
    typ: selection.typ ?? defaults.typ,
    saison: selection.saison ?? defaults.saison,
  };
  const { typ, saison, mannschaftsart, spielklasse } = chosen;
  const mandant = start.mandant.id;
  const teamTypes =
    typ && saison ? await orUnknown(() => getTeamTypeChoices({ wettkampftyp: typ, saison, mandant })) : null;
  const competitions =
    typ && saison && mannschaftsart && teamTypes !== "unknown"
      ? await orUnknown(() =>
          getCompetitionChoices({ wettkampftyp: typ, saison, mandant, mannschaftsart, spielklasse }),
        )
      : null;
  return { start, defaults, chosen, teamTypes, competitions };
}

export type Finder = Awaited<ReturnType<typeof loadFinder>>;

/** Names of the chosen steps, most specific first, for the title. */
export function describeChoice({ start, chosen, teamTypes, competitions }: Finder): string[] {
  const type = start.competitionTypes.find((entry) => entry.id === chosen.typ);
  const season = start.seasons.find((entry) => entry.id === chosen.saison);
  const teamType =
    teamTypes && teamTypes !== "unknown"
      ? teamTypes.teamTypes.find((entry) => entry.id === chosen.mannschaftsart)
      : undefined;
  const level =
    competitions && competitions !== "unknown"
      ? competitions.leagueLevels.find((entry) => entry.id === chosen.spielklasse)
      : undefined;
  const groups = competitions && competitions !== "unknown" ? competitions.groups : [];
  const area =
    groups.find((group) => group.playingArea.id === chosen.gebiet)?.playingArea.name ??
    groups.find((group) => group.playingArea.bezirk?.id === chosen.gebiet)?.playingArea.bezirk?.name;
  const areaName = area && !/^(Kreis|Bezirk) /.test(area) ? `Bezirk ${area}` : area;
  return [level?.name, areaName, teamType?.name, type && season ? `${type.name} ${season.label}` : undefined].filter(
    (part): part is string => Boolean(part),
  );
}
