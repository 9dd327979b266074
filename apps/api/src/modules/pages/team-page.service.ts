import type { Static } from "typebox";
import type { ServiceContext } from "../shared/context.js";
import { getTable } from "../shared/wire-tables.js";
import { getPreviousAndNextMatches, getTeamFixtures, getTeamPermanentIds } from "../teams/fixtures.service.js";
import { getTeamProfile } from "../teams/profile.service.js";
import { getTeamSquad } from "../teams/squad.service.js";
import { getFeverCurve, getTeamStatistics } from "../teams/statistics.service.js";
import { getTeamComparison } from "../teams/teams.service.js";
import { unlessNotFound } from "./page-parts.js";
import { type getTeamPageSchema, TEAM_PAGE_MATCHES_AROUND } from "./team-page.schemas.js";

type TeamPage = Static<(typeof getTeamPageSchema)["response"][200]>;
type Profile = TeamPage["profile"];
type Around = TeamPage["around"];

/** The competition the page's statistics are for: the table's, else the first championship, else the first. */
function statisticsCompetition(profile: Profile) {
  const { competitions, tableEntry } = profile;
  return (
    competitions.find((competition) => competition.compoundId === tableEntry?.compoundId) ??
    competitions.find((competition) => competition.competitionType === "Championship") ??
    competitions[0] ??
    null
  );
}

/**
 * Both teams before the team's next match with two teams: getTeamComparsion of that match and, where the match's
 * competition has no table (a cup), each team's row in its own league (getTeamProfile's tableEntry).
 */
async function nextMatchComparison(context: ServiceContext, around: Around) {
  const next = around.nextMatches.find((match) => match.homeTeam && match.guestTeam);
  if (!next) return null;
  const comparison = await unlessNotFound(() => getTeamComparison(context, next.id));
  if (!comparison) return null;
  const leagueRow = async (teamSeasonId: string) =>
    (await unlessNotFound(() => getTeamProfile(context, teamSeasonId)))?.tableEntry ?? null;
  const [homeLeague, guestLeague] = next.hasTable
    ? [null, null]
    : await Promise.all([leagueRow(comparison.home.teamSeasonId), leagueRow(comparison.guest.teamSeasonId)]);
  return { comparison, homeLeague, guestLeague };
}

/**
 * The website's team page in one answer, each part computed by the service of the catalogue call it stands for
 * (so the team's profile configuration and the players' privacy hold as there): getTeamProfile, getTeamPermanentIds,
 * getAmateurTable of the league, getTeamPreviousAndNextMatches (3 and 3), getTeamFixtures1, the three squad calls,
 * getTeamStatistics and getFevercurveByTeam (null while the team hides its trend) and getTeamComparsion.
 */
export async function getTeamPage(context: ServiceContext, teamId: string): Promise<TeamPage> {
  const profile = await getTeamProfile(context, teamId);
  const { teamSeasonId, teamPermanentId, season } = profile;
  const competition = statisticsCompetition(profile);
  const [permanentIds, table, around, fixtures, squad, arrivals, departures, statistics, feverCurve] =
    await Promise.all([
      getTeamPermanentIds(context, teamPermanentId),
      profile.tableEntry ? unlessNotFound(() => getTable(context, profile.tableEntry!.compoundId)) : null,
      getPreviousAndNextMatches(context, teamPermanentId, {
        before: TEAM_PAGE_MATCHES_AROUND,
        after: TEAM_PAGE_MATCHES_AROUND,
      }),
      getTeamFixtures(context, teamSeasonId, undefined),
      getTeamSquad(context, teamSeasonId, season, "squad"),
      getTeamSquad(context, teamSeasonId, season, "arrivals"),
      getTeamSquad(context, teamSeasonId, season, "departures"),
      profile.config.trend && competition
        ? unlessNotFound(() =>
            getTeamStatistics(context, {
              teamId: teamSeasonId,
              competitionId: competition.compoundId,
              seasonId: season,
              amountOfMatches: 5,
            }),
          )
        : null,
      profile.config.trend ? unlessNotFound(() => getFeverCurve(context, teamSeasonId, undefined)) : null,
    ]);
  const comparison = await nextMatchComparison(context, around);
  return {
    profile,
    permanentIds,
    table,
    around,
    fixtures,
    squad,
    arrivals,
    departures,
    statistics,
    feverCurve,
    comparison,
  };
}
