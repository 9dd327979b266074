/**
 * Places on the home page for live data whose API calls are still being built. They render nothing until then:
 * an empty heading would only confuse screen-reader users.
 */

/** Current results of the top leagues (from the matches calls of the top leagues, e.g. getMatchesForLeaguesToday1). */
export function TopLeagueResultsSlot(_props: { competitionIds: string[] }) {
  return null;
}

/** Today's matches across the association. */
export function TodaysMatchesSlot() {
  return null;
}
