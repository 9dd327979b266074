import { FormLine } from "@/components/matches/form-line";
import { HeadToHeadMeetings } from "@/components/matches/head-to-head";
import { ScrollRegion } from "@/components/tables/scroll-region";
import { AppLink } from "@/components/ui/app-link";
import { formatKickoff } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { type ComparedMatch, comparisonFigures } from "./comparison-figures";
import type { TeamPageData } from "./load-team";

/**
 * Both teams before the team's next match: places, points, form and earlier meetings (getTeamComparsion of that
 * match). The next match's competition is named; when it has no table, places and points are those of each team's
 * league (comparison-figures.ts). Nothing when the next match has no comparison.
 */
export function NextMatchComparison({
  match,
  comparison: answer,
}: {
  match: ComparedMatch & { id: string; kickoff: string | null };
  comparison: TeamPageData["comparison"];
}) {
  const matchId = match.id;
  if (!answer) return <p className="team__note">Für das nächste Spiel gibt es noch keinen Vergleich.</p>;
  const { comparison, homeLeague, guestLeague } = answer;
  const { home, guest, headToHead } = comparison;
  const figures = comparisonFigures(comparison, match, { home: homeLeague, guest: guestLeague });
  const rows = [
    ...figures.rows,
    ["Siege im direkten Vergleich", headToHead.homeTeamWins, headToHead.guestTeamWins],
    ["Tore im direkten Vergleich", headToHead.homeTeamGoals, headToHead.guestTeamGoals],
  ] as const;
  const href = matchLink({ id: matchId, homeTeam: home, guestTeam: guest });
  return (
    <>
      <p className="team__meta">
        {href ? (
          <AppLink href={href}>
            {home.teamName} – {guest.teamName}
          </AppLink>
        ) : (
          `${home.teamName} – ${guest.teamName}`
        )}
        , {formatKickoff(match.kickoff)}, {match.competitionName}
      </p>
      {figures.note ? <p className="team__note">{figures.note}</p> : null}
      <ScrollRegion label="Vergleich vor dem nächsten Spiel">
        <table className="team__table">
          <caption className="visually-hidden">Vergleich der beiden Mannschaften vor dem nächsten Spiel</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{home.teamName}</th>
              <th scope="col">{guest.teamName}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, left, right]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{left}</td>
                <td>{right}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Form (neuestes Spiel zuerst)</th>
              <td>
                <FormLine form={home.form} />
              </td>
              <td>
                <FormLine form={guest.form} />
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <HeadToHeadMeetings comparison={comparison} listClassName="team__moves" />
    </>
  );
}
