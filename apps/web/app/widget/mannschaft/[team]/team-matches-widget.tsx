import { followedMatchIds } from "@/components/live/live-scopes";
import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetMatches } from "@/components/widgets/widget-matches";
import { widgetRead } from "@/components/widgets/widget-page";
import { getTeamPreviousAndNextMatches } from "@/lib/api/teams";
import { teamLink } from "@/lib/links";
import { decodeIdSegment } from "@/lib/route-params";
import { readWidgetTheme } from "@/lib/widget-theme";
import { teamOf } from "./team-of";

export interface TeamWidgetProps {
  params: Promise<{ team: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The two lists a team's widgets show: its next five matches, or its last five results (latest first). */
const KINDS = {
  spiele: {
    title: "Nächste Spiele",
    more: "Alle Spiele",
    empty: "Zurzeit ist kein Spiel angesetzt.",
  },
  ergebnisse: {
    title: "Ergebnisse",
    more: "Alle Ergebnisse",
    empty: "Diese Mannschaft hat noch kein Spiel bestritten.",
  },
} as const;

/** A team's widget of one kind, for a club's own website. */
export async function TeamMatchesWidget({
  kind,
  params,
  searchParams,
}: TeamWidgetProps & { kind: keyof typeof KINDS }) {
  const teamId = decodeIdSegment((await params).team);
  const theme = readWidgetTheme(await searchParams);
  const around = await widgetRead(getTeamPreviousAndNextMatches(teamId, 5, 5));
  const team = teamOf(teamId, [...around.previousMatches, ...around.nextMatches]);
  const shown = kind === "spiele" ? around.nextMatches : [...around.previousMatches].reverse();
  const { title, more, empty } = KINDS[kind];
  const followed = followedMatchIds(shown);
  return (
    <WidgetFrame
      theme={theme}
      title={team ? `${title}: ${team.name}` : title}
      more={{ href: (team && teamLink({ id: teamId, clubId: team.clubId, name: team.name })) ?? "/", label: more }}
      live={followed.length > 0 ? { matches: followed } : null}
    >
      <WidgetMatches matches={shown} label={kind === "spiele" ? "Nächste Spiele" : "Letzte Ergebnisse"} empty={empty} />
    </WidgetFrame>
  );
}
