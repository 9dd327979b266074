import { choose, finderHref } from "../../../../lib/finder";
import { type Choice, ChoiceStep } from "./choice-step";
import { CompetitionGroups } from "./competition-groups";
import type { Finder } from "./load-finder";

const countIn = (counts: { seasonId: string; competitionCount: number }[], seasonId?: string) =>
  counts.find((entry) => entry.seasonId === seasonId)?.competitionCount ?? 0;

/** Step 1: the competition types with competitions in the chosen season, and the seasons. */
export function TypeAndSeasonSteps({ finder }: { finder: Finder }) {
  const { start, chosen } = finder;
  const types: Choice[] = start.competitionTypes
    .filter((type) => type.id === chosen.typ || countIn(type.competitionCounts, chosen.saison) > 0)
    .map((type) => ({
      key: type.id,
      label: type.name,
      href: finderHref(choose(chosen, { typ: type.id }), finder.defaults),
      isCurrent: type.id === chosen.typ,
      count: countIn(type.competitionCounts, chosen.saison),
    }));
  const seasons: Choice[] = start.seasons.map((season) => ({
    key: season.id,
    label: season.label,
    href: finderHref(choose(chosen, { saison: season.id }), finder.defaults),
    isCurrent: season.id === chosen.saison,
  }));
  return (
    <>
      <ChoiceStep id="finder-typ" title="Wettbewerbsart" choices={types} />
      <ChoiceStep id="finder-saison" title="Saison" choices={seasons} />
    </>
  );
}

/** Step 2: the team types of the chosen type and season. */
export function TeamTypeStep({ finder }: { finder: Finder }) {
  const { chosen, teamTypes } = finder;
  if (!teamTypes || teamTypes === "unknown") return null;
  const choices: Choice[] = teamTypes.teamTypes.map((type) => ({
    key: type.id,
    label: type.name,
    href: finderHref(choose(chosen, { mannschaftsart: type.id }), finder.defaults),
    isCurrent: type.id === chosen.mannschaftsart,
    count: type.competitionCount,
  }));
  return (
    <ChoiceStep
      id="finder-mannschaftsart"
      title="Mannschaftsart"
      choices={choices}
      empty="In dieser Saison gibt es keine Wettbewerbe dieser Art."
    />
  );
}

/** Steps 3 and 4: league levels, then the competitions grouped by Bezirk and Kreis. */
export function LevelAndCompetitionSteps({ finder }: { finder: Finder }) {
  const { chosen, competitions } = finder;
  if (!competitions || competitions === "unknown") return null;
  const levels: Choice[] = competitions.leagueLevels.map((level) => ({
    key: level.id,
    label: level.name,
    href: finderHref(choose(chosen, { spielklasse: level.id }), finder.defaults),
    isCurrent: level.id === chosen.spielklasse,
    count: level.competitionCount,
  }));
  // With league levels the visitor picks one first; cups and tournaments have none and are listed at once.
  const showCompetitions = chosen.spielklasse !== undefined || levels.length === 0;
  return (
    <>
      {levels.length > 0 ? <ChoiceStep id="finder-spielklasse" title="Spielklasse" choices={levels} /> : null}
      {showCompetitions ? (
        <section className="finder__step" aria-labelledby="finder-wettbewerbe">
          <h2 id="finder-wettbewerbe" className="finder__title">
            Wettbewerbe
          </h2>
          {competitions.groups.length === 0 ? (
            <p>Für diese Auswahl gibt es keine Wettbewerbe.</p>
          ) : (
            <CompetitionGroups groups={competitions.groups} />
          )}
        </section>
      ) : null}
    </>
  );
}
