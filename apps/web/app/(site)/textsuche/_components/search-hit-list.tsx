import { logoIdOf } from "@/components/teams/team-types";
import { AppLink } from "@/components/ui/app-link";
import { Crest } from "@/components/ui/crest";
import type { SearchHit } from "@/lib/search-links";

/**
 * The hits of one kind: name (linked to its page) and what tells namesakes apart, with the club's crest where the
 * kind belongs to clubs; a hit without a club keeps the crest's room, so the names stay in one column.
 */
export function SearchHitList({ hits, hasCrests }: { hits: SearchHit[]; hasCrests: boolean }) {
  return (
    <ul className={hasCrests ? "search-hits search-hits--crests" : "search-hits"}>
      {hits.map((hit) => (
        <li key={`${hit.href ?? ""}|${hit.name}|${hit.detail ?? ""}`} className="search-hits__item">
          {hasCrests ? (
            hit.crest ? (
              <Crest logoId={logoIdOf(hit.crest.logoUrl)} clubName={hit.crest.clubName} />
            ) : (
              <span className="search-hits__no-crest" />
            )
          ) : null}
          <span className="search-hits__text">
            {hit.href ? (
              <AppLink href={hit.href} className="search-hits__name">
                {hit.name}
              </AppLink>
            ) : (
              <span className="search-hits__name">{hit.name}</span>
            )}
            {hit.detail ? <span className="search-hits__detail">{hit.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
