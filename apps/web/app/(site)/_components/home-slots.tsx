import { followedMatchIds } from "@/components/live/live-scopes";
import { LiveUpdates } from "@/components/live/live-updates";
import { MatchList } from "@/components/matches/match-list";
import { AppLink } from "@/components/ui/app-link";
import { getMatchesForAreaToday, getMatchesForLeaguesStart } from "@/lib/api/matches";
import { getPlayingAreas } from "@/lib/api/selection";
import { logSecondaryFailure } from "@/lib/log";

const TODAY_ON_HOME_PAGE = 12;

/** Each top league's current matchday: its results so far and the matches still to come. */
export async function TopLeagueResults({ competitions }: { competitions: { compoundId: string; name: string }[] }) {
  const lists = await Promise.all(
    competitions.map(async (competition) => ({
      competition,
      matches: await getMatchesForLeaguesStart(competition.compoundId).then(
        (result) => result.matches,
        logSecondaryFailure("top league matchday", { competitionId: competition.compoundId }),
      ),
    })),
  );
  const followed = followedMatchIds(...lists.map((list) => list.matches));
  return (
    <>
      {followed.length > 0 ? <LiveUpdates scopes={{ matches: followed }} /> : null}
      {lists.map(({ competition, matches }) =>
        matches && matches.length > 0 ? (
          <section
            key={competition.compoundId}
            className="home__league"
            aria-labelledby={`top-${competition.compoundId}`}
          >
            <h3 id={`top-${competition.compoundId}`}>
              {competition.name}
              {matches[0]?.matchday ? `, ${matches[0].matchday}. Spieltag` : ""}
            </h3>
            <MatchList matches={matches} label={`Aktueller Spieltag: ${competition.name}`} headingLevel={4} />
          </section>
        ) : null,
      )}
    </>
  );
}

/** Today's matches across the association, the first of them by kickoff, with a way to all of them. */
export async function TodaysMatches() {
  const areas = await getPlayingAreas().catch(logSecondaryFailure("playing areas"));
  if (!areas?.association) return null;
  const today = await getMatchesForAreaToday({ spielgebiet: areas.association.id, max: TODAY_ON_HOME_PAGE }).catch(
    logSecondaryFailure("today's matches"),
  );
  if (!today || today.total === 0) return null;
  return (
    <section className="home__section" aria-labelledby="home-today">
      <h2 id="home-today">Heute im Verband</h2>
      <LiveUpdates scopes={{ matches: followedMatchIds(today.matches) }} />
      <MatchList matches={today.matches} showCompetition label="Heutige Spiele im Verband" />
      <p>
        <AppLink href="/ergebnisse#meine-region">
          {today.total > today.matches.length ? `Alle ${today.total} Spiele von heute` : "Spiele deiner Region"}
        </AppLink>
      </p>
    </section>
  );
}
