import type { NamedReference, PlayingArea } from "@spielfeld/api-client";
/** The competition finder's state, as the search params of /ergebnisse carry it. */
export interface FinderSelection {
  /** Competition type id (Wettbewerbsart). */
  typ?: number;
  /** Season id like 2627. */
  saison?: string;
  /** Team type id (Mannschaftsart). */
  mannschaftsart?: number;
  /** League level id (Spielklasse). */
  spielklasse?: number;
  /** Playing area id (Gebiet): a Bezirk (with its Kreise) or a Kreis. */
  gebiet?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

function positiveInteger(value: string | string[] | undefined, maxDigits: number): number | undefined {
  const text = first(value);
  return text && new RegExp(`^[1-9]\\d{0,${maxDigits - 1}}$`).test(text) ? Number(text) : undefined;
}

/** Reads the selection; malformed values count as not chosen, so a hand-edited address still shows the finder. */
export function parseFinderSelection(params: SearchParams): FinderSelection {
  const saison = first(params.saison);
  const gebiet = first(params.gebiet);
  return {
    typ: positiveInteger(params.typ, 5),
    saison: saison && /^\d{4}$/.test(saison) ? saison : undefined,
    mannschaftsart: positiveInteger(params.mannschaftsart, 5),
    spielklasse: positiveInteger(params.spielklasse, 7),
    gebiet: gebiet && /^[\w-]{1,64}$/.test(gebiet) ? gebiet : undefined,
  };
}

const ORDER = ["typ", "saison", "mannschaftsart", "spielklasse", "gebiet"] as const;

/**
 * The address of a selection: parameters in step order and defaults left out, so every view has one canonical
 * form (`/ergebnisse` is the default type in the current season).
 */
export function finderHref(selection: FinderSelection, defaults: FinderSelection = {}): string {
  const search = new URLSearchParams();
  for (const key of ORDER) {
    const value = selection[key];
    if (value !== undefined && value !== defaults[key]) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/ergebnisse?${query}` : "/ergebnisse";
}

/**
 * A new choice in one step. Another competition type empties the later steps; another season keeps them (team
 * types and league levels keep their ids across seasons); another team type empties the league level.
 */
export function choose(selection: FinderSelection, change: FinderSelection): FinderSelection {
  if (change.typ !== undefined && change.typ !== selection.typ) {
    return { typ: change.typ, saison: change.saison ?? selection.saison };
  }
  if (change.mannschaftsart !== undefined && change.mannschaftsart !== selection.mannschaftsart) {
    return { ...selection, mannschaftsart: change.mannschaftsart, spielklasse: undefined, gebiet: undefined };
  }
  // Another league level has other areas (a Bezirksliga belongs to a Bezirk, a Kreisliga to a Kreis).
  if (change.spielklasse !== undefined && change.spielklasse !== selection.spielklasse) {
    return { ...selection, spielklasse: change.spielklasse, gebiet: undefined };
  }
  return { ...selection, ...change };
}

type AreaRef = NamedReference;
export interface AreaGroup {
  playingArea: Pick<PlayingArea, "id" | "kind" | "name" | "bezirk">;
}

/** Groups of a playing area arranged for display: association-wide ones, then per Bezirk its own and its Kreise. */
export function arrangeByBezirk<G extends AreaGroup>(groups: G[]) {
  const associationWide = groups.filter((group) => group.playingArea.kind === "association");
  const bezirke: { bezirk: AreaRef; own: G[]; kreise: G[] }[] = [];
  for (const group of groups) {
    const bezirk = group.playingArea.bezirk;
    if (group.playingArea.kind === "association" || !bezirk) continue;
    let entry = bezirke.find((candidate) => candidate.bezirk.id === bezirk.id);
    if (!entry) {
      entry = { bezirk, own: [], kreise: [] };
      bezirke.push(entry);
    }
    (group.playingArea.kind === "bezirk" ? entry.own : entry.kreise).push(group);
  }
  return { associationWide, bezirke };
}

/**
 * The groups inside a chosen area: a Bezirk keeps its own and its Kreise's competitions, a Kreis its own. Without
 * a choice, or with an area the selection does not have, every group stays.
 */
export function filterByArea<G extends AreaGroup>(groups: G[], areaId: string | undefined): G[] {
  if (areaId === undefined) return groups;
  const inside = groups.filter((group) => group.playingArea.id === areaId || group.playingArea.bezirk?.id === areaId);
  return inside.length > 0 ? inside : groups;
}
