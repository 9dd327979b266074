import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { StructuredData } from "@/components/ui/structured-data";
import { DEFAULT_VIEW } from "@/lib/competition-views";
import { env } from "@/lib/env";
import { competitionLink } from "@/lib/links";
import { pageMetadata } from "@/lib/metadata";
import { decodeSegment } from "@/lib/route-params";
import { DivisionManager } from "./division-manager";
import {
  type CompetitionInfo,
  type CompetitionView,
  loadCompetitionInfo,
  requireView,
  viewHref,
} from "./load-competition";
import { MatchdaySection } from "./matchday-section";
import { TableSection } from "./table-section";
import "@/components/competitions/competitions.css";
import { PushButton } from "@/components/push/push-button";
import { FavoriteButton } from "@/components/session/favorite-button";
import "./competition.css";

export { DEFAULT_VIEW } from "@/lib/competition-views";

/** The competition's pages: matchday and table (with their views), cross and form table, top scorers, fair play. */
const SECTIONS = [
  { key: "spieltag", label: "Spieltag & Tabelle", path: "", title: "Ergebnisse" },
  { key: "kreuztabelle", label: "Kreuztabelle", path: "/kreuztabelle", title: "Kreuztabelle" },
  { key: "formtabelle", label: "Formtabelle", path: "/formtabelle", title: "Formtabelle" },
  { key: "torjaeger", label: "Torjäger", path: "/torjaeger", title: "Torjäger" },
  { key: "fairplay", label: "Fair-Play", path: "/fairplay", title: "Fair-Play-Tabelle" },
] as const;

export type CompetitionSection = (typeof SECTIONS)[number]["key"];

/** The first tab names the table only where the competition has one. */
function sectionLabel(info: CompetitionInfo, section: (typeof SECTIONS)[number]): string {
  return section.key === "spieltag" && !info.tableAvailable ? "Spieltage" : section.label;
}

/** What the competition's widgets show, as German lists it: "Spieltag, Tabelle und Torjäger". */
function widgetContents(info: CompetitionInfo): string {
  const parts = [
    "Spieltag",
    ...(info.tableAvailable ? ["Tabelle"] : []),
    ...(info.topScorersListAvailable ? ["Torjäger"] : []),
  ];
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} und ${parts.at(-1)}`;
}

function isAvailable(info: CompetitionInfo, section: CompetitionSection): boolean {
  if (section === "torjaeger") return info.topScorersListAvailable;
  if (section === "fairplay") return info.fairnessTablePublic;
  if (section === "kreuztabelle" || section === "formtabelle") return info.tableAvailable;
  return true;
}

function sectionOf(key: CompetitionSection) {
  return SECTIONS.find((section) => section.key === key)!;
}

export async function competitionMetadata(
  idSegment: string,
  section: CompetitionSection,
  view: CompetitionView = DEFAULT_VIEW,
): Promise<Metadata> {
  const info = await loadCompetitionInfo(idSegment);
  // A view that names no page is a 404 before anything of it, its title included, is written.
  await requireView(info, view);
  const { title, path } = sectionOf(section);
  const isPage = view.matchday === undefined && view.variant === "gesamt";
  const description =
    section === "spieltag"
      ? `${info.name} (${info.breadcrumb.join(", ")}), Saison ${info.season.label}: Spieltage, Ergebnisse und Tabelle.`
      : `${title} der ${info.name} (${info.breadcrumb.join(", ")}), Saison ${info.season.label}.`;
  return pageMetadata({
    titleParts: [
      section === "spieltag" ? info.name : `${title} ${info.name}`,
      view.matchday ? `${view.matchday}. Spieltag` : "",
      info.season.label,
      "Ergebnisse",
    ],
    description,
    path: `${competitionPath(info)}${path}`,
    // Matchday and table views are states of one page; only the page itself is listed.
    allowRobotsIndex: isPage,
  });
}

export function competitionPath(info: CompetitionInfo): string {
  return competitionLink({ id: info.compoundId, name: info.name, isTopLeague: info.isTopLeague });
}

/** The address of a competition page as it names the competition (its slug or `-`); any other name moves there. */
function redirectUnlessCanonical(info: CompetitionInfo, nameSegment: string, canonical: string) {
  const expected = competitionPath(info).split("/")[3];
  if (decodeSegment(nameSegment) !== decodeSegment(expected ?? "-")) permanentRedirect(canonical);
}

/** Header, section tabs and structured data around one of the competition's pages. */
async function CompetitionFrame({
  info,
  section,
  children,
}: {
  info: CompetitionInfo;
  section: CompetitionSection;
  children: ReactNode;
}) {
  const path = competitionPath(info);
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "SportsOrganization",
    name: info.name,
    sport: "Fußball",
    url: `${env().siteUrl}${path}`,
    parentOrganization: { "@type": "SportsOrganization", name: info.associationName },
  };
  return (
    <div className="page competition">
      <StructuredData data={structuredData} />
      <p className="competition__breadcrumb">{info.breadcrumb.join(" | ")}</p>
      <h1>{info.name}</h1>
      <FavoriteButton kind="competition" id={info.compoundId} name={info.name} />
      <PushButton objectRef={info.compoundId} referenceType="competition" label="diesem Wettbewerb" />
      <p className="competition__meta">
        Saison {info.season.label}
        {info.comment ? ` · ${info.comment}` : ""}
      </p>
      <nav className="competition__sections" aria-label="Bereiche des Wettbewerbs">
        <ul className="tabs">
          {SECTIONS.filter((entry) => isAvailable(info, entry.key)).map((entry) => (
            <li key={entry.key}>
              <AppLink
                className="tabs__link"
                href={`${path}${entry.path}`}
                aria-current={entry.key === section ? "page" : undefined}
              >
                {sectionLabel(info, entry)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** Matchday and table: the competition page and its views. */
export async function CompetitionPage({
  nameSegment,
  idSegment,
  view,
}: {
  nameSegment: string;
  idSegment: string;
  view: CompetitionView;
}) {
  const info = await loadCompetitionInfo(idSegment);
  await requireView(info, view);
  const path = competitionPath(info);
  redirectUnlessCanonical(info, nameSegment, viewHref(path, view));
  return (
    <CompetitionFrame info={info} section="spieltag">
      {/* The page's own content, not secondary data: rendered in place (no streaming), so the cached page shows it
          without JavaScript. */}
      <div className="competition__grid">
        <MatchdaySection competitionId={info.compoundId} path={path} view={view} />
        {info.tableAvailable ? <TableSection competitionId={info.compoundId} path={path} view={view} /> : null}
        <p className="competition__note">
          <AppLink href={`/widget?wettbewerb=${encodeURIComponent(info.compoundId)}`}>
            Widget für die eigene Website
          </AppLink>
          : {widgetContents(info)} dieses Wettbewerbs auf eurer Vereinsseite.
        </p>
      </div>
      {info.divisionManager ? (
        <DivisionManager manager={info.divisionManager} messageHref={`${path}/nachricht`} />
      ) : null}
    </CompetitionFrame>
  );
}

/**
 * One of the competition's lists (cross and form table, top scorers, fair play) on its own page; a list the
 * competition lacks is a 404.
 */
export async function CompetitionListPage({
  nameSegment,
  idSegment,
  section,
  render,
}: {
  nameSegment: string;
  idSegment: string;
  section: Exclude<CompetitionSection, "spieltag">;
  render: (competitionId: string) => ReactNode;
}) {
  const info = await loadCompetitionInfo(idSegment);
  redirectUnlessCanonical(info, nameSegment, `${competitionPath(info)}${sectionOf(section).path}`);
  if (!isAvailable(info, section)) notFound();
  return (
    <CompetitionFrame info={info} section={section}>
      {render(info.compoundId)}
    </CompetitionFrame>
  );
}
