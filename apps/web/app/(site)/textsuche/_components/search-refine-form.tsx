import type { SearchKind } from "@/lib/search-links";

/** The query's longest length, as the API takes it. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The search field of the results page, filled with the query so it can be refined; a plain form (no script
 * needed) that keeps the chosen kind of hits. Keyed by the query: a new search replaces the field's text.
 */
export function SearchRefineForm({ query, kind }: { query: string; kind: SearchKind | undefined }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced by every screen reader; <search> is not yet.
    <form
      key={`${query}|${kind?.slug ?? ""}`}
      role="search"
      aria-label="Suche verfeinern"
      className="search-refine"
      method="get"
      action="/textsuche"
    >
      <label htmlFor="search-refine-query" className="search-refine__label">
        Suchbegriff{kind ? <span className="search-refine__scope"> (nur {kind.label})</span> : null}
      </label>
      <div className="search-refine__row">
        <input
          id="search-refine-query"
          className="search-refine__input"
          type="search"
          name="query"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        {kind ? <input type="hidden" name="art" value={kind.slug} /> : null}
        <button type="submit" className="button button--primary button--medium search-refine__submit">
          Suchen
        </button>
      </div>
    </form>
  );
}
