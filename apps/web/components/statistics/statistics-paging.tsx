import { AppLink } from "../ui/app-link";
import "./statistics.css";

/**
 * The pages of a ranked list as plain links that keep the filter in the address (`href` builds them), so paging
 * works without JavaScript and every page can be bookmarked.
 */
export function StatisticsPaging({
  label,
  page,
  pageCount,
  href,
}: {
  /** Names the navigation landmark, e.g. "Seiten der Liste". */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="statistics__paging" aria-label={label}>
      {page > 1 ? (
        <AppLink className="statistics__paging-step" href={href(page - 1)} rel="prev" scroll={false}>
          <span aria-hidden="true">‹</span> Vorherige Seite
        </AppLink>
      ) : (
        <span />
      )}
      <span className="statistics__paging-state">
        Seite {page} von {pageCount}
      </span>
      {page < pageCount ? (
        <AppLink
          className="statistics__paging-step statistics__paging-step--next"
          href={href(page + 1)}
          rel="next"
          scroll={false}
        >
          Nächste Seite <span aria-hidden="true">›</span>
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
