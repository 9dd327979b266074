import type { Metadata } from "next";
import { cookies } from "next/headers";
import { Suspense } from "react";
import { TopLeagueList } from "@/components/competitions/top-league-list";
import { Alert } from "@/components/ui/alert";
import { AppLink } from "@/components/ui/app-link";
import { getCurrentTopLeagues } from "@/lib/api/selection";
import { finderHref, parseFinderSelection } from "@/lib/finder";
import { logSecondaryFailure } from "@/lib/log";
import { pageMetadata } from "@/lib/metadata";
import { parseRegion, REGION_COOKIE } from "@/lib/region";
import { LevelAndCompetitionSteps, TeamTypeStep, TypeAndSeasonSteps } from "./_components/finder-steps";
import { describeChoice, type Finder, loadFinder } from "./_components/load-finder";
import { RegionMatches } from "./_components/region-matches";

interface ResultsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const TITLE = "Ergebnisse & Wettbewerbe";

export async function generateMetadata({ searchParams }: ResultsPageProps): Promise<Metadata> {
  const selection = parseFinderSelection(await searchParams);
  const finder = await loadFinder(selection).catch(logSecondaryFailure("finder metadata"));
  const path = finder ? finderHref(finder.chosen, finder.defaults) : finderHref(selection);
  // The start view (default type, current season) keeps the plain title; every other view names its choice.
  const chosen = finder && path !== "/ergebnisse" ? describeChoice(finder) : [];
  return pageMetadata({
    titleParts: [...chosen, TITLE],
    description: chosen.length
      ? `${chosen.join(", ")}: alle Wettbewerbe mit Spielplänen, Ergebnissen und Tabellen, geordnet nach Bezirk und Kreis.`
      : "Finde jede Liga, jeden Pokal und jedes Turnier: nach Wettbewerbsart, Saison, Mannschaftsart und Spielklasse, geordnet nach Bezirk und Kreis.",
    path,
    // The finder's states lead to the competition pages, which are what search engines should list.
    allowRobotsIndex: path === "/ergebnisse",
  });
}

function isUnknownChoice(finder: Finder): boolean {
  return finder.teamTypes === "unknown" || finder.competitions === "unknown";
}

async function TopLeagues() {
  const topLeagues = await getCurrentTopLeagues().catch(logSecondaryFailure("top leagues"));
  if (!topLeagues) return null;
  return (
    <section className="finder__step" aria-labelledby="top-ligen">
      <h2 id="top-ligen">Top-Ligen {topLeagues.season.label}</h2>
      <TopLeagueList competitions={topLeagues.competitions} />
    </section>
  );
}

export default async function ResultsPage({ searchParams }: ResultsPageProps) {
  const [finder, requestCookies] = await Promise.all([loadFinder(parseFinderSelection(await searchParams)), cookies()]);
  const region = parseRegion(requestCookies.get(REGION_COOKIE)?.value);
  return (
    <div className="page finder">
      <h1>{TITLE}</h1>
      <p className="finder__intro">
        Wähle Wettbewerbsart, Saison, Mannschaftsart und Spielklasse – die Wettbewerbe erscheinen nach Bezirk und Kreis
        geordnet. <AppLink href="/statistik">Statistik: Torjäger, Mannschaften und Spiele des Verbands</AppLink>
      </p>
      {isUnknownChoice(finder) ? (
        <Alert type="attention" title="Diese Auswahl gibt es nicht">
          Mindestens eine der gewählten Angaben ist unbekannt.{" "}
          <AppLink href="/ergebnisse">Auswahl neu beginnen</AppLink>
        </Alert>
      ) : null}
      <TypeAndSeasonSteps finder={finder} />
      <TeamTypeStep finder={finder} />
      <LevelAndCompetitionSteps finder={finder} />
      <Suspense fallback={null}>
        <TopLeagues />
      </Suspense>
      <Suspense fallback={<p role="status">Spiele deiner Region werden geladen …</p>}>
        <RegionMatches region={region} />
      </Suspense>
    </div>
  );
}
