import type { Metadata } from "next";
import { type ReactNode, Suspense } from "react";
import { CalendarLinks } from "@/components/calendar/calendar-links";
import { ClubContact, ClubFacts, ClubVenues } from "@/components/clubs/club-profile";
import { ClubTeams } from "@/components/clubs/club-teams";
import { followedMatchIds } from "@/components/live/live-scopes";
import { LiveUpdates } from "@/components/live/live-updates";
import { MatchList } from "@/components/matches/match-list";
import { FavoriteButton } from "@/components/session/favorite-button";
import { AppLink } from "@/components/ui/app-link";
import { Crest } from "@/components/ui/crest";
import { SectionNav } from "@/components/ui/section-nav";
import { StructuredData } from "@/components/ui/structured-data";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";
import { ClubSuccess, ClubSuccessOfClub } from "./club-success";
import {
  type ClubInfo,
  clubPath,
  type FixturesPage,
  fixturesPageHref,
  loadClub,
  loadClubPage,
  loadFixtures,
  redirectUnlessCanonical,
  todaysFixtures,
} from "./load-club";
import { clubStructuredData } from "./structured-data";
import "@/components/clubs/clubs.css";

/** The club page's metadata, or with a page number that page of the fixtures' (a 404 beyond the last). */
export async function clubMetadata(idSegment: string, page?: number): Promise<Metadata> {
  const info = page === undefined ? (await loadClubPage(idSegment)).info : await loadClub(idSegment);
  if (page !== undefined) await loadFixtures(info.id, page);
  const place = [info.kreis, info.association.shortName].filter(Boolean).join(", ");
  const path = clubPath(info);
  return pageMetadata({
    titleParts: [info.name, page === undefined ? "" : `Spiele, Seite ${page}`, "Vereine"],
    description:
      page === undefined
        ? `${info.name}${place ? ` (${place})` : ""}: Mannschaften, Spielplan und Ergebnisse, Spielstätten, Kontakt und Erfolge des Vereins.`
        : `${info.name}: Spiele und Ergebnisse aller Mannschaften in der Saison ${info.season.label}, Seite ${page}.`,
    path: page === undefined ? path : fixturesPageHref(path, page),
    // The pages of the fixtures are states of the club page; only the page itself is listed.
    allowRobotsIndex: page === undefined,
  });
}

/**
 * The club page; with a page number it shows that page of the fixtures instead of today's. The club page itself
 * reads everything in one call and shows it at once; a page of the fixtures reads the club, that page and (streamed)
 * the success history on its own.
 */
export async function ClubPage({
  nameSegment,
  idSegment,
  page,
}: {
  nameSegment: string;
  idSegment: string;
  page?: number;
}) {
  if (page === undefined) {
    const { info, fixtures, success } = await loadClubPage(idSegment);
    redirectUnlessCanonical(info, nameSegment, clubPath(info));
    return <ClubView info={info} fixtures={todaysFixtures(fixtures)} success={<ClubSuccess success={success} />} />;
  }
  const info = await loadClub(idSegment);
  redirectUnlessCanonical(info, nameSegment, fixturesPageHref(clubPath(info), page));
  const fixtures = await loadFixtures(info.id, page);
  return (
    <ClubView
      info={info}
      fixtures={fixtures}
      success={
        // Secondary and the longest part of the page: streamed, so the club's own data is not kept waiting.
        <Suspense fallback={<p role="status">Erfolge werden geladen …</p>}>
          <ClubSuccessOfClub clubId={info.id} />
        </Suspense>
      }
    />
  );
}

/** The club's sections in the order a visitor looks for them; the success history as the address reads it. */
function ClubView({ info, fixtures, success }: { info: ClubInfo; fixtures: FixturesPage; success: ReactNode }) {
  const path = clubPath(info);
  return (
    <div className="page club">
      <StructuredData data={clubStructuredData(info, `${env().siteUrl}${path}`)} />
      <header className="club__header">
        <Crest logoId={info.logoId} clubName={info.name} size="large" isPriority />
        <div>
          <h1 className="club__name">{info.name}</h1>
          <FavoriteButton kind="club" id={info.id} name={info.name} />
          <p className="club__meta">
            {[info.kreis ? `Kreis ${info.kreis}` : null, info.association.name].filter(Boolean).join(" · ")}
          </p>
        </div>
      </header>
      {/* The fixtures of every team and the success history make a long page: each section one tap away. */}
      <SectionNav
        label="Abschnitte der Vereinsseite"
        sections={[
          { id: "mannschaften", label: "Mannschaften" },
          { id: "spiele", label: "Spiele" },
          { id: "erfolge", label: "Erfolge" },
          ...(info.venues.length > 0 ? [{ id: "spielstaetten", label: "Spielstätten" }] : []),
          { id: "kontakt", label: "Kontakt" },
        ]}
      />
      <div className="club__grid">
        <ClubFacts info={info} />
        <ClubContact info={info} />
      </div>
      <ClubVenues info={info} />
      <ClubTeams info={info} />
      <ClubFixtures info={info} path={path} fixtures={fixtures} />
      {success}
    </div>
  );
}

function ClubFixtures({ info, path, fixtures }: { info: ClubInfo; path: string; fixtures: FixturesPage }) {
  const { index, todayIndex, count } = fixtures;
  const pageHref = (target: number) => (target === todayIndex ? `${path}#spiele` : fixturesPageHref(path, target + 1));
  return (
    <section id="spiele" data-section-target className="club__section" aria-labelledby="club-fixtures-title">
      <h2 id="club-fixtures-title">Spiele und Ergebnisse</h2>
      <p className="club__meta">
        Alle Mannschaften, Saison {info.season.label}
        {count > 1 ? ` · Seite ${index + 1} von ${count}` : ""}
      </p>
      <CalendarLinks
        feed={{ operation: "getClubCalendar", parameters: { "club-id": info.id } }}
        label={`Spiele aller Mannschaften von ${info.name}`}
        fileName={`spielplan-verein-${info.id}`}
      />
      <p className="club__meta">
        <AppLink href={`/widget?verein=${encodeURIComponent(info.id)}`}>Widget für die eigene Website</AppLink>: die
        Spiele, Mannschaften und Tabellen des Vereins auf eurer Vereinsseite.
      </p>
      {count > 1 ? (
        <nav className="club__paging" aria-label="Seiten der Spiele">
          {index > 0 ? (
            <AppLink className="club__paging-step" href={pageHref(index - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Frühere Spiele
            </AppLink>
          ) : (
            <span />
          )}
          {index !== todayIndex ? (
            <AppLink className="club__paging-step" href={`${path}#spiele`}>
              Aktuelle Spiele
            </AppLink>
          ) : (
            <span />
          )}
          {index < count - 1 ? (
            <AppLink className="club__paging-step club__paging-step--next" href={pageHref(index + 1)} rel="next">
              Spätere Spiele <span aria-hidden="true">›</span>
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <LiveUpdates scopes={{ matches: followedMatchIds(fixtures.matches) }} />
      <MatchList
        matches={fixtures.matches}
        showCompetition
        label={`Spiele aller Mannschaften${count > 1 ? `, Seite ${index + 1} von ${count}` : ""}`}
      />
    </section>
  );
}
