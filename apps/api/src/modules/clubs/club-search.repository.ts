import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { associations, clubs, clubVenues, venues } from "../../db/schema/index.js";
import { foldForSearch } from "../../db/search-fold.js";
import { noteReadTags } from "../../lib/data-changes.js";

/*
 * Club search. Names and the query are folded alike (db/search-fold.ts); the stored search terms hold each name with
 * its umlauts both expanded (ü -> ue, the spelling without umlauts) and dropped (ü -> u, a typed umlaut without its
 * dots), so nothing is folded per club while searching. Trigram word similarity (pg_trgm) then tolerates small
 * typos.
 */
/** Below this word similarity a name does not match (pg_trgm's own default for word_similarity is 0.6). */
const SIMILARITY_THRESHOLD = 0.5;

export interface ClubSearch {
  text?: string;
  postalCode?: string;
  max: number;
}

/** How well each club's name matches a text, computed once per club in a subquery of its own (`offset 0`). */
function nameMatches(db: Database, text: string) {
  const searched = sql`${text}::text`;
  const expandedQuery = foldForSearch(searched, "expand");
  return db
    .select({
      clubId: clubs.id,
      similarity: sql<number>`greatest(
        word_similarity(${expandedQuery}, ${clubs.searchTerms}),
        word_similarity(${foldForSearch(searched, "drop")}, ${clubs.searchTerms}))`.as("similarity"),
      isSubstring: sql<boolean>`length(${expandedQuery}) > 0 and strpos(${clubs.searchName}, ${expandedQuery}) > 0`.as(
        "is_substring",
      ),
      isBlank: sql<boolean>`length(${expandedQuery}) = 0`.as("is_blank"),
    })
    .from(clubs)
    .offset(0)
    .as("name_match");
}

/**
 * How near each club is to a postal code. The data has no coordinates, so a club is as near as the most leading
 * digits one of its postal codes (the club's, or a venue's) shares with the query, then by numeric distance.
 */
function postalNearness(db: Database, postalCode: string) {
  const code = sql`${postalCode}::text`;
  const candidates = sql`(
    select ${clubs.postalCode} as candidate
    union select ${venues.postalCode} from ${clubVenues} join ${venues} on ${venues.id} = ${clubVenues.venueId}
    where ${clubVenues.clubId} = ${clubs.id}) codes`;
  return db
    .select({
      shared: sql<number>`(select max(n) from generate_series(0, length(${code})) n
        where left(candidate, n) = left(${code}, n))`.as("shared"),
      distance: sql<number>`case when length(${code}) = 5 then abs(candidate::int - ${code}::int) else 0 end`.as(
        "distance",
      ),
    })
    .from(candidates)
    .where(sql`candidate ~ '^[0-9]{5}$'`)
    .orderBy(sql`shared desc`, sql`distance asc`)
    .limit(1)
    .as("nearness");
}

/**
 * Clubs matching a name, near a postal code, or both (then the name's matches nearest first). A full code finds
 * the clubs of its postal zone (the first digit) nearest first; the first digits of a code find the clubs whose
 * codes start with them.
 */
export async function searchClubs(db: Database, { text, postalCode, max }: ClubSearch) {
  noteReadTags("clubs");
  let query = db
    .select({
      id: clubs.id,
      name: clubs.name,
      shortName: clubs.shortName,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
      postalCode: clubs.postalCode,
      city: clubs.city,
      associationName: associations.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(clubs)
    .innerJoin(associations, eq(associations.id, clubs.associationId))
    .$dynamic();
  const conditions: (SQL | undefined)[] = [];
  const order: SQL[] = [];
  if (postalCode !== undefined) {
    const nearness = postalNearness(db, postalCode);
    query = query.leftJoinLateral(nearness, sql`true`);
    const shared = sql`coalesce(${nearness.shared}, 0)`;
    conditions.push(sql`${shared} >= ${postalCode.length === 5 ? 1 : postalCode.length}`);
    order.push(sql`${shared} desc`, sql`coalesce(${nearness.distance}, 0) asc`);
  }
  if (text !== undefined) {
    const match = nameMatches(db, text);
    query = query.innerJoin(match, eq(match.clubId, clubs.id));
    conditions.push(
      sql`not ${match.isBlank} and (${match.isSubstring} or ${match.similarity} >= ${SIMILARITY_THRESHOLD})`,
    );
    order.push(sql`${match.isSubstring} desc`, sql`${match.similarity} desc`);
  }
  return query
    .where(and(...conditions))
    .orderBy(...order, asc(clubs.name), asc(clubs.id))
    .limit(max);
}
