import { BadRequestError } from "@spielfeld/api-client";
import { AppLink } from "@/components/ui/app-link";
import { type SearchHitPage, searchByKind } from "@/lib/api/search";
import { SEARCH_KINDS, type SearchKind, searchResultsHref } from "@/lib/search-links";
import { SearchHitList } from "./search-hit-list";
import { SearchKindFilter } from "./search-kind-filter";

/** Hits per kind on the overview, and per page when one kind is shown. */
const OVERVIEW_MAX = 5;
const PAGE_MAX = 20;

/** A count as the site says it: the API counts up to a cap and says when there are more. */
function countText(page: SearchHitPage): string {
  const count = page.total.toLocaleString("de-DE");
  return page.totalCapped ? `mehr als ${count}` : count;
}

function NoResults({ query, kind }: { query: string; kind: SearchKind | undefined }) {
  return (
    <section aria-labelledby="no-results">
      <h2 id="no-results">
        Keine Treffer für „{query}“{kind ? ` unter ${kind.label}` : ""}
      </h2>
      <p>So findest du eher, was du suchst:</p>
      <ul>
        {kind ? (
          <li>
            Sieh nach, ob es unter <AppLink href={searchResultsHref(query)}>allen Trefferarten</AppLink> Treffer gibt.
          </li>
        ) : null}
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

function Paging({ query, page, result }: { query: string; page: number; result: SearchHitPage }) {
  const pageCount = Math.ceil(result.total / PAGE_MAX);
  if (pageCount <= 1 && page === 1) return null;
  const { kind } = result;
  return (
    <nav className="paging" aria-label={`Seiten der Treffer unter ${kind.label}`}>
      {page > 1 ? (
        <AppLink href={searchResultsHref(query, kind, page - 1)} rel="prev">
          Vorherige Seite
        </AppLink>
      ) : (
        <span />
      )}
      <span>{result.totalCapped ? `Seite ${page}` : `Seite ${page} von ${pageCount}`}</span>
      {result.more ? (
        <AppLink href={searchResultsHref(query, kind, page + 1)} rel="next">
          Nächste Seite
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The hits for a query: all kinds a few each, or one kind (`kind`) page by page, with the filter by kind above. */
export async function SearchResults({
  query,
  kind,
  page,
}: {
  query: string;
  kind: SearchKind | undefined;
  page: number;
}) {
  let results: SearchHitPage[] = [];
  try {
    results = await searchByKind(
      query,
      kind ? [kind] : SEARCH_KINDS,
      kind ? (page - 1) * PAGE_MAX : 0,
      kind ? PAGE_MAX : OVERVIEW_MAX,
    );
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
  }
  const found = results.filter((result) => result.total > 0);
  const total = found.reduce((sum, result) => sum + result.total, 0);
  const isTotalCapped = found.some((result) => result.totalCapped);
  return (
    <>
      <SearchKindFilter query={query} kind={kind} />
      <p role="status" className="search-page__count">
        {total === 0 ? "Keine Treffer." : `${isTotalCapped ? "Mehr als " : ""}${total.toLocaleString("de-DE")} Treffer`}
        {kind && total > 0 ? ` unter ${kind.label}` : ""}
      </p>
      {found.length === 0 ? <NoResults query={query} kind={kind} /> : null}
      {found.map((result) => (
        <section key={result.kind.slug} aria-labelledby={`hits-${result.kind.slug}`} className="search-group">
          <h2 id={`hits-${result.kind.slug}`}>
            {result.kind.label} <span className="search-group__count">({countText(result)})</span>
          </h2>
          <SearchHitList hits={result.hits} hasCrests={result.kind.hasCrests} />
          {!kind && result.more ? (
            <p className="search-group__more">
              <AppLink href={searchResultsHref(query, result.kind)}>
                {result.totalCapped ? "Mehr Treffer" : `Alle ${countText(result)} Treffer`} unter {result.kind.label}{" "}
                anzeigen
              </AppLink>
            </p>
          ) : null}
          {kind ? <Paging query={query} page={page} result={result} /> : null}
        </section>
      ))}
    </>
  );
}
