import type { SearchGroup, SearchPerson } from "@spielfeld/api-client";
import { clubLink } from "./links";

/** The club whose crest a hit shows beside its name: its logo address, or null while the club keeps it private. */
export interface SearchHitCrest {
  clubName: string;
  logoUrl: string | null;
}

/** One search hit as the results page and the header's suggestions show it. */
export interface SearchHit {
  href: string | null;
  name: string;
  detail: string | null;
  /** null for hits without a club (competitions, associations, people without a club). */
  crest: SearchHitCrest | null;
}

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

/** A player or referee with the address of their profile (website.md 2: routes and link rules). */
export function personHit(person: SearchPerson): SearchHit {
  return {
    href: person.refereeId
      ? `/schiedsrichter/${person.nameSlug}/${encodeURIComponent(person.refereeId)}`
      : person.playerId
        ? `/spieler/${person.nameSlug}/${encodeURIComponent(person.playerId)}`
        : person.userRef
          ? `/spieler/userid/${person.nameSlug}/${encodeURIComponent(person.userRef)}`
          : null,
    name: `${person.firstName} ${person.lastName}`,
    detail: joined([person.kind === "referee" ? "Schiedsrichter" : "Spieler", person.clubName]),
    crest: person.clubName ? { clubName: person.clubName, logoUrl: person.clubLogoUrl } : null,
  };
}

/** The hits of a group with the address of each one's page (website.md 2: routes and link rules). */
export function searchHits(group: SearchGroup): SearchHit[] {
  switch (group.type) {
    case "club":
      return group.items.map((club) => ({
        href: clubLink(club),
        name: club.name,
        detail: joined([[club.postalCode, club.city].filter(Boolean).join(" "), club.levelLabel]),
        crest: { clubName: club.name, logoUrl: club.logoUrl },
      }));
    case "team":
      return group.items.map((team) => ({
        href: `/mannschaften/${team.nameSlug}/${encodeURIComponent(team.teamPermanentId)}`,
        name: team.name,
        detail: joined([team.teamTypeName, team.levelLabel]),
        crest: { clubName: team.clubName, logoUrl: team.clubLogoUrl },
      }));
    case "competition":
      return group.items.map((competition) => ({
        href: `/ergebnisse/wettbewerb/${competition.nameSlug}/${encodeURIComponent(competition.id)}`,
        name: competition.name,
        detail: joined([competition.teamType, competition.season.label]),
        crest: null,
      }));
    case "person":
      return group.items.map(personHit);
    default:
      return group.items.map((association) => ({
        href: "/ergebnisse",
        name: association.name,
        detail: "Verband",
        crest: null,
      }));
  }
}

/** Where the hits of a kind come from: a group of the site search, or one kind of the profile search. */
export type SearchKindSource =
  | { call: "searchText"; type: "club" | "team" | "competition" | "association" }
  | { call: "searchProfiles"; restriction: "players" | "referees" };

export interface SearchKind {
  /** The value of `?art=` on the results page. */
  slug: string;
  /** The filter's name and the heading of its hits. */
  label: string;
  source: SearchKindSource;
  /** Whether its hits belong to a club, whose crest they show. */
  hasCrests: boolean;
}

/** The kinds of hits the results page filters by, in the order it shows them. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  { slug: "vereine", label: "Vereine", source: { call: "searchText", type: "club" }, hasCrests: true },
  { slug: "mannschaften", label: "Mannschaften", source: { call: "searchText", type: "team" }, hasCrests: true },
  {
    slug: "wettbewerbe",
    label: "Wettbewerbe",
    source: { call: "searchText", type: "competition" },
    hasCrests: false,
  },
  { slug: "spieler", label: "Spieler", source: { call: "searchProfiles", restriction: "players" }, hasCrests: true },
  {
    slug: "schiedsrichter",
    label: "Schiedsrichter",
    source: { call: "searchProfiles", restriction: "referees" },
    hasCrests: true,
  },
  { slug: "verbaende", label: "Verbände", source: { call: "searchText", type: "association" }, hasCrests: false },
];

/**
 * The kind `?art=` names: undefined for all kinds (no value, or an empty one), "unknown" for a value the page does
 * not know (it then says so and shows all kinds).
 */
export function parseSearchKind(value: string | undefined): SearchKind | "unknown" | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  return SEARCH_KINDS.find((kind) => kind.slug === text) ?? "unknown";
}

/** The results page's address for a text, optionally one kind of hits and a page of them. */
export function searchResultsHref(query: string, kind?: SearchKind, page?: number): string {
  const parameters = new URLSearchParams({ query: query.trim() });
  if (kind) parameters.set("art", kind.slug);
  if (kind && page && page > 1) parameters.set("seite", String(page));
  return `/textsuche?${parameters.toString()}`;
}
