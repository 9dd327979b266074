import type { RefereeProfile } from "@spielfeld/api-client";
import { signedInApi } from "./account-helpers";
import { competitionMatches, currentCompetitions, demoApi } from "./demo-api";

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

/** Adults among the current season's referees who show their date of birth, whose club shows its address. */
export async function claimableReferees(): Promise<
  { refereeId: string; referee: RefereeProfile; clubEmail: string }[]
> {
  const officialsClub = (await claimablePlayers()).club.id;
  const seen = new Set<string>();
  const found: { refereeId: string; referee: RefereeProfile; clubEmail: string }[] = [];
  for (const competition of await currentCompetitions()) {
    for (const match of await competitionMatches(competition.compoundId)) {
      if (!match.refereeId || seen.has(match.refereeId)) continue;
      seen.add(match.refereeId);
      const referee = await demoApi().referees.getRefereeProfile({ userid: match.refereeId });
      const born = referee.profile.dateOfBirth;
      if (!born || born > "2007-01-01" || !referee.club || referee.club.id === officialsClub) continue;
      const club = await demoApi().clubs.getClubInfo({ id: referee.club.id });
      if (club.email) found.push({ refereeId: match.refereeId, referee, clubEmail: club.email });
      if (found.length === 2) return found;
    }
  }
  throw new Error("The demo has no two adult referees who show their date of birth, of clubs with a public address");
}
