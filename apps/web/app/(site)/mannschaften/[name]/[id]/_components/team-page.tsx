import type { Metadata } from "next";
import { CalendarLinks } from "@/components/calendar/calendar-links";
import { followedMatchIds } from "@/components/live/live-scopes";
import { LiveUpdates } from "@/components/live/live-updates";
import { MatchList } from "@/components/matches/match-list";
import { NewsTeaserList } from "@/components/news/news-teaser-list";
import { TableExcerpt } from "@/components/teams/table-excerpt";
import { TeamFairPlay, TeamOfficials, TeamScorers, TeamSuccess, TeamVenue } from "@/components/teams/team-facts";
import { TeamHeader } from "@/components/teams/team-header";
import { TeamPhoto } from "@/components/teams/team-photo";
import { currentCompetition } from "@/components/teams/team-types";
import { AppLink } from "@/components/ui/app-link";
import { SectionNav } from "@/components/ui/section-nav";
import { StructuredData } from "@/components/ui/structured-data";
import { env } from "@/lib/env";
import { clubLink, competitionLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { loadTeam, redirectUnlessCanonical, teamPath } from "./load-team";
import { teamStructuredData } from "./structured-data";
import { NextMatchComparison } from "./team-comparison";
import { FeverCurveSection, SquadSection, StatisticsSection } from "./team-sections";
import "@/components/teams/teams.css";

export async function teamMetadata(idSegment: string): Promise<Metadata> {
  const { profile, seasonLabel, canonicalId } = await loadTeam(idSegment);
  const competition = currentCompetition(profile);
  return pageMetadata({
    titleParts: [profile.teamName, profile.teamType, "Mannschaften"],
    description: `${profile.teamName} (${profile.teamType}, ${profile.clubName})${competition ? ` in der ${competition.name}` : ""}: Spielplan, Ergebnisse, Tabelle, Kader und Statistik der Saison ${seasonLabel}.`,
    path: teamPath(profile, canonicalId),
  });
}

/** The team page: every section the team's profile configuration allows, in the order a visitor looks for them. */
export async function TeamPage({ nameSegment, idSegment }: { nameSegment: string; idSegment: string }) {
  const team = await loadTeam(idSegment);
  redirectUnlessCanonical(team, nameSegment);
  const { page, profile, seasonLabel, canonicalId } = team;
  const { table, around, fixtures } = page;
  const { config } = profile;
  const competition = currentCompetition(profile);
  const tableCompetition = profile.competitions.find((entry) => entry.compoundId === profile.tableEntry?.compoundId);
  const nextMatch = around.nextMatches.find((match) => match.homeTeam && match.guestTeam);
  const clubHref = clubLink({ id: profile.clubId, name: profile.clubName });
  return (
    <div className="page team">
      <StructuredData
        data={teamStructuredData(profile, {
          page: `${env().siteUrl}${teamPath(profile, canonicalId)}`,
          club: clubHref ? `${env().siteUrl}${clubHref}` : null,
        })}
      />
      <TeamHeader profile={profile} seasonLabel={seasonLabel} />
      <TeamPhoto url={profile.imageUrl} teamName={profile.teamName} />
      {followedMatchIds(around.nextMatches, around.previousMatches).length > 0 ? (
        <LiveUpdates scopes={{ teams: [profile.teamPermanentId] }} />
      ) : null}

      <SectionNav
        label="Abschnitte der Mannschaftsseite"
        sections={[
          { id: "tabelle", label: "Tabelle" },
          { id: "letzte-und-naechste", label: "Letzte und nächste Spiele" },
          ...(nextMatch ? [{ id: "vor-dem-spiel", label: "Vor dem Spiel" }] : []),
          { id: "spiele", label: "Spielplan" },
          { id: "kader", label: "Kader" },
          ...(profile.scorerTableEntries || profile.fairplayTableEntry
            ? [{ id: "torschuetzen", label: profile.scorerTableEntries ? "Torschützen" : "Fair-Play" }]
            : []),
          ...(config.trend ? [{ id: "statistik", label: "Statistik" }] : []),
          ...(profile.articles ? [{ id: "neuigkeiten", label: "Neuigkeiten" }] : []),
        ]}
      />

      <section id="tabelle" data-section-target className="team__section" aria-labelledby="team-competition-title">
        <h2 id="team-competition-title">Aktueller Wettbewerb</h2>
        {table && tableCompetition ? (
          <TableExcerpt table={table} competition={tableCompetition} teamId={profile.teamSeasonId} />
        ) : (
          <p className="team__note">
            {competition
              ? `${competition.name} hat keine Tabelle.`
              : "In dieser Saison ist die Mannschaft in keinem Wettbewerb gemeldet."}
          </p>
        )}
        {profile.competitions.length > 1 ? (
          <>
            <h3>Alle Wettbewerbe der Saison</h3>
            <ul className="team__competitions">
              {profile.competitions.map((entry) => (
                <li key={entry.compoundId}>
                  <AppLink
                    href={competitionLink({ id: entry.compoundId, name: entry.name, isTopLeague: entry.isTopLeague })}
                  >
                    {entry.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section
        id="letzte-und-naechste"
        data-section-target
        className="team__section"
        aria-labelledby="team-around-title"
      >
        <h2 id="team-around-title">Letzte und nächste Spiele</h2>
        {/* Plain blocks: each list is a region named for itself already (one landmark a name, axe landmark-unique). */}
        <div className="team__grid">
          <div>
            <h3 id="team-last-title">Letzte Spiele</h3>
            <MatchList
              matches={[...around.previousMatches].reverse()}
              showCompetition
              label="Letzte Spiele"
              headingLevel={4}
            />
          </div>
          <div>
            <h3 id="team-next-title">Nächste Spiele</h3>
            <MatchList matches={around.nextMatches} showCompetition label="Nächste Spiele" headingLevel={4} />
          </div>
        </div>
      </section>

      {nextMatch ? (
        <section
          id="vor-dem-spiel"
          data-section-target
          className="team__section"
          aria-labelledby="team-comparison-title"
        >
          <h2 id="team-comparison-title">Vor dem nächsten Spiel</h2>
          <NextMatchComparison match={nextMatch} comparison={page.comparison} />
        </section>
      ) : null}

      <section id="spiele" data-section-target className="team__section" aria-labelledby="team-fixtures-title">
        <h2 id="team-fixtures-title">Alle Spiele der Saison</h2>
        <p className="team__meta">Saison {seasonLabel}, alle Wettbewerbe</p>
        <CalendarLinks
          feed={{ operation: "getTeamCalendar", parameters: { "team-id": canonicalId } }}
          label={`Spiele von ${profile.teamName}`}
          fileName={`spielplan-${canonicalId}`}
        />
        <p className="team__meta">
          <AppLink href={`/widget?mannschaft=${encodeURIComponent(canonicalId)}`}>
            Widget für die eigene Website
          </AppLink>
          : Spiele, Ergebnisse, Tabelle, Kader, Torschützen und Liveticker der Mannschaft auf eurer Vereinsseite.
        </p>
        <MatchList matches={fixtures.matches} showCompetition label={`Alle Spiele der Saison ${seasonLabel}`} />
      </section>

      <section id="kader" data-section-target className="team__section" aria-labelledby="team-squad-title">
        <h2 id="team-squad-title">Kader</h2>
        <SquadSection page={page} />
      </section>

      {profile.scorerTableEntries || profile.fairplayTableEntry ? (
        <div id="torschuetzen" data-section-target className="team__grid">
          {profile.scorerTableEntries ? (
            <section className="team__section" aria-labelledby="team-scorers-title">
              <h2 id="team-scorers-title">Torschützen</h2>
              <TeamScorers scorers={profile.scorerTableEntries} />
            </section>
          ) : null}
          {profile.fairplayTableEntry ? (
            <section className="team__section" aria-labelledby="team-fairplay-title">
              <h2 id="team-fairplay-title">Fair-Play</h2>
              <TeamFairPlay fairPlay={profile.fairplayTableEntry} />
            </section>
          ) : null}
        </div>
      ) : null}

      {config.trend ? (
        <>
          <section id="statistik" data-section-target className="team__section" aria-labelledby="team-statistics-title">
            <h2 id="team-statistics-title">Statistik</h2>
            <StatisticsSection
              profile={profile}
              competition={tableCompetition ?? competition}
              answer={page.statistics}
            />
          </section>
          <section className="team__section" aria-labelledby="team-fever-title">
            <h2 id="team-fever-title">Fieberkurve</h2>
            <FeverCurveSection profile={profile} fever={page.feverCurve} />
          </section>
        </>
      ) : null}

      <div className="team__grid">
        {profile.venue ? (
          <section className="team__section" aria-labelledby="team-venue-title">
            <h2 id="team-venue-title">Spielstätte</h2>
            <TeamVenue venue={profile.venue} />
          </section>
        ) : null}
        {profile.teamPositions.length > 0 ? (
          <section className="team__section" aria-labelledby="team-officials-title">
            <h2 id="team-officials-title">Trainer und Betreuer</h2>
            <TeamOfficials officials={profile.teamPositions} />
          </section>
        ) : null}
      </div>

      {profile.teamSuccess ? (
        <section className="team__section" aria-labelledby="team-success-title">
          <h2 id="team-success-title">Erfolge und Platzierungen</h2>
          <TeamSuccess success={profile.teamSuccess} />
        </section>
      ) : null}

      {profile.articles ? (
        <section id="neuigkeiten" data-section-target className="team__section" aria-labelledby="team-news-title">
          <h2 id="team-news-title">Neuigkeiten</h2>
          {profile.articles.length === 0 ? (
            <p className="team__note">Noch keine Neuigkeiten zu dieser Mannschaft.</p>
          ) : (
            <NewsTeaserList items={profile.articles} />
          )}
        </section>
      ) : null}
    </div>
  );
}
