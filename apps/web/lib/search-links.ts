import type { SearchGroup } from "@spielfeld/api-client";
import { clubLink } from "./links";

/** One search hit as the results page and the header's suggestions show it. */
export interface SearchHit {
  href: string | null;
  name: string;
  detail: string | null;
}

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ") || null;

/** The hits of a group with the address of each one's page (website.md 2: routes and link rules). */
export function searchHits(group: SearchGroup): SearchHit[] {
  switch (group.type) {
    case "club":
      return group.items.map((club) => ({
        href: clubLink(club),
        name: club.name,
        detail: joined([[club.postalCode, club.city].filter(Boolean).join(" "), club.levelLabel]),
      }));
    case "team":
      return group.items.map((team) => ({
        href: `/mannschaften/${team.nameSlug}/${encodeURIComponent(team.teamPermanentId)}`,
        name: team.name,
        detail: joined([team.teamTypeName, team.levelLabel]),
      }));
    case "competition":
      return group.items.map((competition) => ({
        href: `/ergebnisse/wettbewerb/${competition.nameSlug}/${encodeURIComponent(competition.id)}`,
        name: competition.name,
        detail: joined([competition.teamType, competition.season.label]),
      }));
    case "person":
      return group.items.map((person) => ({
        href: person.refereeId
          ? `/schiedsrichter/${person.nameSlug}/${encodeURIComponent(person.refereeId)}`
          : person.playerId
            ? `/spieler/${person.nameSlug}/${encodeURIComponent(person.playerId)}`
            : person.userRef
              ? `/spieler/userid/${person.nameSlug}/${encodeURIComponent(person.userRef)}`
              : null,
        name: `${person.firstName} ${person.lastName}`,
        detail: joined([person.kind === "referee" ? "Schiedsrichter" : "Spieler", person.clubName]),
      }));
    default:
      return group.items.map((association) => ({ href: "/ergebnisse", name: association.name, detail: "Verband" }));
  }
}
