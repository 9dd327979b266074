import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  associations,
  clubs,
  competitions,
  leagueLevels,
  players,
  referees,
  seasons,
  teams,
  teamTypes,
  users,
} from "../../db/schema/index.js";
import { foldForSearch } from "../../db/search-fold.js";
import { noteReadTags } from "../../lib/data-changes.js";

/*
 * Site and profile search over the stored search terms (db/search-fold.ts). `<%` is pg_trgm's word similarity
 * operator (at least pg_trgm.word_similarity_threshold, 0.6 by default): it is what lets the trigram indexes on
 * the search terms answer, so every name condition is written with it and the score only orders the matches.
 * People are many: their first page is read from a GiST index in distance order (`<->>`, one minus the word
 * similarity) and their matches are counted only up to a bound, so a common surname costs no more than a rare one.
 */

export interface PageRequest {
  offset: number;
  max: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** A search text as the search names hold it. */
const folded = (text: string) => foldForSearch(sql`${text}::text`);
const matchesName = (text: string, searchName: unknown) => sql`${folded(text)} <% ${searchName}`;
const score = (text: string, searchName: unknown) =>
  sql<number>`word_similarity(${folded(text)}, ${searchName})`.as("score");
const total = sql<number>`(count(*) over ())::int`.as("total");
/** Written as the index on the search terms takes it: the column on the left. */
const isNear = (text: string, searchTerms: unknown) => sql`${searchTerms} %> ${folded(text)}`;
const distance = (text: string, searchTerms: unknown) =>
  sql<number>`${searchTerms} <->> ${folded(text)}`.as("distance");

/**
 * Who may be found: the one place the search states it. A person with a public, searchable profile, and a minor
 * (born after `adultBornBy`) only with a parent's consent; referees have no searchable flag of their own. A fan is
 * an activated, undeleted account that keeps its fan profile, never a minor (fans have no parental consent); an
 * account without a date of birth counts as of age, as the account rules do. The partial trigram indexes of
 * players, referees and users repeat the date-free part of these conditions.
 */
const isFindablePlayer = (adultBornBy: string) =>
  sql`${players.isProfilePublic} and ${players.isSearchable}
    and (${players.parentalConsentAt} is not null or ${players.dateOfBirth} <= ${adultBornBy}::date)`;
const isFindableReferee = (adultBornBy: string) =>
  sql`${referees.isProfilePublic}
    and (${referees.parentalConsentAt} is not null or ${referees.dateOfBirth} <= ${adultBornBy}::date)`;
const isFindableFan = (adultBornBy: string) =>
  sql`${users.hasFanProfile} and ${users.activatedAt} is not null and ${users.deletedAt} is null
    and (${users.dateOfBirth} is null or ${users.dateOfBirth} <= ${adultBornBy}::date)`;

/** A page's rows with the total; past the last match the rows carry no total, so it is counted on its own. */
async function toPage<Row extends { total: number }>(
  rows: Row[],
  count: () => Promise<{ total: number }[]>,
): Promise<Page<Omit<Row, "total">>> {
  if (rows.length > 0) return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]!.total };
  const [counted] = await count();
  return { rows: [], total: counted?.total ?? 0 };
}
const countAll = sql<number>`count(*)::int`;

/**
 * The league level of a club's first team in the current season: the club's team of rank 1 in the first team
 * type (Herren), in its highest-ranked competition. Rank 1 is the top of the ladder.
 */
const firstTeamLevel = sql`lateral (
  select ll.rank, ll.name from teams t
  join team_seasons ts on ts.team_id = t.id
  join seasons s on s.id = ts.season_id and s.is_current
  join competition_teams ct on ct.team_season_id = ts.id
  join competitions co on co.id = ct.competition_id
  join league_levels ll on ll.id = co.league_level_id
  where t.club_id = clubs.id and t.rank = 1
    and t.team_type_id = (select id from team_types order by sort_order limit 1)
  order by ll.rank limit 1) first_team_level`;

/** Clubs by name, or for a five-digit postal code the clubs of that place (their own code or a venue's). */
export async function searchClubs(db: Database, text: string, { offset, max }: PageRequest) {
  noteReadTags("clubs");
  const isPostalCode = /^[0-9]{5}$/.test(text);
  // Written out with its own names: the count below reads clubs alone, where column names go unqualified.
  const condition = isPostalCode
    ? sql`(clubs.postal_code = ${text} or exists (select 1 from club_venues cv join venues v on v.id = cv.venue_id
        where cv.club_id = clubs.id and v.postal_code = ${text}))`
    : matchesName(text, clubs.searchTerms);
  const relevance = isPostalCode ? sql<number>`1`.as("score") : score(text, clubs.searchTerms);
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      postalCode: clubs.postalCode,
      city: clubs.city,
      logoMediaId: clubs.logoMediaId,
      isLogoPrivate: clubs.isLogoPrivate,
      levelName: sql<string | null>`first_team_level.name`,
      score: relevance,
      total,
    })
    .from(clubs)
    .leftJoin(sql`${firstTeamLevel}`, sql`true`)
    .where(condition)
    .orderBy(desc(sql`score`), sql`first_team_level.rank asc nulls last`, asc(clubs.name), asc(clubs.id))
    .offset(offset)
    .limit(max);
  return toPage(rows, () => db.select({ total: countAll }).from(clubs).where(condition));
}

/** The level of a team's highest-ranked competition in the current season. */
const teamLevel = sql`lateral (
  select ll.rank, ll.name from team_seasons ts
  join seasons s on s.id = ts.season_id and s.is_current
  join competition_teams ct on ct.team_season_id = ts.id
  join competitions co on co.id = ct.competition_id
  join league_levels ll on ll.id = co.league_level_id
  where ts.team_id = teams.id
  order by ll.rank limit 1) team_level`;

export async function searchTeams(db: Database, text: string, { offset, max }: PageRequest) {
  noteReadTags("teams");
  const condition = matchesName(text, teams.searchTerms);
  const rows = await db
    .select({
      id: teams.id,
      clubId: teams.clubId,
      name: teams.name,
      clubName: clubs.name,
      teamTypeName: teamTypes.name,
      levelName: sql<string | null>`team_level.name`,
      score: score(text, teams.searchTerms),
      total,
    })
    .from(teams)
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .innerJoin(teamTypes, eq(teamTypes.id, teams.teamTypeId))
    .leftJoin(sql`${teamLevel}`, sql`true`)
    .where(condition)
    .orderBy(
      desc(sql`score`),
      sql`team_level.rank asc nulls last`,
      asc(teamTypes.sortOrder),
      asc(teams.name),
      asc(teams.id),
    )
    .offset(offset)
    .limit(max);
  return toPage(rows, () => db.select({ total: countAll }).from(teams).where(condition));
}

/** Competitions by name, the newest season first among equally good matches, then by level. */
export async function searchCompetitions(db: Database, text: string, { offset, max }: PageRequest) {
  noteReadTags("competitions");
  const condition = matchesName(text, competitions.searchTerms);
  const rows = await db
    .select({
      id: competitions.id,
      name: competitions.name,
      seasonId: seasons.id,
      seasonLabel: seasons.label,
      teamTypeName: teamTypes.name,
      leagueLevelName: leagueLevels.name,
      score: score(text, competitions.searchTerms),
      total,
    })
    .from(competitions)
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .innerJoin(teamTypes, eq(teamTypes.id, competitions.teamTypeId))
    .leftJoin(leagueLevels, eq(leagueLevels.id, competitions.leagueLevelId))
    .where(condition)
    .orderBy(
      desc(sql`score`),
      desc(seasons.startsOn),
      sql`${leagueLevels.rank} asc nulls last`,
      asc(competitions.name),
      asc(competitions.id),
    )
    .offset(offset)
    .limit(max);
  return toPage(rows, () => db.select({ total: countAll }).from(competitions).where(condition));
}

/** Associations are few: their names are folded as they are read. */
export async function searchAssociations(db: Database, text: string, { offset, max }: PageRequest) {
  const searchName = sql`(${foldForSearch(sql`${associations.name}`)} || ' ' || ${foldForSearch(sql`${associations.name}`, "drop")})`;
  const condition = matchesName(text, searchName);
  const rows = await db
    .select({ id: associations.id, name: associations.name, score: score(text, searchName), total })
    .from(associations)
    .where(condition)
    .orderBy(desc(sql`score`), asc(associations.name))
    .offset(offset)
    .limit(max);
  return toPage(rows, () => db.select({ total: countAll }).from(associations).where(condition));
}

/** The account behind a player profile, for the profile link by account (`/spieler/userid/…`). */
const userRefOfPlayer = sql<string | null>`(select u.id::text from users u
  where u.player_id = players.id and u.deleted_at is null)`;

export interface PeopleSearch extends PageRequest {
  text: string;
  adultBornBy: string;
  kinds: ("player" | "referee")[];
  /** Matches are counted up to this many: the page's `more` needs one beyond the page. */
  countLimit: number;
}

interface PersonRow {
  kind: "player" | "referee";
  id: string;
  userRef: string | null;
  firstName: string;
  lastName: string;
  clubId: string | null;
  clubName: string | null;
  distance: number;
}

/** The nearest `limit` findable players, nearest first, straight from the index. */
function nearestPlayers(db: Database, text: string, adultBornBy: string, limit: number): Promise<PersonRow[]> {
  return db
    .select({
      kind: sql<"player">`'player'`,
      id: players.id,
      userRef: userRefOfPlayer,
      firstName: players.firstName,
      lastName: players.lastName,
      clubId: players.clubId,
      clubName: clubs.name,
      distance: distance(text, players.searchTerms),
    })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .where(and(sql`${isFindablePlayer(adultBornBy)}`, isNear(text, players.searchTerms)))
    .orderBy(sql`distance`)
    .limit(limit);
}

function nearestReferees(db: Database, text: string, adultBornBy: string, limit: number): Promise<PersonRow[]> {
  return db
    .select({
      kind: sql<"referee">`'referee'`,
      id: referees.id,
      userRef: sql<string | null>`null::text`,
      firstName: referees.firstName,
      lastName: referees.lastName,
      clubId: referees.clubId,
      clubName: clubs.name,
      distance: distance(text, referees.searchTerms),
    })
    .from(referees)
    .leftJoin(clubs, eq(clubs.id, referees.clubId))
    .where(and(sql`${isFindableReferee(adultBornBy)}`, isNear(text, referees.searchTerms)))
    .orderBy(sql`distance`)
    .limit(limit);
}

async function countUpTo(db: Database, table: typeof players | typeof referees, condition: SQL, limit: number) {
  const matches = db.select({ one: sql`1` }).from(table).where(condition).limit(limit).as("matches");
  const [counted] = await db.select({ total: countAll }).from(matches);
  return counted?.total ?? 0;
}

/**
 * Players and referees who may be found, best match first, with their club's name. Which people a page holds
 * follows the index's order (players before referees at equal distance); where a small table is sorted instead
 * of read from the index, equally good matches may fall on a different page than the index would put them;
 * within a page equally good matches are sorted by name. `total` counts up to `countLimit`.
 */
export async function searchPeople(db: Database, { text, adultBornBy, kinds, offset, max, countLimit }: PeopleSearch) {
  noteReadTags("people");
  const wantsPlayers = kinds.includes("player");
  const wantsReferees = kinds.includes("referee");
  const [nearPlayers, nearReferees, playerCount, refereeCount] = await Promise.all([
    wantsPlayers ? nearestPlayers(db, text, adultBornBy, offset + max) : [],
    wantsReferees ? nearestReferees(db, text, adultBornBy, offset + max) : [],
    wantsPlayers
      ? countUpTo(
          db,
          players,
          sql`${isFindablePlayer(adultBornBy)} and ${isNear(text, players.searchTerms)}`,
          countLimit,
        )
      : 0,
    wantsReferees
      ? countUpTo(
          db,
          referees,
          sql`${isFindableReferee(adultBornBy)} and ${isNear(text, referees.searchTerms)}`,
          countLimit,
        )
      : 0,
  ]);
  // A stable merge by distance keeps each kind in its index order.
  const merged = [...nearPlayers, ...nearReferees].sort((a, b) => a.distance - b.distance);
  const rows = merged
    .slice(offset, offset + max)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        compareText(a.lastName, b.lastName) ||
        compareText(a.firstName, b.firstName) ||
        compareText(a.id, b.id),
    )
    .map(({ distance: _, ...row }) => row);
  return { rows, total: Math.min(playerCount + refereeCount, countLimit) };
}

/** Byte order, as the database's C collation sorts. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Fans by nickname: nothing else of an account is read. */
export async function searchFans(db: Database, text: string, adultBornBy: string, { offset, max }: PageRequest) {
  noteReadTags("people");
  const condition = and(sql`${isFindableFan(adultBornBy)}`, matchesName(text, users.searchName));
  const rows = await db
    .select({ nickname: users.nickname, score: score(text, users.searchName), total })
    .from(users)
    .where(condition)
    .orderBy(desc(sql`score`), asc(users.nickname), asc(users.id))
    .offset(offset)
    .limit(max);
  return toPage(rows, () => db.select({ total: countAll }).from(users).where(condition));
}
