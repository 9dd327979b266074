import { toSlug } from "@spielfeld/football";
import { SITE } from "./site";

/** A link is external when it is http(s) and on neither our host nor the association's domain. */
export function isExternalLink(href: string, ownHost: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  const host = new URL(href).host.toLowerCase();
  const isAssociation = host === SITE.associationDomain || host.endsWith(`.${SITE.associationDomain}`);
  return host !== ownHost.toLowerCase() && !isAssociation;
}

const PREFIXES = ["profile", "player", "team", "club", "match", "competition"] as const;

/** Resolves the internal prefix scheme (`spielfeld+club:<id>`) to the page path; other links stay as they are. */
export function resolveInternalPrefix(href: string): string {
  const match = new RegExp(`^${SITE.shortName}\\+(${PREFIXES.join("|")}):(.+)$`).exec(href);
  if (!match) return href;
  const [, kind, id] = match;
  const encoded = encodeURIComponent(id!);
  switch (kind) {
    case "club":
      return `/vereine/-/${encoded}`;
    case "team":
      return `/mannschaften/-/${encoded}`;
    case "player":
      return `/spieler/-/${encoded}`;
    case "profile":
      return `/spieler/userid/-/${encoded}`;
    case "match":
      return `/ergebnisse/spiel/-/${encoded}`;
    default:
      return `/ergebnisse/wettbewerb/-/${encoded}`;
  }
}

/**
 * Normalises a link target: external links stay unchanged, internal paths get a leading slash, paths under
 * /ergebnisse stay relative, other internal paths become absolute on the site host.
 */
export function normaliseLink(href: string, siteUrl: string): { href: string; isExternal: boolean } {
  const resolved = resolveInternalPrefix(href.trim());
  if (isExternalLink(resolved, new URL(siteUrl).host)) return { href: resolved, isExternal: true };
  if (/^(mailto|tel):/i.test(resolved)) return { href: resolved, isExternal: false };
  if (/^https?:\/\//i.test(resolved)) return { href: resolved, isExternal: false };
  const path = resolved.startsWith("/") ? resolved : `/${resolved}`;
  if (path === "/ergebnisse" || path.startsWith("/ergebnisse/") || path.startsWith("/ergebnisse?")) {
    return { href: path, isExternal: false };
  }
  return { href: `${siteUrl}${path}`, isExternal: false };
}

/** Shared and canonical URLs lose a trailing #top or #start anchor. */
export function stripTopAnchor(url: string): string {
  return url.replace(/#(top|start)$/, "");
}

export function clubLink(club: { id?: string | null; name: string }): string | null {
  return club.id ? `/vereine/${toSlug(club.name)}/${encodeURIComponent(club.id)}` : null;
}

/** Team links need both the team id and the club id. */
export function teamLink(team: { id?: string | null; clubId?: string | null; name: string }): string | null {
  return team.id && team.clubId ? `/mannschaften/${toSlug(team.name)}/${encodeURIComponent(team.id)}` : null;
}

/** Player links need a player id or a user ref; profiles flagged notPublic get no link. */
export function playerLink(player: {
  playerId?: string | null;
  userRef?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  notPublic?: boolean;
}): string | null {
  if (player.notPublic) return null;
  const slug = toSlug([player.firstname, player.lastname].filter(Boolean).join(" "));
  if (player.playerId) return `/spieler/${slug}/${encodeURIComponent(player.playerId)}`;
  if (player.userRef) return `/spieler/userid/${slug}/${encodeURIComponent(player.userRef)}`;
  return null;
}

/** Referee links need the referee's id, which match objects carry only while the referee's profile is public. */
export function refereeLink(referee: { id?: string | null; name: string }): string | null {
  return referee.id ? `/schiedsrichter/${toSlug(referee.name)}/${encodeURIComponent(referee.id)}` : null;
}

/** Match links are built only when both teams exist. */
export function matchLink(match: { id: string; homeTeam?: unknown; guestTeam?: unknown }): string | null {
  return match.homeTeam && match.guestTeam ? `/ergebnisse/spiel/-/${encodeURIComponent(match.id)}` : null;
}

export function competitionLink(competition: { id: string; name?: string; isTopLeague?: boolean }): string {
  return competition.isTopLeague && competition.name
    ? `/ergebnisse/wettbewerb/${toSlug(competition.name)}/${encodeURIComponent(competition.id)}`
    : `/ergebnisse/wettbewerb/-/${encodeURIComponent(competition.id)}`;
}

/** The text search address for a term: trimmed, then URL-encoded. */
export function searchLink(term: string): string {
  return `/textsuche?query=${encodeURIComponent(term.trim())}`;
}
