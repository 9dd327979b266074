import { followedMatchIds } from "@/components/live/live-scopes";
import { LiveUpdates } from "@/components/live/live-updates";
import { MatchList } from "@/components/matches/match-list";
import { AppLink } from "@/components/ui/app-link";
import "@/components/competitions/competitions.css";
import { getMatchesForAreaMatchday, getMatchesForAreaToday } from "@/lib/api/matches";
import { getPlayingAreas } from "@/lib/api/selection";
import { competitionLink } from "@/lib/links";
import { logSecondaryFailure } from "@/lib/log";

/** Herren: the team type whose leagues the current-matchday overview shows. */
const MATCHDAY_TEAM_TYPE = 1;
const TODAY_MAX = 50;

type Areas = Awaited<ReturnType<typeof getPlayingAreas>>;

function RegionForm({ areas, chosen }: { areas: Areas; chosen: string }) {
  return (
    <form action="/ergebnisse/region" method="get" className="region-form">
      <label htmlFor="region-select">Region</label>
      <select id="region-select" className="select" name="gebiet" defaultValue={chosen}>
        {areas.association ? <option value={areas.association.id}>Ganzer Verband</option> : null}
        {areas.bezirke.map((bezirk) => (
          <optgroup key={bezirk.id} label={bezirk.name}>
            <option value={bezirk.id}>{bezirk.name} (ganzer Bezirk)</option>
            {bezirk.kreise.map((kreis) => (
              <option key={kreis.id} value={kreis.id}>
                {kreis.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--small">
        Region merken
      </button>
    </form>
  );
}

/** Today's matches and each men's league's current matchday in the visitor's region (remembered in a cookie). */
export async function RegionMatches({ region }: { region: string | undefined }) {
  const areas = await getPlayingAreas().catch(logSecondaryFailure("playing areas"));
  if (!areas) return null;
  const all = [areas.association, ...areas.bezirke.flatMap((bezirk) => [bezirk, ...bezirk.kreise])];
  const area = all.find((candidate) => candidate && candidate.id === region) ?? areas.association ?? all[0];
  if (!area) return null;
  const [today, matchday] = await Promise.all([
    getMatchesForAreaToday({ spielgebiet: area.id, max: TODAY_MAX }),
    getMatchesForAreaMatchday({ spielgebiet: area.id, mannschaftsart: MATCHDAY_TEAM_TYPE, max: 10 }),
  ]);
  return (
    <section className="finder__step" aria-labelledby="meine-region">
      <h2 id="meine-region" className="finder__title">
        Spiele in deiner Region: {area.kind === "association" ? "ganzer Verband" : area.name}
      </h2>
      <RegionForm areas={areas} chosen={area.id} />
      <LiveUpdates
        scopes={{ matches: followedMatchIds(today.matches, ...matchday.competitions.map((league) => league.matches)) }}
      />
      <h3>Heute</h3>
      <MatchList matches={today.matches} showCompetition label={`Heutige Spiele: ${area.name}`} headingLevel={4} />
      {today.total > today.matches.length ? (
        <p>
          {today.matches.length} von {today.total} Spielen; wähle einen Bezirk oder Kreis für alle.
        </p>
      ) : null}
      <h3>Aktueller Spieltag der Herren-Ligen</h3>
      {matchday.competitions.length === 0 ? <p>Keine Ligen in dieser Region.</p> : null}
      {matchday.competitions.map((league) => (
        <section key={league.compoundId} className="finder__area" aria-labelledby={`liga-${league.compoundId}`}>
          <h4 id={`liga-${league.compoundId}`}>
            <AppLink
              href={competitionLink({ id: league.compoundId, name: league.name, isTopLeague: league.isTopLeague })}
            >
              {league.name}
            </AppLink>
            , {league.matchday}. Spieltag
          </h4>
          <MatchList matches={league.matches} label={`${league.name}: ${league.matchday}. Spieltag`} headingLevel={5} />
        </section>
      ))}
      {matchday.total > matchday.competitions.length ? (
        <p>
          Die {matchday.competitions.length} höchsten von {matchday.total} Ligen; wähle einen Kreis für seine Ligen.
        </p>
      ) : null}
    </section>
  );
}
