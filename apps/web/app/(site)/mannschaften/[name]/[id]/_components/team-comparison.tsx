import { NotFoundError } from "@spielfeld/api-client";
import { FormLine } from "../../../../../../components/matches/form-line";
import { HeadToHeadMeetings } from "../../../../../../components/matches/head-to-head";
import { ScrollRegion } from "../../../../../../components/tables/scroll-region";
import { AppLink } from "../../../../../../components/ui/app-link";
import { getTeamComparison } from "../../../../../../lib/api/teams";
import { formatKickoff } from "../../../../../../lib/dates";
import { matchLink } from "../../../../../../lib/links";

/**
 * Both teams before the team's next match: places, points, form and earlier meetings (getTeamComparsion of that
 * match). Nothing when the next match has no comparison.
 */
export async function NextMatchComparison({ matchId, kickoff }: { matchId: string; kickoff: string | null }) {
  const comparison = await getTeamComparison(matchId).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!comparison) return <p className="team__note">Für das nächste Spiel gibt es noch keinen Vergleich.</p>;
  const { home, guest, headToHead } = comparison;
  const rows = [
    [
      "Tabellenplatz",
      home.position !== null ? `${home.position}.` : "–",
      guest.position !== null ? `${guest.position}.` : "–",
    ],
    ["Punkte", home.points ?? "–", guest.points ?? "–"],
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
        , {formatKickoff(kickoff)}
      </p>
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
