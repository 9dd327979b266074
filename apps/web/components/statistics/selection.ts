/*
 * What the statistics pages show, read from their address (a plain GET form writes it) and written back into the
 * links of the paging. Pure, so the rules are tested without a server: a value the choices do not hold is
 * dropped and named, never sent to the API.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** The lists of the association's statistics, by the German word the address uses. */
export const LIST_SLUGS = { player: "spieler", team: "mannschaften", match: "spiele" } as const;
export type StatisticsList = keyof typeof LIST_SLUGS;

export const LIST_TITLES: Record<StatisticsList, string> = {
  player: "Spieler",
  team: "Mannschaften",
  match: "Spiele",
};

export interface StatisticsChoices {
  stats: { id: string; label: string; list: StatisticsList }[];
  districts: { id: string; name: string; kreise: { id: string; name: string }[] }[];
  teamTypes: { id: number; name: string }[];
  periods: { id: string; label: string; name: string | null }[];
}

export interface StatisticsSelection {
  zeitraum: string;
  list: StatisticsList;
  stats: string;
  bezirk?: string;
  kreis?: string;
  mannschaftsart?: number;
  /** 1-based, as the visitor reads it. */
  page: number;
}

export const DEFAULT_SELECTION: StatisticsSelection = { zeitraum: "saison", list: "player", stats: "goals", page: 1 };

/** The `statistik` value of a list's figure: `spieler-goals`, `mannschaften-fairPlay`, … */
export function statisticValue(list: StatisticsList, stats: string): string {
  return `${LIST_SLUGS[list]}-${stats}`;
}

/** One value of the address: a repeated parameter names nothing clear and counts as invalid. */
function single(params: SearchParams, name: string): string | undefined | null {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  return Array.isArray(value) ? null : value;
}

/** A page number as the address writes it: digits without a leading zero, else nothing. */
export function parsePage(value: string | undefined | null): number | null {
  if (value === undefined) return 1;
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * The selection an address asks for, checked against the filter's choices. Each value the choices do not hold
 * (or a Kreis outside the chosen Bezirk) is left out and its field named in `invalid`, so the page shows the
 * rest and says what it ignored.
 */
export function parseStatisticsSelection(
  params: SearchParams,
  choices: StatisticsChoices,
): { selection: StatisticsSelection; invalid: string[] } {
  const invalid: string[] = [];
  const selection: StatisticsSelection = { ...DEFAULT_SELECTION };
  const zeitraum = single(params, "zeitraum");
  if (zeitraum !== undefined) {
    if (zeitraum !== null && choices.periods.some((period) => period.id === zeitraum)) selection.zeitraum = zeitraum;
    else invalid.push("Zeitraum");
  }
  const statistik = single(params, "statistik");
  if (statistik !== undefined) {
    const stat = choices.stats.find((choice) => statisticValue(choice.list, choice.id) === statistik);
    if (stat) Object.assign(selection, { list: stat.list, stats: stat.id });
    else invalid.push("Statistik");
  }
  const bezirk = single(params, "bezirk");
  const district = choices.districts.find((candidate) => candidate.id === bezirk);
  if (bezirk !== undefined) {
    if (district) selection.bezirk = district.id;
    else invalid.push("Bezirk");
  }
  const kreis = single(params, "kreis");
  if (kreis !== undefined) {
    const districts = district ? [district] : choices.districts;
    if (districts.some((candidate) => candidate.kreise.some((entry) => entry.id === kreis))) selection.kreis = kreis!;
    else invalid.push("Kreis");
  }
  const mannschaftsart = single(params, "mannschaftsart");
  if (mannschaftsart !== undefined) {
    const teamType = choices.teamTypes.find((type) => String(type.id) === mannschaftsart);
    if (teamType) selection.mannschaftsart = teamType.id;
    else invalid.push("Mannschaftsart");
  }
  const page = parsePage(single(params, "seite"));
  if (page === null) invalid.push("Seite");
  else selection.page = page;
  return { selection, invalid };
}

/** The address of a selection; values at their default are left out, so the start view is plain `/statistik`. */
export function statisticsHref(selection: StatisticsSelection): string {
  const query = new URLSearchParams();
  if (selection.zeitraum !== DEFAULT_SELECTION.zeitraum) query.set("zeitraum", selection.zeitraum);
  if (selection.list !== DEFAULT_SELECTION.list || selection.stats !== DEFAULT_SELECTION.stats) {
    query.set("statistik", statisticValue(selection.list, selection.stats));
  }
  if (selection.bezirk) query.set("bezirk", selection.bezirk);
  if (selection.kreis) query.set("kreis", selection.kreis);
  if (selection.mannschaftsart !== undefined) query.set("mannschaftsart", String(selection.mannschaftsart));
  if (selection.page > 1) query.set("seite", String(selection.page));
  const search = query.toString();
  return search ? `/statistik?${search}` : "/statistik";
}

/** Field names joined as German lists them: "Bezirk", "Bezirk und Kreis", "Zeitraum, Bezirk und Kreis". */
export function joinGerman(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} und ${words[words.length - 1]}`;
}

export interface NationWideSelection {
  mannschaftsart?: number;
  spielklasse?: number;
  page: number;
}

/** The nationwide scorers' address: ids are whole numbers; anything else is named in `invalid`. */
export function parseNationWideSelection(params: SearchParams): { selection: NationWideSelection; invalid: string[] } {
  const invalid: string[] = [];
  const selection: NationWideSelection = { page: 1 };
  for (const [name, label] of [
    ["mannschaftsart", "Mannschaftsart"],
    ["spielklasse", "Spielklasse"],
  ] as const) {
    const value = single(params, name);
    if (value === undefined) continue;
    if (value !== null && /^[1-9]\d{0,5}$/.test(value)) selection[name] = Number(value);
    else invalid.push(label);
  }
  const page = parsePage(single(params, "seite"));
  if (page === null) invalid.push("Seite");
  else selection.page = page;
  return { selection, invalid };
}

/** The address of a nationwide selection; the page is left out on the first. */
export function nationWideHref(selection: Required<Omit<NationWideSelection, "page">> & { page: number }): string {
  const query = new URLSearchParams({
    mannschaftsart: String(selection.mannschaftsart),
    spielklasse: String(selection.spielklasse),
  });
  if (selection.page > 1) query.set("seite", String(selection.page));
  return `/statistik/bundesweit?${query}`;
}
