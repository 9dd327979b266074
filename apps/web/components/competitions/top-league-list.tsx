import { competitionLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";

export interface TopLeague {
  compoundId: string;
  name: string;
  teamType: { name: string };
  playingArea: { name: string };
}

/** The top leagues, each linking to its competition page (/ergebnisse/wettbewerb/{name}/{id}). */
export function TopLeagueList({ competitions }: { competitions: TopLeague[] }) {
  if (competitions.length === 0) return <p>In dieser Saison sind keine Top-Ligen festgelegt.</p>;
  return (
    <ul className="link-list">
      {competitions.map((competition) => (
        <li key={competition.compoundId} className="link-list__item">
          <AppLink
            href={competitionLink({ id: competition.compoundId, name: competition.name, isTopLeague: true })}
            className="link-list__link"
          >
            {competition.name}
          </AppLink>
          <span className="link-list__meta">
            {competition.teamType.name} · {competition.playingArea.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
