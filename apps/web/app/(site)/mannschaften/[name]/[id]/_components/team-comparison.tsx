import { NotFoundError } from "@spielfeld/api-client";
import { FormLine } from "@/components/matches/form-line";
import { HeadToHeadMeetings } from "@/components/matches/head-to-head";
import { ScrollRegion } from "@/components/tables/scroll-region";
import { AppLink } from "@/components/ui/app-link";
import { getTeamComparison, getTeamProfile } from "@/lib/api/teams";
import { formatKickoff } from "@/lib/dates";
import { matchLink } from "@/lib/links";
import { type ComparedMatch, comparisonFigures, type LeagueStanding } from "./comparison-figures";

/** A team's row in its league's table for the match's season; null without one (or without a profile). */
async function leagueStanding(teamSeasonId: string): Promise<LeagueStanding | null> {
  const profile = await getTeamProfile(teamSeasonId).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  return profile?.tableEntry ?? null;
}

/**
 * Both teams before the team's next match: places, points, form and earlier meetings (getTeamComparsion of that
 * match). The next match's competition is named; when it has no table, places and points are those of each team's
 * league (comparison-figures.ts). Nothing when the next match has no comparison.
 */
export async function NextMatchComparison({
  match,
}: {
  match: ComparedMatch & { id: string; kickoff: string | null };
}) {
  const matchId = match.id;
  const comparison = await getTeamComparison(matchId).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!comparison) return <p className="team__note">Für das nächste Spiel gibt es noch keinen Vergleich.</p>;
  const { home, guest, headToHead } = comparison;
  const [homeLeague, guestLeague] = match.hasTable
    ? [null, null]
    : await Promise.all([leagueStanding(home.teamSeasonId), leagueStanding(guest.teamSeasonId)]);
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
