import { competitionLink } from "@/lib/links";
import { type Standings, StandingsTable } from "../tables/standings-table";
import { AppLink } from "../ui/app-link";
import { excerptRange, type TeamCompetition } from "./team-types";

/** How many rows stand above and below the team's own in the excerpt. */
const AROUND = 2;

/**
 * The part of the league's table around the team: its row highlighted, two rows above and below (more at the
 * table's ends), and the link to the whole table on the competition's page.
 */
export function TableExcerpt({
  table,
  competition,
  teamId,
}: {
  table: Standings;
  competition: TeamCompetition;
  teamId: string;
}) {
  const index = table.entries.findIndex((entry) => entry.teamId === teamId);
  const [start, end] =
    index < 0 ? [0, Math.min(table.entries.length, 2 * AROUND + 1)] : excerptRange(table.entries.length, index, AROUND);
  const excerpt = { ...table, entries: table.entries.slice(start, end) };
  const href = competitionLink({
    id: competition.compoundId,
    name: competition.name,
    isTopLeague: competition.isTopLeague,
  });
  return (
    <>
      <p className="team__meta">
        Plätze {start + 1} bis {end} von {table.entries.length}
      </p>
      <StandingsTable table={excerpt} caption={`Tabellenausschnitt ${competition.name}`} highlightTeamIds={[teamId]} />
      <p>
        <AppLink className="team__more" href={href}>
          Vollständige Tabelle: {competition.name}
        </AppLink>
      </p>
    </>
  );
}
