/*
 * One vocabulary of cache tags, shared by the API and the website. A read carries the tags of the entities it
 * shows; a write announces the tags of the entities it changed; every cache (the API's answers and reference
 * data, the website's pages and data, a cache in front) drops exactly what carries an announced tag.
 */

/** Entities a page or answer shows, each by its id. */
export const ENTITY_KINDS = ["competition", "match", "team", "club", "person", "article"] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export type EntityTag = `${EntityKind}:${string}`;

/**
 * Lists whose membership a write can change without naming every entity in them: matches by date or area,
 * the competitions of a season, clubs, teams, people, articles; and the content pages (few, and edited rarely).
 */
export const LIST_TAGS = ["matches", "competitions", "teams", "clubs", "people", "articles", "pages"] as const;
export type ListTag = (typeof LIST_TAGS)[number];

/** Anything: carried by what cannot say what it shows; announced by a change that cannot say what it touched. */
export const ANY_TAG = "*";
export type AnyTag = typeof ANY_TAG;

export type CacheTag = EntityTag | ListTag | AnyTag;

function entity(kind: EntityKind) {
  return (id: string): EntityTag => `${kind}:${id}`;
}

/** Tag builders: `cacheTags.match(id)`, `cacheTags.competition(id)`, … */
export const cacheTags = {
  competition: entity("competition"),
  match: entity("match"),
  team: entity("team"),
  club: entity("club"),
  person: entity("person"),
  article: entity("article"),
} as const;

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** Whether a string is a tag of the vocabulary (the website's revalidation endpoint accepts only these). */
export function isCacheTag(value: string): value is CacheTag {
  if (value === ANY_TAG || (LIST_TAGS as readonly string[]).includes(value)) return true;
  const separator = value.indexOf(":");
  if (separator < 0) return false;
  const kind = value.slice(0, separator);
  return (ENTITY_KINDS as readonly string[]).includes(kind) && ID.test(value.slice(separator + 1));
}

/**
 * The tags a change to a match announces: the match, its competition (table, matchday, lists) and the lists of
 * matches by day, area or team that show it.
 */
export function matchChangeTags(matchId: string, competitionId: string): CacheTag[] {
  return [cacheTags.match(matchId), cacheTags.competition(competitionId), "matches"];
}

/**
 * The tags an entry of a running match announces (kickoff, goal, card, ticker text): the match, its competition
 * (table, matchday) and the teams and clubs playing (their pages and fixtures). Not the "matches" list: an entry
 * moves no match in or out of a list, answers that list matches carry each match's own tag, and pages whose data
 * carries only the list tag catch up within their short lifetime (their live island shows the entry at once).
 * Without this, every entry of a Sunday afternoon made every page with a match list stale.
 */
export function liveEntryTags(change: {
  matchId: string;
  competitionId: string;
  teamIds: readonly string[];
  clubIds: readonly string[];
}): CacheTag[] {
  return [
    ...new Set<CacheTag>([
      cacheTags.match(change.matchId),
      cacheTags.competition(change.competitionId),
      ...change.teamIds.map(cacheTags.team),
      ...change.clubIds.map(cacheTags.club),
    ]),
  ];
}

/** Whether something carrying `carried` tags is stale after a change announcing `announced` tags. */
export function isStale(carried: ReadonlySet<string> | readonly string[], announced: readonly string[]): boolean {
  const held = carried instanceof Set ? carried : new Set(carried);
  if (held.has(ANY_TAG)) return true;
  return announced.some((tag) => tag === ANY_TAG || held.has(tag));
}
