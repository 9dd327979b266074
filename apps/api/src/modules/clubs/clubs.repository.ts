import { cacheTags } from "@spielfeld/cache-tags";
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  clubVenues,
  competitions,
  competitionTeams,
  competitionTypes,
  kreise,
  leagueLevels,
  matches,
  teamSeasons,
  teams,
  teamTypes,
  venues,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";
import { selectMatches } from "../shared/match-rows.repository.js";

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  shortName: clubs.shortName,
  number: clubs.number,
  colors: clubs.colors,
  logoMediaId: clubs.logoMediaId,
  isLogoPrivate: clubs.isLogoPrivate,
  street: clubs.street,
  postalCode: clubs.postalCode,
  city: clubs.city,
  email: clubs.email,
  isEmailPublic: clubs.isEmailPublic,
  phone: clubs.phone,
  website: clubs.website,
  contactName: clubs.contactName,
  foundedYear: clubs.foundedYear,
  kreisName: kreise.name,
  association: {
    id: associations.id,
    name: associations.name,
    shortName: associations.shortName,
    logoUrl: associations.logoUrl,
  },
};

const clubById = prepared((db) =>
  db
    .select(clubColumns)
    .from(clubs)
    .innerJoin(associations, eq(associations.id, clubs.associationId))
    .leftJoin(kreise, eq(kreise.id, clubs.kreisId))
    .where(eq(clubs.id, sql.placeholder("clubId")))
    .limit(1)
    .prepare("club_by_id"),
);

export async function findClub(db: Database, clubId: string) {
  noteReadTags(cacheTags.club(clubId));
  const [row] = await clubById(db).execute({ clubId });
  return row ?? null;
}

export type ClubRow = NonNullable<Awaited<ReturnType<typeof findClub>>>;

const venuesOfClub = prepared((db) =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      street: venues.street,
      postalCode: venues.postalCode,
      city: venues.city,
      surface: venues.surface,
      main: clubVenues.isMain,
    })
    .from(clubVenues)
    .innerJoin(venues, eq(venues.id, clubVenues.venueId))
    .where(eq(clubVenues.clubId, sql.placeholder("clubId")))
    .orderBy(desc(clubVenues.isMain), asc(venues.name), asc(venues.id))
    .prepare("venues_of_club"),
);

export function listClubVenues(db: Database, clubId: string) {
  return venuesOfClub(db).execute({ clubId });
}

/** The club's teams in the given seasons (all seasons when none are given), by season, team type and rank. */
const teamSeasonsOfClub = prepared((db) =>
  db
    .select({
      teamId: teamSeasons.id,
      teamPermanentId: teams.id,
      teamName: teamSeasons.name,
      seasonId: teamSeasons.seasonId,
      teamTypeId: teamTypes.id,
      teamTypeName: teamTypes.name,
      clubId: teams.clubId,
      withdrawn: teamSeasons.isWithdrawn,
      withoutRating: teamSeasons.isWithoutRating,
    })
    .from(teamSeasons)
    .innerJoin(teams, eq(teams.id, teamSeasons.teamId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .where(
      and(
        eq(teams.clubId, sql.placeholder("clubId")),
        // Null: every season.
        sql`(${sql.placeholder("seasonIds")}::text[] is null or ${teamSeasons.seasonId} = any(${sql.placeholder("seasonIds")}::text[]))`,
      ),
    )
    .orderBy(desc(teamSeasons.seasonId), asc(teamTypes.sortOrder), asc(teams.rank), asc(teamSeasons.name))
    .prepare("team_seasons_of_club"),
);

export function listClubTeamSeasons(db: Database, clubId: string, seasonIds?: string[]) {
  noteReadTags("teams");
  return teamSeasonsOfClub(db).execute({ clubId, seasonIds: seasonIds ?? null });
}

export type ClubTeamSeasonRow = Awaited<ReturnType<typeof listClubTeamSeasons>>[number];

/** The competitions the given season teams are entered in, by competition type and level. */
const competitionsOfTeams = prepared((db) =>
  db
    .select({
      teamSeasonId: competitionTeams.teamSeasonId,
      compoundId: competitions.id,
      name: competitions.name,
      shortName: competitions.shortName,
      competitionType: competitionTypes.basicType,
      leagueLevel: leagueLevels.name,
    })
    .from(competitionTeams)
    .innerJoin(competitions, eq(competitions.id, competitionTeams.competitionId))
    .innerJoin(competitionTypes, eq(competitionTypes.id, competitions.competitionTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .where(sql`${competitionTeams.teamSeasonId} = any(${sql.placeholder("teamSeasonIds")})`)
    .orderBy(asc(competitionTypes.sortOrder), asc(leagueLevels.rank), asc(competitions.name))
    .prepare("competitions_of_teams"),
);

export function listTeamCompetitions(db: Database, teamSeasonIds: string[]) {
  if (teamSeasonIds.length === 0) return Promise.resolve([]);
  return competitionsOfTeams(db).execute({ teamSeasonIds });
}

const involves = (teamSeasonIds: string[]) =>
  or(inArray(matches.homeTeamSeasonId, teamSeasonIds), inArray(matches.guestTeamSeasonId, teamSeasonIds));

/** One page of the matches of the given season teams, by kickoff (unknown kickoffs last). */
export async function listMatchPage(db: Database, teamSeasonIds: string[], offset: number, limit: number) {
  noteReadTags("matches");
  if (teamSeasonIds.length === 0) return [];
  return selectMatches(db, involves(teamSeasonIds), limit).offset(offset);
}

/** How many matches the season teams have, and how many of them kick off before `before`. */
export async function countMatches(db: Database, teamSeasonIds: string[], before: Date) {
  if (teamSeasonIds.length === 0) return { total: 0, earlier: 0 };
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      earlier: sql<number>`(count(*) filter (where ${lt(matches.kickoffAt, before)}))::int`,
    })
    .from(matches)
    .where(involves(teamSeasonIds));
  return row ?? { total: 0, earlier: 0 };
}

/*
 * Club search. Names and the query are folded the same way in SQL: lower case, accents dropped, anything but
 * letters and digits a space; umlauts both expanded (ü -> ue, the spelling without umlauts) and dropped (ü -> u,
 * a typed umlaut without its dots). ß is ss in both. Trigram word similarity (pg_trgm) then tolerates small typos.
 */
const UPPER = "ÄÖÜẞÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑ";
const LOWER = "äöüßáàâãåéèêëíìîïóòôõúùûçñ";
const ACCENTED = "áàâãåéèêëíìîïóòôõúùûçñ";
const PLAIN = "aaaaaeeeeiiiioooouuucn";

function fold(value: SQL, umlauts: "expand" | "drop"): SQL {
  // lower() leaves letters beyond ASCII alone under the C locale, so upper-case umlauts and accents go first.
  const lowered = sql`replace(lower(translate(${value}, ${UPPER}, ${LOWER})), 'ß', 'ss')`;
  const withoutUmlauts =
    umlauts === "expand"
      ? sql`replace(replace(replace(${lowered}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')`
      : sql`translate(${lowered}, 'äöü', 'aou')`;
  return sql`trim(regexp_replace(translate(${withoutUmlauts}, ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g'))`;
}

/** Below this word similarity a name does not match (pg_trgm's own default for word_similarity is 0.6). */
const SIMILARITY_THRESHOLD = 0.5;

export interface ClubSearch {
  text?: string;
  postalCode?: string;
  max: number;
}

/**
 * How well each club's name matches a text. `offset 0` keeps each layer a subquery of its own, so each name is
 * folded once a call, however often the conditions and the order mention the result. Folding is most of a
 * search's time (about 40 ms per pass over 4,400 names on PGlite).
 */
function nameMatches(db: Database, text: string) {
  const searched = sql`${text}::text`;
  const folded = db
    .select({
      clubId: clubs.id,
      expanded: sql<string>`${fold(sql`${clubs.name}`, "expand")}`.as("expanded"),
      dropped: sql<string>`${fold(sql`${clubs.name}`, "drop")}`.as("dropped"),
    })
    .from(clubs)
    .offset(0)
    .as("folded");
  const expandedQuery = fold(searched, "expand");
  return db
    .select({
      clubId: folded.clubId,
      similarity: sql<number>`greatest(
        word_similarity(${expandedQuery}, ${folded.expanded}),
        word_similarity(${fold(searched, "drop")}, ${folded.dropped}))`.as("similarity"),
      isSubstring: sql<boolean>`length(${expandedQuery}) > 0 and strpos(${folded.expanded}, ${expandedQuery}) > 0`.as(
        "is_substring",
      ),
      isBlank: sql<boolean>`length(${expandedQuery}) = 0`.as("is_blank"),
    })
    .from(folded)
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
