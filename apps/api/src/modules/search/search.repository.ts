import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  competitions,
  leagueLevels,
  players,
  referees,
  searchLevels,
  seasons,
  teams,
  teamTypes,
  users,
} from "../../db/schema/index.js";
import { foldForSearch } from "../../db/search-fold.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { prepared } from "../../lib/prepared.js";

/*
 * Site and profile search over the stored search terms (db/search-fold.ts), with a search text folded the same way
 * (`foldSearchText`). `%>` is pg_trgm's word similarity operator (at least pg_trgm.word_similarity_threshold, 0.6
 * by default) and `<->>` its distance (one minus the word similarity). Each group reads its nearest matches from a
 * GiST trigram index in distance order and stops after `candidates` of them: the page is ranked among those, and
 * their number is the group's total (counted no further), so a common name costs no more than a rare one. Every
 * group is one named statement, planned once per connection.
 */

export interface PageRequest {
  offset: number;
  max: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface GroupSearch extends PageRequest {
  /** The search text, folded by `foldSearchText`. */
  text: string;
  /** How many of the nearest matches are ranked and counted: beyond the page's end, and one more for `more`. */
  candidates: number;
}

const textParameter = sql.placeholder("text");
const isNear = (searchTerms: unknown) => sql`${searchTerms} %> ${textParameter}`;
const distanceTo = (searchTerms: unknown) => sql<number>`${searchTerms} <->> ${textParameter}`;

/** The nearest `candidates` rows of a table, nearest first, straight from its GiST index. */
function nearest(db: Database, name: string, table: typeof clubs | typeof teams | typeof competitions) {
  return db.$with(name).as(
    db
      .select({ id: table.id, distance: distanceTo(table.searchTerms).as("distance") })
      .from(table)
      .where(isNear(table.searchTerms))
      .orderBy(distanceTo(table.searchTerms))
      .limit(sql.placeholder("candidates")),
  );
}

/** Whether a name, folded in either umlaut form, is the search text itself. */
const isNamed = (name: unknown) =>
  sql<boolean>`(${foldForSearch(sql`${name}`)} = ${textParameter} or ${foldForSearch(sql`${name}`, "drop")} = ${textParameter})`;
/** Whether a name, folded in either umlaut form, starts with the search text. */
const startsWithText = (name: unknown) =>
  sql<boolean>`(starts_with(${foldForSearch(sql`${name}`)}, ${textParameter}) or starts_with(${foldForSearch(sql`${name}`, "drop")}, ${textParameter}))`;

/*
 * How much a team type counts, from the type's own data rather than its name: first the classes for grown-ups
 * (Herren, Frauen), then the veterans' classes (Ü32, Ü40, …: grown-ups whose lower age bound lies above every youth
 * class), younger first, then the youth classes, older first (A-Junioren, U19, before G-Junioren, U7). League ranks
 * count only within one type: each type has its own ladder (rank 1 of Kreisliga Ü32 or of Kinderfußball is no
 * Regionalliga).
 */
const oldestYouthAge = sql`(select max(youth.max_age) from team_types youth where youth.is_youth)`;
const isVeteransType = sql`(not ${teamTypes.isYouth} and ${teamTypes.minAge} > ${oldestYouthAge})`;
const typeClass = sql`case when ${teamTypes.isYouth} then 2 when ${isVeteransType} then 1 else 0 end`;
const ageInClass = sql`case when ${teamTypes.isYouth} then -${teamTypes.maxAge} when ${isVeteransType} then ${teamTypes.minAge} else 0 end`;
/** Team types in that order; a query adds the association's order of types for equal ones (Herren before Frauen). */
const bySignificance = [sql`${typeClass} asc`, sql`${ageInClass} asc nulls last`];

/** How many rows a `nearest` subquery holds, by its name. */
const counted = (name: string) => sql<number>`(select count(*)::int from ${sql.identifier(name)})`.as("total");

/**
 * A page's rows with the total. An empty first page means no match; past the last match the rows carry no total,
 * so it is counted on its own.
 */
async function toPage<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  count: () => Promise<{ total: number }[]>,
): Promise<Page<Omit<Row, "total">>> {
  if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
  if (offset === 0) return { rows: [], total: 0 };
  const [result] = await count();
  return { rows: [], total: result?.total ?? 0 };
}
const countAll = sql<number>`count(*)::int`;

/** Counts the nearest matches past a page's end, for a page that holds none of them. */
function countNearest(db: Database, table: typeof clubs | typeof teams | typeof competitions, request: GroupSearch) {
  const near = db
    .select({ one: sql`1` })
    .from(table)
    .where(sql`${table.searchTerms} %> ${request.text}`)
    .orderBy(sql`${table.searchTerms} <->> ${request.text}`)
    .limit(request.candidates)
    .as("near");
  return db.select({ total: countAll }).from(near);
}

const clubFields = {
  id: clubs.id,
  name: clubs.name,
  postalCode: clubs.postalCode,
  city: clubs.city,
  logoMediaId: clubs.logoMediaId,
  isLogoPrivate: clubs.isLogoPrivate,
  levelName: leagueLevels.name,
};
const clubLevel = and(eq(searchLevels.kind, "club"), eq(searchLevels.id, clubs.id));

/**
 * Clubs by name: the one named exactly as typed first, then the nearest, a name that starts with the text before
 * one that holds it further on, then the higher league (the first team's), then by name.
 */
const clubsByName = prepared((db) => {
  const near = nearest(db, "near_clubs", clubs);
  return db
    .with(near)
    .select({ ...clubFields, total: counted("near_clubs") })
    .from(near)
    .innerJoin(clubs, eq(clubs.id, near.id))
    .leftJoin(searchLevels, clubLevel)
    .leftJoin(leagueLevels, eq(leagueLevels.id, searchLevels.leagueLevelId))
    .orderBy(
      sql`${isNamed(clubs.name)} desc`,
      near.distance,
      sql`${startsWithText(clubs.name)} desc`,
      sql`${leagueLevels.rank} asc nulls last`,
      asc(clubs.name),
      asc(clubs.id),
    )
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("search_clubs_by_name");
});

/** The clubs of a place: their own postal code or a venue's (both read by index). */
const isInPlace = (postalCode: unknown) => sql`${clubs.id} in (
  select own.id from clubs own where own.postal_code = ${postalCode}
  union select cv.club_id from club_venues cv join venues v on v.id = cv.venue_id where v.postal_code = ${postalCode})`;

const clubsByPostalCode = prepared((db) =>
  db
    .select({ ...clubFields, total: sql<number>`(count(*) over ())::int`.as("total") })
    .from(clubs)
    .leftJoin(searchLevels, clubLevel)
    .leftJoin(leagueLevels, eq(leagueLevels.id, searchLevels.leagueLevelId))
    .where(isInPlace(textParameter))
    .orderBy(sql`${leagueLevels.rank} asc nulls last`, asc(clubs.name), asc(clubs.id))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("search_clubs_by_postal_code"),
);

/** Clubs by name, or for a five-digit postal code the clubs of that place. */
export async function searchClubs(db: Database, request: GroupSearch) {
  noteReadTags("clubs");
  const { text, offset, max, candidates } = request;
  if (/^[0-9]{5}$/.test(text)) {
    const rows = await clubsByPostalCode(db).execute({ text, offset, max });
    return toPage(rows, offset, () => db.select({ total: countAll }).from(clubs).where(isInPlace(text)));
  }
  const rows = await clubsByName(db).execute({ text, candidates, offset, max });
  return toPage(rows, offset, () => countNearest(db, clubs, request));
}

const teamsByName = prepared((db) => {
  const near = nearest(db, "near_teams", teams);
  return db
    .with(near)
    .select({
      id: teams.id,
      clubId: teams.clubId,
      name: teams.name,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
      teamTypeName: teamTypes.name,
      levelName: leagueLevels.name,
      total: counted("near_teams"),
    })
    .from(near)
    .innerJoin(teams, eq(teams.id, near.id))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .leftJoin(searchLevels, and(eq(searchLevels.kind, "team"), eq(searchLevels.id, teams.id)))
    .leftJoin(leagueLevels, eq(leagueLevels.id, searchLevels.leagueLevelId))
    .orderBy(
      sql`${isNamed(teams.name)} desc`,
      near.distance,
      sql`${startsWithText(teams.name)} desc`,
      ...bySignificance,
      asc(teams.rank),
      asc(teamTypes.sortOrder),
      sql`${leagueLevels.rank} asc nulls last`,
      asc(teams.name),
      asc(teams.id),
    )
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("search_teams");
});

/**
 * Teams by name: the one named exactly as typed first (a club's first men's team bears the club's name), then the
 * nearest, a name that starts with the text first; among equally near ones the more significant team type (see
 * `bySignificance`), the first team before the second (II), then the higher league of the same type this season,
 * then by name. A club's name so lists its men's and women's first teams, its second teams, then its veterans' and
 * youth teams.
 */
export async function searchTeams(db: Database, request: GroupSearch) {
  noteReadTags("teams");
  const { text, offset, max, candidates } = request;
  const rows = await teamsByName(db).execute({ text, candidates, offset, max });
  return toPage(rows, offset, () => countNearest(db, teams, request));
}

const competitionsByName = prepared((db) => {
  const near = nearest(db, "near_competitions", competitions);
  return db
    .with(near)
    .select({
      id: competitions.id,
      name: competitions.name,
      seasonId: seasons.id,
      seasonLabel: seasons.label,
      teamTypeName: teamTypes.name,
      leagueLevelName: leagueLevels.name,
      total: counted("near_competitions"),
    })
    .from(near)
    .innerJoin(competitions, eq(competitions.id, near.id))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .innerJoin(teamTypes, eq(teamTypes.id, competitions.teamTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .orderBy(
      near.distance,
      desc(seasons.startsOn),
      ...bySignificance,
      asc(teamTypes.sortOrder),
      sql`${leagueLevels.rank} asc nulls last`,
      asc(competitions.name),
      asc(competitions.id),
    )
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("search_competitions");
});

/**
 * Competitions by name, the newest season first among equally good matches, then by team type (see
 * `bySignificance`), then by level within the type's ladder.
 */
export async function searchCompetitions(db: Database, request: GroupSearch) {
  noteReadTags("competitions");
  const { text, offset, max, candidates } = request;
  const rows = await competitionsByName(db).execute({ text, candidates, offset, max });
  return toPage(rows, offset, () => countNearest(db, competitions, request));
}

/** Associations are few: their names are folded as they are read. */
const associationTerms = sql`(${foldForSearch(sql`${associations.name}`)} || ' ' || ${foldForSearch(sql`${associations.name}`, "drop")})`;
const associationsByName = prepared((db) =>
  db
    .select({
      id: associations.id,
      name: associations.name,
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(associations)
    .where(isNear(associationTerms))
    .orderBy(distanceTo(associationTerms), asc(associations.name))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("max"))
    .prepare("search_associations"),
);

export async function searchAssociations(db: Database, { text, offset, max }: GroupSearch) {
  const rows = await associationsByName(db).execute({ text, offset, max });
  return toPage(rows, offset, () =>
    db.select({ total: countAll }).from(associations).where(sql`${associationTerms} %> ${text}`),
  );
}

/**
 * Who may be found: the one place the search states it. A person with a public, searchable profile, and a minor
 * (born after `adultBornBy`) only with a parent's consent; referees have no searchable flag of their own. A fan is
 * an activated, undeleted account that keeps its fan profile, never a minor (fans have no parental consent); an
 * account without a date of birth counts as of age, as the account rules do. The partial trigram indexes of
 * players, referees and users repeat the date-free part of these conditions.
 */
const adultBornBy = sql.placeholder("adultBornBy");
const isFindablePlayer = sql`${players.isProfilePublic} and ${players.isSearchable}
    and (${players.parentalConsentAt} is not null or ${players.dateOfBirth} <= ${adultBornBy}::date)`;
const isFindableReferee = sql`${referees.isProfilePublic}
    and (${referees.parentalConsentAt} is not null or ${referees.dateOfBirth} <= ${adultBornBy}::date)`;
const isFindableFan = (bornBy: string) =>
  sql`${users.hasFanProfile} and ${users.activatedAt} is not null and ${users.deletedAt} is null
    and (${users.dateOfBirth} is null or ${users.dateOfBirth} <= ${bornBy}::date)`;

/** The account behind a player profile, for the profile link by account (`/spieler/userid/…`). */
const userRefOfPlayer = sql<string | null>`(select u.id::text from users u
  where u.player_id = ${players.id} and u.deleted_at is null)`;

export interface PeopleSearch extends GroupSearch {
  adultBornBy: string;
  kinds: ("player" | "referee")[];
}

interface PersonRow {
  kind: "player" | "referee";
  id: string;
  distance: number;
}

/** The nearest findable players, nearest first, straight from the index: ids and distances only. */
const nearestPlayers = prepared((db) =>
  db
    .select({ kind: sql<"player">`'player'`, id: players.id, distance: distanceTo(players.searchTerms) })
    .from(players)
    .where(and(isFindablePlayer, isNear(players.searchTerms)))
    .orderBy(distanceTo(players.searchTerms))
    .limit(sql.placeholder("candidates"))
    .prepare("search_nearest_players"),
);

const nearestReferees = prepared((db) =>
  db
    .select({ kind: sql<"referee">`'referee'`, id: referees.id, distance: distanceTo(referees.searchTerms) })
    .from(referees)
    .where(and(isFindableReferee, isNear(referees.searchTerms)))
    .orderBy(distanceTo(referees.searchTerms))
    .limit(sql.placeholder("candidates"))
    .prepare("search_nearest_referees"),
);

const playersById = prepared((db) =>
  db
    .select({
      id: players.id,
      userRef: userRefOfPlayer,
      firstName: players.firstName,
      lastName: players.lastName,
      clubId: players.clubId,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
    })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(sql`${players.id} = any(${sql.placeholder("ids")})`)
    .prepare("search_players_by_id"),
);

const refereesById = prepared((db) =>
  db
    .select({
      id: referees.id,
      userRef: sql<string | null>`null::text`,
      firstName: referees.firstName,
      lastName: referees.lastName,
      clubId: referees.clubId,
      clubName: clubs.name,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
    })
    .from(referees)
    .leftJoin(clubs, eq(clubs.id, referees.clubId))
    .where(sql`${referees.id} = any(${sql.placeholder("ids")})`)
    .prepare("search_referees_by_id"),
);

/** Byte order, as the database's C collation sorts. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Players and referees who may be found, best match first, with their club's name. Which people a page holds
 * follows the indexes' order (players before referees at equal distance); within a page equally good matches are
 * sorted by name. `total` counts up to `candidates`.
 */
export async function searchPeople(db: Database, request: PeopleSearch) {
  noteReadTags("people");
  const { text, adultBornBy: bornBy, kinds, offset, max, candidates } = request;
  const parameters = { text, adultBornBy: bornBy, candidates };
  const [nearPlayers, nearReferees] = await Promise.all([
    kinds.includes("player") ? nearestPlayers(db).execute(parameters) : ([] as PersonRow[]),
    kinds.includes("referee") ? nearestReferees(db).execute(parameters) : ([] as PersonRow[]),
  ]);
  // A stable merge by distance keeps each kind in its index order.
  const merged: PersonRow[] = [...nearPlayers, ...nearReferees].sort((a, b) => a.distance - b.distance);
  const page = merged.slice(offset, offset + max);
  const ids = (kind: PersonRow["kind"]) => page.filter((row) => row.kind === kind).map((row) => row.id);
  const [playerRows, refereeRows] = await Promise.all([
    ids("player").length > 0 ? playersById(db).execute({ ids: ids("player") }) : [],
    ids("referee").length > 0 ? refereesById(db).execute({ ids: ids("referee") }) : [],
  ]);
  const details = new Map([
    ...playerRows.map((row) => [`player:${row.id}`, row] as const),
    ...refereeRows.map((row) => [`referee:${row.id}`, row] as const),
  ]);
  const rows = page
    .flatMap((hit) => {
      const detail = details.get(`${hit.kind}:${hit.id}`);
      return detail ? [{ ...detail, kind: hit.kind, distance: hit.distance }] : [];
    })
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        compareText(a.lastName, b.lastName) ||
        compareText(a.firstName, b.firstName) ||
        compareText(a.id, b.id),
    )
    .map(({ distance: _, ...row }) => row);
  return { rows, total: Math.min(merged.length, candidates) };
}

/** Fans by nickname: nothing else of an account is read. */
export async function searchFans(db: Database, text: string, bornBy: string, { offset, max }: PageRequest) {
  noteReadTags("people");
  const condition = and(isFindableFan(bornBy), sql`${users.searchName} %> ${text}`);
  const rows = await db
    .select({
      nickname: users.nickname,
      total: sql<number>`(count(*) over ())::int`.as("total"),
    })
    .from(users)
    .where(condition)
    .orderBy(sql`${users.searchName} <->> ${text}`, asc(users.nickname), asc(users.id))
    .offset(offset)
    .limit(max);
  return toPage(rows, offset, () => db.select({ total: countAll }).from(users).where(condition));
}
