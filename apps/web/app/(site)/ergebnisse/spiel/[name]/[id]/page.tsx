import type { Metadata } from "next";
import { LiveUpdates } from "@/components/live/live-updates";
import { resultForTitle } from "@/components/matches/match-status";
import { NewsTeaserList } from "@/components/news/news-teaser-list";
import { PushButton } from "@/components/push/push-button";
import { StandingsTable } from "@/components/tables/standings-table";
import { AppLink } from "@/components/ui/app-link";
import { StructuredData } from "@/components/ui/structured-data";
import { formatKickoff } from "@/lib/dates";
import { env } from "@/lib/env";
import { matchLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { loadMatch } from "./_components/load-match";
import { MatchEvents } from "./_components/match-events";
import { ComparisonSection, TickerSection } from "./_components/match-extras";
import { MatchHeader } from "./_components/match-header";
import { MatchLineups, MatchOfficials } from "./_components/match-lineups";
import { matchStructuredData } from "./_components/structured-data";
import "./_components/match.css";

interface MatchPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept for half a minute; a recorded result revalidates it by tag at once. */
export const revalidate = 30;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: MatchPageProps): Promise<Metadata> {
  const { id } = await params;
  const { match } = (await loadMatch(id)).details;
  const teams = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
  return pageMetadata({
    titleParts: [teams, resultForTitle(match) ?? "", match.competitionName, "Ergebnisse"],
    description: `${teams} (${match.competitionName}), ${formatKickoff(match.kickoff, match.kickoffTimeKnown)}: Ergebnis, Spielverlauf, Aufstellungen, Tabelle und direkter Vergleich.`,
    path: matchLink(match) ?? `/ergebnisse/spiel/-/${encodeURIComponent(match.id)}`,
    allowRobotsIndex: true,
  });
}

export default async function MatchPage({ params }: MatchPageProps) {
  const { id } = await params;
  const { details: bundle, ticker, comparison } = await loadMatch(id);
  const { match, report } = bundle;
  const homeName = match.homeTeam?.name ?? "Heim";
  const guestName = match.guestTeam?.name ?? "Gast";
  const table = bundle.tables[0];
  const highlighted = [match.homeTeam?.teamId, match.guestTeam?.teamId].filter((teamId) => teamId !== undefined);
  // A match still to be played or running follows its reporters live; a decided one is done.
  const followsLive = match.live || match.matchStatus === "scheduled" || match.prePublished;
  return (
    <div className="page match-page">
      <StructuredData data={matchStructuredData(match, env().siteUrl)} />
      {followsLive ? <LiveUpdates scopes={{ matches: [match.id], competitions: [match.compoundId] }} announce /> : null}
      <MatchHeader match={match} />
      {followsLive ? <PushButton objectRef={match.id} referenceType="match" label="diesem Spiel" /> : null}
      <div className="match-page__grid">
        <div>
          <MatchEvents report={report} homeName={homeName} guestName={guestName} />
          <MatchLineups report={report} homeName={homeName} guestName={guestName} />
          <MatchOfficials report={report} match={match} />
          <TickerSection matchId={match.id} ticker={ticker} />
        </div>
        <div>
          {match.homeTeam && match.guestTeam ? <ComparisonSection comparison={comparison} /> : null}
          {table ? (
            <section className="match-section" aria-labelledby="match-table-title">
              <h2 id="match-table-title">{table.live ? "Live-Tabelle" : "Tabelle"}</h2>
              <StandingsTable
                table={table}
                caption={`${table.live ? "Live-Tabelle" : "Tabelle"} ${match.competitionName}`}
                highlightTeamIds={highlighted}
                showTrend
                liveCompetitionId={followsLive ? match.compoundId : undefined}
              />
            </section>
          ) : null}
        </div>
      </div>
      {bundle.articles.length > 0 ? (
        <section className="match-section" aria-labelledby="match-news-title">
          <h2 id="match-news-title">Berichte zum Spiel</h2>
          <NewsTeaserList items={bundle.articles} />
        </section>
      ) : null}
      <nav className="match-page__neighbours" aria-label="Weitere Spiele des Wettbewerbs">
        {bundle.previousMatchId ? (
          <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(bundle.previousMatchId)}`} rel="prev">
            ← Vorheriges Spiel
          </AppLink>
        ) : null}
        {bundle.nextMatchId ? (
          <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(bundle.nextMatchId)}`} rel="next">
            Nächstes Spiel →
          </AppLink>
        ) : null}
      </nav>
      <p className="match-section__note">
        <AppLink href={`/widget?spiel=${encodeURIComponent(match.id)}`}>Widget für die eigene Website</AppLink>:
        Spielbericht und Liveticker dieses Spiels auf eurer Vereinsseite.
      </p>
    </div>
  );
}
