import type { Metadata } from "next";
import { WidgetFrame, WidgetLink } from "@/components/widgets/widget-frame";
import { widgetMetadata, widgetRead } from "@/components/widgets/widget-page";
import { getAmateurTable, getCompetitionInfo } from "@/lib/api/competitions";
import { competitionLink, teamLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";

export const metadata: Metadata = widgetMetadata("Tabelle");

/**
 * `/widget/wettbewerb/{id}/tabelle`: a competition's table for a club's own website; `?verein={club id}` marks the
 * club's rows.
 */
export default async function TableWidget({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const competitionId = decodeIdSegment((await params).id);
  const search = await searchParams;
  const theme = readWidgetTheme(search);
  const club = [search.verein].flat()[0];
  const [info, table] = await Promise.all([
    widgetRead(getCompetitionInfo(competitionId)),
    widgetRead(getAmateurTable({ staffel: competitionId })),
  ]);
  return (
    <WidgetFrame
      theme={theme}
      title={info.name}
      more={{
        href: competitionLink({ id: competitionId, name: info.name, isTopLeague: info.isTopLeague }),
        label: "Zur Tabelle",
      }}
    >
      <table className="widget__table">
        <caption className="visually-hidden">
          Tabelle {info.name}
          {table.matchday !== null ? ` nach dem ${table.matchday}. Spieltag` : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title="Platz">Pl.</abbr>
            </th>
            <th scope="col">Mannschaft</th>
            <th scope="col">
              <abbr title="Spiele">Sp.</abbr>
            </th>
            <th scope="col">
              <abbr title="Tordifferenz">Diff.</abbr>
            </th>
            <th scope="col">
              <abbr title="Punkte">Pkt.</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.entries.map((entry) => {
            const href = teamLink({ id: entry.teamPermanentId, clubId: entry.clubId, name: entry.teamName });
            const isClub = club !== undefined && entry.clubId === club;
            return (
              <tr key={entry.teamId} aria-current={isClub ? "true" : undefined}>
                <td>{entry.position}</td>
                <td>{href ? <WidgetLink href={href}>{entry.teamName}</WidgetLink> : entry.teamName}</td>
                <td>{entry.matchesPlayed}</td>
                <td>{entry.goalDifference > 0 ? `+${entry.goalDifference}` : entry.goalDifference}</td>
                <td>{entry.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </WidgetFrame>
  );
}
