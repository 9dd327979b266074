import type { CompetitionDetails, PlayingArea } from "@spielfeld/api-client";
import { AppLink } from "@/components/ui/app-link";
import { arrangeByBezirk } from "@/lib/finder";
import { competitionLink } from "@/lib/links";

type FinderCompetition = Pick<CompetitionDetails, "compoundId" | "name" | "isTopLeague" | "teamCount">;
export interface CompetitionGroup {
  playingArea: PlayingArea;
  competitions: FinderCompetition[];
}

function CompetitionList({ competitions }: { competitions: FinderCompetition[] }) {
  return (
    <ul className="link-list">
      {competitions.map((competition) => (
        <li key={competition.compoundId} className="link-list__item">
          <AppLink
            href={competitionLink({
              id: competition.compoundId,
              name: competition.name,
              isTopLeague: competition.isTopLeague,
            })}
            className="link-list__link"
          >
            {competition.name}
          </AppLink>
          {competition.teamCount > 0 ? (
            <span className="link-list__meta">{competition.teamCount} Mannschaften</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The competitions of the selection: association-wide ones, then per Bezirk its own and those of its Kreise. */
export function CompetitionGroups({ groups }: { groups: CompetitionGroup[] }) {
  const { associationWide, bezirke } = arrangeByBezirk(groups);
  return (
    <>
      {associationWide.map((group) => (
        <div key={group.playingArea.id} className="finder__area">
          <h3>{group.playingArea.name}</h3>
          <CompetitionList competitions={group.competitions} />
        </div>
      ))}
      {bezirke.map(({ bezirk, own, kreise }) => (
        <div key={bezirk.id} className="finder__area">
          <h3>Bezirk {bezirk.name}</h3>
          {own.map((group) => (
            <CompetitionList key={group.playingArea.id} competitions={group.competitions} />
          ))}
          {kreise.map((group) => (
            <div key={group.playingArea.id} className="finder__kreis">
              <h4>{group.playingArea.name}</h4>
              <CompetitionList competitions={group.competitions} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
