import { arrangeByBezirk, choose, type FinderSelection, filterByArea, finderHref } from "@/lib/finder";
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
  const areas = showCompetitions ? areaChoices(competitions.groups, chosen, finder.defaults) : [];
  const groups = filterByArea(competitions.groups, chosen.gebiet);
  return (
    <>
      {levels.length > 0 ? <ChoiceStep id="finder-spielklasse" title="Spielklasse" choices={levels} /> : null}
      {areas.length > 2 ? <ChoiceStep id="finder-gebiet" title="Gebiet" choices={areas} /> : null}
      {showCompetitions ? (
        <section className="finder__step" aria-labelledby="finder-wettbewerbe">
          <h2 id="finder-wettbewerbe" className="finder__title">
            Wettbewerbe
          </h2>
          {competitions.groups.length === 0 ? (
            <p>Für diese Auswahl gibt es keine Wettbewerbe.</p>
          ) : (
            <CompetitionGroups groups={groups} />
          )}
        </section>
      ) : null}
    </>
  );
}

type Groups = Exclude<Finder["competitions"], null | "unknown">["groups"];

/**
 * Step 5, optional: the Bezirke with competitions of the selection, and once a Bezirk is chosen (or when there is
 * only one) its Kreise, so a visitor narrows the list to their own region.
 */
function areaChoices(groups: Groups, chosen: FinderSelection, defaults: FinderSelection): Choice[] {
  const count = (list: Groups) => list.reduce((sum, group) => sum + group.competitions.length, 0);
  const href = (gebiet: string | undefined) => finderHref({ ...chosen, gebiet }, defaults);
  const { bezirke } = arrangeByBezirk(groups);
  const chosenBezirk = bezirke.find(
    ({ bezirk, kreise }) =>
      bezirk.id === chosen.gebiet || kreise.some((group) => group.playingArea.id === chosen.gebiet),
  );
  const choices: Choice[] = [
    { key: "alle", label: "Alle Gebiete", href: href(undefined), isCurrent: !chosenBezirk, count: count(groups) },
  ];
  for (const { bezirk, own, kreise } of bezirke) {
    choices.push({
      key: bezirk.id,
      label: `Bezirk ${bezirk.name}`,
      href: href(bezirk.id),
      isCurrent: bezirk.id === chosen.gebiet,
      count: count([...own, ...kreise]),
    });
    // A single Bezirk's Kreise are offered at once.
    if (bezirk.id !== chosenBezirk?.bezirk.id && bezirke.length > 1) continue;
    for (const group of kreise) {
      choices.push({
        key: group.playingArea.id,
        label: group.playingArea.name,
        href: href(group.playingArea.id),
        isCurrent: group.playingArea.id === chosen.gebiet,
        count: group.competitions.length,
      });
    }
  }
  return choices;
}
