import { LineChart } from "@/components/charts/line-chart";
import { SquadMoves, SquadTable } from "@/components/teams/squad";
import { HighestResults, TeamRecord } from "@/components/teams/team-record";
import type { TeamCompetition, TeamProfile } from "@/components/teams/team-types";
import type { TeamPageData } from "./load-team";

/** The squad by jersey number with the season's arrivals and departures; names only where the club publishes them. */
export function SquadSection({ page }: { page: TeamPageData }) {
  const { squad, arrivals, departures, profile } = page;
  return (
    <>
      <SquadTable squad={squad} teamName={profile.teamName} />
      <div className="team__grid">
        <SquadMoves squad={arrivals} kind="arrivals" />
        <SquadMoves squad={departures} kind="departures" />
      </div>
    </>
  );
}

/** The team's record in its league (overall, home, away) and the season's highest win, draw and defeat. */
export function StatisticsSection({
  profile,
  competition,
  answer,
}: {
  profile: TeamProfile;
  competition: TeamCompetition | null;
  answer: TeamPageData["statistics"];
}) {
  // Children's football counts no results: no record of zeros and no row of dashes, one sentence instead.
  const statistics = answer && answer.overall.played > 0 ? answer : null;
  const { teamStatistic } = profile;
  const highest =
    teamStatistic && (teamStatistic.highestWin || teamStatistic.highestDraw || teamStatistic.highestLost)
      ? teamStatistic
      : null;
  if (!statistics && !highest) return <p className="team__note">Noch keine gewerteten Spiele in dieser Saison.</p>;
  return (
    <>
      {statistics && competition ? <TeamRecord statistics={statistics} competitionName={competition.name} /> : null}
      {highest ? (
        <>
          <h3>Höchste Ergebnisse</h3>
          <HighestResults highest={highest} />
        </>
      ) : null}
    </>
  );
}

/** The team's place after each matchday of every league with a table, as a chart with its table. */
export function FeverCurveSection({ profile, fever }: { profile: TeamProfile; fever: TeamPageData["feverCurve"] }) {
  const curves = (fever?.curves ?? []).filter((curve) => curve.entries.length > 0);
  if (curves.length === 0) return <p className="team__note">Noch kein Spieltag gewertet.</p>;
  return (
    <>
      {curves.map((curve, index) => {
        const first = curve.entries[0]!;
        const last = curve.entries[curve.entries.length - 1]!;
        const best = Math.min(...curve.entries.map((entry) => entry.position));
        const matchdays = Math.max(...curve.entries.map((entry) => entry.matchday));
        return (
          <LineChart
            key={curve.compoundId}
            id={`fieberkurve-${index + 1}`}
            title={`Fieberkurve ${profile.teamName}: Tabellenplatz nach jedem Spieltag, ${curve.competitionName}`}
            description={`Nach dem ${first.matchday}. Spieltag auf Platz ${first.position}, nach dem ${last.matchday}. Spieltag auf Platz ${last.position} von ${curve.teamsTotal}; bester Platz: ${best}.`}
            x={{ label: "Spieltag", domain: [1, Math.max(2, matchdays)], format: (value) => `${value}.` }}
            y={{
              label: "Tabellenplatz",
              domain: [1, Math.max(2, curve.teamsTotal)],
              isInverted: true,
              format: (value) => `${value}.`,
            }}
            series={[
              {
                label: curve.competitionName,
                points: curve.entries.map((entry) => ({ x: entry.matchday, y: entry.position })),
              },
            ]}
          />
        );
      })}
    </>
  );
}
