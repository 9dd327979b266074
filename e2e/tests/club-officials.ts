import { signedInApi } from "./account-helpers";
import { demoApi } from "./demo-api";

/** The demo's team admin: the official of one club, who gets the codes of its players' claims and requests. */
export const OFFICIAL = "teamadmin@spielfeld.example";

/** The team admin's club, and adult players of it who show their date of birth (the claim names it). */
export async function claimablePlayers() {
  const tokens = await demoApi().account.login({ username: OFFICIAL, password: "Anstoss-2026!" });
  const { matches } = await signedInApi(tokens.accessToken).matches.getReportableMatches();
  // The demo's team admin reports the home matches of their team (apps/api/src/demo/content.ts).
  const details = await demoApi().matches.getMatchWithReportAndTables({ spiel: matches[0]!.matchId });
  const team = details.match.homeTeam!;
  const general = await demoApi().general.getSeasonsAndAssociations();
  const { entries } = await demoApi().clubs.getTeamSquadForSeason({
    saison: general.currentSeason.id,
    "team-id": team.teamId,
  });
  const players = entries.filter((entry) => entry.dateOfBirth !== null && entry.dateOfBirth < "2007-01-01");
  return { club: { id: team.clubId, name: team.clubName }, team, players };
}
