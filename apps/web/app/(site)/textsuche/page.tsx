import { BadRequestError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { AppLink } from "../../../components/ui/app-link";
import { SEARCH_TYPES, type SearchType, searchText } from "../../../lib/api/search";
import { pageMetadata } from "../../../lib/metadata";
import { searchHits } from "../../../lib/search-links";
import "../../../components/content/content.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Suche"],
  description: "Suche nach Vereinen, Mannschaften, Wettbewerben, Personen und Verbänden.",
  path: "/textsuche",
  allowRobotsIndex: false,
});

interface Props {
  searchParams: Promise<{ query?: string | string[]; typ?: string | string[]; seite?: string | string[] }>;
}

/** Hits per group on the overview, and per page when one group is shown. */
const OVERVIEW_MAX = 5;
const PAGE_MAX = 20;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type SearchAnswer = Awaited<ReturnType<typeof searchText>>;
type Group = SearchAnswer["groups"][number];

function searchHref(query: string, type?: SearchType, page?: number): string {
  const parameters = new URLSearchParams({ query });
  if (type) parameters.set("typ", type);
  if (page && page > 1) parameters.set("seite", String(page));
  return `/textsuche?${parameters.toString()}`;
}

/** A group's count as the site says it: the API counts up to a cap and says when there are more. */
function countText(group: Group): string {
  const count = group.total.toLocaleString("de-DE");
  return group.totalCapped ? `mehr als ${count}` : count;
}

function Hits({ group }: { group: Group }) {
  return (
    <ul className="search-hits">
      {searchHits(group).map((hit) => {
        return (
          <li key={`${hit.href ?? ""}|${hit.name}|${hit.detail ?? ""}`} className="search-hits__item">
            {hit.href ? <AppLink href={hit.href}>{hit.name}</AppLink> : <span>{hit.name}</span>}
            {hit.detail ? <span className="search-hits__detail"> · {hit.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <section aria-labelledby="no-results">
      <h2 id="no-results">Keine Treffer für „{query}“</h2>
      <p>So findest du eher, was du suchst:</p>
      <ul>
        <li>Prüfe die Schreibweise, oder lass Zusätze wie „e.V.“ oder „1.“ weg.</li>
        <li>Suche nur nach einem Teil des Namens, etwa dem Ort: „Fürth“ statt „SpVgg Greuther Fürth II“.</li>
        <li>Gib eine Postleitzahl ein, um die Vereine eines Ortes zu finden, etwa „80331“.</li>
        <li>
          Wettbewerbe und Tabellen findest du auch über die <AppLink href="/ergebnisse">Ergebnissuche</AppLink>.
        </li>
      </ul>
      <p>Personen werden nur gefunden, wenn sie ihr Profil für die Suche freigegeben haben.</p>
    </section>
  );
}

export default async function SearchPage({ searchParams }: Props) {
  const parameters = await searchParams;
  const query = (first(parameters.query) ?? "").trim().slice(0, 100);
  const typeParameter = first(parameters.typ);
  const type = SEARCH_TYPES.find((entry) => entry === typeParameter);
  const page = Math.max(1, Math.min(500, Number.parseInt(first(parameters.seite) ?? "1", 10) || 1));
  if (!query) {
    return (
      <div className="page search-page">
        <h1>Suche</h1>
        <p>Gib oben im Suchfeld einen Verein, eine Mannschaft, einen Wettbewerb oder eine Person ein.</p>
      </div>
    );
  }
  let answer: SearchAnswer | null = null;
  try {
    answer = await searchText(
      query,
      type ? [type] : undefined,
      type ? (page - 1) * PAGE_MAX : 0,
      type ? PAGE_MAX : OVERVIEW_MAX,
    );
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
  }
  const groups = answer?.groups.filter((group) => group.total > 0) ?? [];
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  const isTotalCapped = groups.some((group) => group.totalCapped);
  return (
    <div className="page search-page">
      <h1>Suchergebnisse für „{query}“</h1>
      <p role="status">
        {total === 0 ? "Keine Treffer." : `${isTotalCapped ? "Mehr als " : ""}${total.toLocaleString("de-DE")} Treffer`}
      </p>
      {type ? (
        <p>
          <AppLink href={searchHref(query)}>Alle Trefferarten anzeigen</AppLink>
        </p>
      ) : null}
      {groups.length === 0 ? <NoResults query={query} /> : null}
      {groups.map((group) => {
        const pageCount = Math.ceil(group.total / PAGE_MAX);
        return (
          <section key={group.type} aria-labelledby={`hits-${group.type}`} className="search-group">
            <h2 id={`hits-${group.type}`}>
              {group.label} <span className="search-group__count">({countText(group)})</span>
            </h2>
            <Hits group={group} />
            {!type && group.more ? (
              <p>
                <AppLink href={searchHref(query, group.type)}>
                  {group.totalCapped ? "Mehr Treffer" : `Alle ${countText(group)} Treffer`} unter {group.label} anzeigen
                </AppLink>
              </p>
            ) : null}
            {type && pageCount > 1 ? (
              <nav className="paging" aria-label={`Seiten der Treffer unter ${group.label}`}>
                {page > 1 ? (
                  <AppLink href={searchHref(query, group.type, page - 1)} rel="prev">
                    Vorherige Seite
                  </AppLink>
                ) : (
                  <span />
                )}
                <span>{group.totalCapped ? `Seite ${page}` : `Seite ${page} von ${pageCount}`}</span>
                {group.more ? (
                  <AppLink href={searchHref(query, group.type, page + 1)} rel="next">
                    Nächste Seite
                  </AppLink>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
