import { AppLink } from "@/components/ui/app-link";
import { matchesPageHref } from "./load-referee";

/**
 * Links to the other pages of the season's matches and to the other seasons. The first page of the latest season is
 * the referee page itself, so that address is linked as the page, never as `…/spiele/{season}/1`.
 */
export function SeasonPager({
  path,
  seasons,
  current,
  count,
  latestSeason,
}: {
  path: string;
  seasons: readonly { season: string; seasonLabel: string }[];
  current: { season: string; page: number };
  count: number;
  latestSeason: string | undefined;
}) {
  const href = (season: string, page: number) =>
    season === latestSeason && page === 1 ? `${path}#spiele` : `${matchesPageHref(path, season, page)}#spiele`;
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <>
      {count > 1 ? (
        <nav aria-label="Seiten der Spiele">
          <ul className="referee__pager">
            {pages.map((page) => (
              <li key={page}>
                {page === current.page ? (
                  <span aria-current="page">Seite {page}</span>
                ) : (
                  <AppLink href={href(current.season, page)}>Seite {page}</AppLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {seasons.length > 1 ? (
        <nav aria-label="Saisons">
          <ul className="referee__pager">
            {seasons.map((season) => (
              <li key={season.season}>
                {season.season === current.season ? (
                  <span aria-current="page">Saison {season.seasonLabel}</span>
                ) : (
                  <AppLink href={href(season.season, 1)}>Saison {season.seasonLabel}</AppLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
