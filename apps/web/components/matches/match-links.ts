import { toSlug } from "@spielfeld/football";
import type { Match, MatchTeam } from "./match-types";

/** Match links are built only when both teams exist (website.md section 2). */
export function matchHref(match: Pick<Match, "id" | "homeTeam" | "guestTeam">): string | null {
  return match.homeTeam && match.guestTeam ? `/ergebnisse/spiel/-/${encodeURIComponent(match.id)}` : null;
}

/** Top leagues have named competition pages; all others use the `-` form. */
export function competitionHref(competition: { id: string; name: string; isTopLeague?: boolean }): string {
  const name = competition.isTopLeague ? toSlug(competition.name) : "-";
  return `/ergebnisse/wettbewerb/${name}/${encodeURIComponent(competition.id)}`;
}

/** Team page link: needs the team id and the club id. */
export function matchTeamHref(team: MatchTeam): string | null {
  return team.teamPermanentId && team.clubId ? `/mannschaften/${toSlug(team.name)}/${team.teamPermanentId}` : null;
}

/** What the state hints add to the notation for screen readers and sighted readers alike. */
export function describeState(match: Match): string | null {
  if (match.live) return match.liveMinute === null ? "Live" : `Live, ${match.liveMinute}. Minute`;
  if (match.cancelled) return "Abgesetzt";
  if (match.aborted) return "Abgebrochen";
  if (match.annulled) return "Annulliert";
  if (match.rescheduledTo) return "Verlegt";
  if (match.rescheduledFrom) return "Nachholspiel";
  if (match.prePublished) return "Vorläufig";
  return null;
}
