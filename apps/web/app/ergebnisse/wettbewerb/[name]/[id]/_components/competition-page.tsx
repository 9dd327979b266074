import type { Metadata } from "next";
import { Suspense } from "react";
import { competitionHref } from "../../../../../../components/matches/match-links";
import { pageMetadata } from "../../../../../../lib/metadata";
import { siteUrl } from "../../../../../../lib/site";
import { DivisionManager } from "./division-manager";
import { FairPlaySection, ScorersSection } from "./lists-sections";
import { type CompetitionView, loadCompetitionInfo } from "./load-competition";
import { MatchdaySection } from "./matchday-section";
import { TableSection } from "./table-section";
import "./competition.css";

/** The page itself (current matchday, overall table); its views are served by the `ansicht` route. */
export const DEFAULT_VIEW: CompetitionView = { matchday: undefined, variant: "gesamt" };

export async function competitionMetadata(id: string, view: CompetitionView): Promise<Metadata> {
  const info = await loadCompetitionInfo(decodeURIComponent(id));
  const path = competitionHref({ id: info.compoundId, name: info.name, isTopLeague: info.isTopLeague });
  return pageMetadata({
    titleParts: [info.name, view.matchday ? `${view.matchday}. Spieltag` : "", info.season.label, "Ergebnisse"],
    description: `${info.name} (${info.breadcrumb.join(", ")}), Saison ${info.season.label}: Spieltage, Ergebnisse, Tabelle, Torjäger und Fair-Play-Tabelle.`,
    path,
    // Matchday and table views are states of one page; only the page itself is listed.
    allowRobotsIndex: view.matchday === undefined && view.variant === "gesamt",
  });
}

export async function CompetitionPage({ id, view }: { id: string; view: CompetitionView }) {
  const info = await loadCompetitionInfo(decodeURIComponent(id));
  const path = competitionHref({ id: info.compoundId, name: info.name, isTopLeague: info.isTopLeague });
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "SportsOrganization",
    name: info.name,
    sport: "Fußball",
    url: `${siteUrl()}${path}`,
    parentOrganization: { "@type": "SportsOrganization", name: info.associationName },
  };
  return (
    <div className="page competition">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be a raw script body; the data is escaped.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
      />
      <p className="competition__breadcrumb">{info.breadcrumb.join(" | ")}</p>
      <h1>{info.name}</h1>
      <p className="competition__meta">
        Saison {info.season.label}
        {info.comment ? ` · ${info.comment}` : ""}
      </p>
      <div className="competition__grid">
        <Suspense fallback={<p role="status">Spieltag wird geladen …</p>}>
          <MatchdaySection competitionId={info.compoundId} path={path} view={view} />
        </Suspense>
        {info.tieBreakRule ? (
          <Suspense fallback={<p role="status">Tabelle wird geladen …</p>}>
            <TableSection competitionId={info.compoundId} path={path} view={view} />
          </Suspense>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <ScorersSection competitionId={info.compoundId} />
      </Suspense>
      {info.fairPlayScheme ? (
        <Suspense fallback={null}>
          <FairPlaySection competitionId={info.compoundId} />
        </Suspense>
      ) : null}
      {info.divisionManager ? <DivisionManager manager={info.divisionManager} /> : null}
    </div>
  );
}
