import "server-only";
import { personHit, type SearchHit, type SearchKind, searchHits } from "../search-links";
import { apiClient } from "./client";

/** One page of the hits of one kind. */
export interface SearchHitPage {
  kind: SearchKind;
  hits: SearchHit[];
  total: number;
  /** More matches than the API counts: `total` is its cap. */
  totalCapped: boolean;
  more: boolean;
}

/** Names change rarely, so answers are reused a few minutes (a change of a club revalidates `clubs`). */
const REVALIDATE_SECONDS = 300;

/**
 * The hits of the given kinds for a text, a page of each, in the order of `kinds`: clubs, teams, competitions and
 * associations from one site search, players and referees each from the profile search (which keeps them apart).
 */
export async function searchByKind(
  text: string,
  kinds: readonly SearchKind[],
  offset: number,
  max: number,
): Promise<SearchHitPage[]> {
  const types = kinds.flatMap((kind) => (kind.source.call === "searchText" ? [kind.source.type] : []));
  const site =
    types.length > 0
      ? apiClient({ revalidate: REVALIDATE_SECONDS, tags: ["clubs", "teams", "competitions", "people"] })
          .general.searchText({ text, types, offset, max })
          .then((answer) => answer.groups)
      : Promise.resolve([]);
  const profiles = kinds.map((kind) =>
    kind.source.call === "searchProfiles"
      ? apiClient({ revalidate: REVALIDATE_SECONDS, tags: ["people"] }).general.searchProfiles({
          text,
          restriction: kind.source.restriction,
          offset,
          max,
        })
      : null,
  );
  const [groups, ...profileAnswers] = await Promise.all([site, ...profiles]);
  return kinds.flatMap((kind, index): SearchHitPage[] => {
    const { source } = kind;
    if (source.call === "searchProfiles") {
      const page = profileAnswers[index]?.[source.restriction];
      if (!page) return [];
      const { total, totalCapped, more } = page;
      return [{ kind, hits: page.items.map(personHit), total, totalCapped, more }];
    }
    const group = groups.find((candidate) => candidate.type === source.type);
    if (!group) return [];
    const { total, totalCapped, more } = group;
    return [{ kind, hits: searchHits(group), total, totalCapped, more }];
  });
}
