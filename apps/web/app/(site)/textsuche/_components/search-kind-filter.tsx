import { AppLink } from "@/components/ui/app-link";
import { SEARCH_KINDS, type SearchKind, searchResultsHref } from "@/lib/search-links";

/** Links that narrow the hits to one kind (`?art=vereine`), or show all kinds again; the chosen one is marked. */
export function SearchKindFilter({ query, kind }: { query: string; kind: SearchKind | undefined }) {
  return (
    <nav aria-label="Trefferart" className="search-kinds">
      <ul className="search-kinds__list">
        <li>
          <AppLink href={searchResultsHref(query)} aria-current={kind ? undefined : "page"}>
            Alle
          </AppLink>
        </li>
        {SEARCH_KINDS.map((entry) => (
          <li key={entry.slug}>
            <AppLink
              href={searchResultsHref(query, entry)}
              aria-current={entry.slug === kind?.slug ? "page" : undefined}
            >
              {entry.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
