import type { Metadata } from "next";
import { POSITIONS } from "@/components/teams/squad";
import { WidgetFrame, WidgetLink } from "@/components/widgets/widget-frame";
import { widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getTeamSquadForSeason } from "@/lib/api/teams";
import { playerLink } from "@/lib/links";
import { readWidgetTheme } from "@/lib/widget-theme";
import type { TeamWidgetProps } from "../team-matches-widget";
import { loadTeamWidget } from "../team-widget";

export const metadata: Metadata = widgetMetadata("Kader der Mannschaft");

/**
 * `/widget/mannschaft/{team}/kader`: the team's squad of the season by jersey number, as the club publishes it; the
 * API leaves out players whose profile is not public, as on the team page.
 */
export default async function TeamSquadWidget({ params, searchParams }: TeamWidgetProps) {
  const { profile, href } = await loadTeamWidget((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const squad = await widgetRead(getTeamSquadForSeason(profile.teamSeasonId, profile.season));
  return (
    <WidgetFrame
      theme={theme}
      title={`Kader: ${profile.teamName}`}
      more={{ href: `${href}#kader`, label: "Zur Mannschaft" }}
    >
      {!squad.publishData ? (
        <p className="widget__empty">Der Verein hat den Kader dieser Mannschaft nicht veröffentlicht.</p>
      ) : squad.entries.length === 0 ? (
        <p className="widget__empty">Für diese Saison ist noch kein Spieler gemeldet.</p>
      ) : (
        <table className="widget__table">
          <caption className="visually-hidden">Kader {profile.teamName}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title="Rückennummer">Nr.</abbr>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Position</th>
            </tr>
          </thead>
          <tbody>
            {squad.entries.map((entry) => {
              const name = [entry.firstName, entry.lastName].filter(Boolean).join(" ");
              const link = playerLink({
                playerId: entry.playerId,
                firstname: entry.firstName,
                lastname: entry.lastName,
              });
              return (
                <tr key={entry.playerId}>
                  <td>{entry.jerseyNumber ?? "–"}</td>
                  <td>
                    {link ? <WidgetLink href={link}>{name}</WidgetLink> : name}
                    {entry.captain ? <abbr title="Kapitän"> (K)</abbr> : null}
                  </td>
                  <td>{entry.position ? (POSITIONS[entry.position] ?? entry.position) : "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </WidgetFrame>
  );
}
