import type { Metadata } from "next";
import { RefereeCareer, RefereeCompetitions, RefereeSpecialMatches } from "@/components/referees/referee-career";
import { RefereeHeader } from "@/components/referees/referee-header";
import { RefereeMatches } from "@/components/referees/referee-matches";
import { RefereeStatistics } from "@/components/referees/referee-statistics";
import { refereeName } from "@/components/referees/referee-types";
import { StructuredData } from "@/components/ui/structured-data";
import { env } from "@/lib/env";
import { clubLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { loadReferee, loadSeasonMatches, matchesPageHref, redirectUnlessCanonical, refereePath } from "./load-referee";
import { SeasonPager } from "./season-pager";
import { refereeStructuredData } from "./structured-data";
import "@/components/referees/referees.css";

export interface MatchesView {
  season: string;
  page: number;
}

export async function refereeMetadata(idSegment: string, view?: MatchesView): Promise<Metadata> {
  const referee = await loadReferee(idSegment);
  const name = refereeName(referee);
  const matches = view ? await loadSeasonMatches(referee, view.season, view.page) : null;
  const path = refereePath(referee);
  const club = referee.club ? `, ${referee.club.name}` : "";
  return pageMetadata({
    titleParts: [
      name,
      matches ? `Spiele ${matches.season.seasonLabel}, Seite ${matches.number}` : "",
      "Schiedsrichter",
    ],
    description: matches
      ? `${name}: geleitete Spiele der Saison ${matches.season.seasonLabel}, Seite ${matches.number} von ${matches.count}.`
      : `${name}, Schiedsrichter (${referee.profile.level}${club}): Statistik pro Saison, Spiele, Laufbahn und Wettbewerbe.`,
    path: view ? matchesPageHref(path, view.season, view.page) : path,
    // The pages of the matches are states of the referee page; only the page itself is listed.
    allowRobotsIndex: view === undefined,
  });
}

/** The referee page; with a season and page number it shows that page of the matches instead of the latest. */
export async function RefereePage({
  nameSegment,
  idSegment,
  view,
}: {
  nameSegment: string;
  idSegment: string;
  view?: MatchesView;
}) {
  const referee = await loadReferee(idSegment);
  const path = refereePath(referee);
  redirectUnlessCanonical(referee, nameSegment, view ? matchesPageHref(path, view.season, view.page) : path);
  const matches = await loadSeasonMatches(referee, view?.season, view?.page);
  const site = env().siteUrl;
  const clubHref = referee.club ? clubLink({ id: referee.club.id, name: referee.club.name }) : null;
  return (
    <div className="page referee">
      <StructuredData
        data={refereeStructuredData(referee, {
          page: `${site}${path}`,
          club: clubHref ? `${site}${clubHref}` : null,
        })}
      />
      <RefereeHeader referee={referee} />

      <section className="referee__section" aria-labelledby="referee-statistics-title">
        <h2 id="referee-statistics-title">Statistik</h2>
        <RefereeStatistics statistics={referee.statistics} />
      </section>

      <section id="spiele" className="referee__section" aria-labelledby="referee-matches-title">
        <h2 id="referee-matches-title">Spiele</h2>
        {matches ? (
          <>
            <p className="referee__meta">
              Saison {matches.season.seasonLabel}, {matches.page.total}{" "}
              {matches.page.total === 1 ? "Einsatz" : "Einsätze"}
              {matches.count > 1 ? `, Seite ${matches.number} von ${matches.count}` : ""}
            </p>
            <RefereeMatches page={matches.page} seasonLabel={matches.season.seasonLabel} />
            <SeasonPager
              path={path}
              seasons={referee.performanceSeasons}
              current={{ season: matches.season.season, page: matches.number }}
              count={matches.count}
              latestSeason={referee.performanceSeasons[0]?.season}
            />
          </>
        ) : (
          <p className="referee__note">Der Schiedsrichter hat seine Spiele nicht veröffentlicht.</p>
        )}
      </section>

      <div className="referee__grid">
        <section className="referee__section" aria-labelledby="referee-competitions-title">
          <h2 id="referee-competitions-title">Wettbewerbe der Saison</h2>
          <RefereeCompetitions competitions={referee.competitions} />
        </section>
        <section className="referee__section" aria-labelledby="referee-special-title">
          <h2 id="referee-special-title">Besondere Spiele</h2>
          <RefereeSpecialMatches matches={referee.specialMatches} />
        </section>
      </div>

      {referee.career ? (
        <section className="referee__section" aria-labelledby="referee-career-title">
          <h2 id="referee-career-title">Laufbahn</h2>
          <RefereeCareer career={referee.career} />
        </section>
      ) : null}
    </div>
  );
}
