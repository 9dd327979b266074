import type { Metadata } from "next";
import { clubTeamsOnce } from "@/components/widgets/club-teams";
import { WidgetFrame, WidgetLink } from "@/components/widgets/widget-frame";
import { widgetMetadata } from "@/components/widgets/widget-page";
import { teamLink } from "@/lib/links";
import { readWidgetTheme } from "@/lib/widget-theme";
import { type ClubWidgetProps, loadClubWidget } from "../club-widget";

export const metadata: Metadata = widgetMetadata("Mannschaften des Vereins");

/** `/widget/verein/{club}/mannschaften`: the club's teams of the season, each with its league, linked to its page. */
export default async function ClubTeamsWidget({ params, searchParams }: ClubWidgetProps) {
  const { info, href } = await loadClubWidget((await params).club);
  const theme = readWidgetTheme(await searchParams);
  const teams = clubTeamsOnce(info);
  return (
    <WidgetFrame
      theme={theme}
      title={`Mannschaften: ${info.name}`}
      more={{ href: `${href}#mannschaften`, label: "Zum Verein" }}
    >
      {teams.length === 0 ? (
        <p className="widget__empty">Für diese Saison ist noch keine Mannschaft gemeldet.</p>
      ) : (
        <ul className="widget__list" aria-label={`Mannschaften von ${info.name}`}>
          {teams.map((team) => {
            const link = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.teamName });
            const league = team.competitions[0]?.name;
            return (
              <li key={team.teamId} className="widget__team">
                {link ? <WidgetLink href={link}>{team.teamName}</WidgetLink> : team.teamName}
                <span className="widget__when">{[team.teamTypeName, league].filter(Boolean).join(" · ")}</span>
              </li>
            );
          })}
        </ul>
      )}
    </WidgetFrame>
  );
}
