import "server-only";
import { cache } from "react";
import { getCompetitionInfo } from "../../../../../../lib/api/competitions";
import { decodeSegment, readOrNotFound } from "../../../../../../lib/route-params";

/**
 * The competition's info by the id segment of the address, shared by metadata and page within one request;
 * unknown and malformed ids are a real 404.
 */
export const loadCompetitionInfo = cache(async (idSegment: string) =>
  readOrNotFound(() => getCompetitionInfo(decodeSegment(idSegment))),
);

export type CompetitionInfo = Awaited<ReturnType<typeof loadCompetitionInfo>>;

/** Table variants the page offers, by their German URL value. */
export const TABLE_VARIANTS = [
  { value: "gesamt", label: "Gesamt", key: "overall", caption: "Tabelle" },
  { value: "heim", label: "Heim", key: "home", caption: "Heimtabelle" },
  { value: "auswaerts", label: "Auswärts", key: "away", caption: "Auswärtstabelle" },
  { value: "hinrunde", label: "Hinrunde", key: "firstHalf", caption: "Hinrundentabelle" },
  { value: "rueckrunde", label: "Rückrunde", key: "secondHalf", caption: "Rückrundentabelle" },
  { value: "live", label: "Live", key: "live", caption: "Live-Tabelle" },
] as const;

export type TableVariantValue = (typeof TABLE_VARIANTS)[number]["value"];

export interface CompetitionView {
  matchday: number | undefined;
  variant: TableVariantValue;
}

/** Reads `?spieltag=` and `?tabelle=`; anything malformed falls back to the defaults. */
export function parseView(searchParams: Record<string, string | string[] | undefined>): CompetitionView {
  const rawMatchday = Array.isArray(searchParams.spieltag) ? searchParams.spieltag[0] : searchParams.spieltag;
  const rawVariant = Array.isArray(searchParams.tabelle) ? searchParams.tabelle[0] : searchParams.tabelle;
  const matchday = rawMatchday && /^\d{1,2}$/.test(rawMatchday) ? Number(rawMatchday) : undefined;
  const variant = TABLE_VARIANTS.find((entry) => entry.value === rawVariant)?.value ?? "gesamt";
  return { matchday: matchday && matchday > 0 ? matchday : undefined, variant };
}

/** The page's own address for a view; defaults are left out so every view has one canonical form. */
export function viewHref(path: string, view: CompetitionView): string {
  const params = new URLSearchParams();
  if (view.matchday !== undefined) params.set("spieltag", String(view.matchday));
  if (view.variant !== "gesamt") params.set("tabelle", view.variant);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
