import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { searchTermsOf } from "../search-fold.js";
import { clubs, teamSeasons } from "./clubs.js";
import { footType, gender, playingPosition } from "./enums.js";
import { mediaFiles } from "./media.js";
import { seasons } from "./structure.js";

/** Association officials such as division managers (Staffelleiter). Contact data leaves the API only when permitted. */
export const functionaries = pgTable("functionaries", {
  id: text().primaryKey(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  functionName: text().notNull(),
  email: text(),
  phone: text(),
  isEmailPublic: boolean().notNull().default(false),
  isPhonePublic: boolean().notNull().default(false),
  photoMediaId: text().references(() => mediaFiles.id),
});

export const players = pgTable(
  "players",
  {
    id: text().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    nickname: text(),
    dateOfBirth: date().notNull(),
    gender: gender().notNull(),
    nationality: text().notNull(),
    position: playingPosition(),
    alternativePositions: jsonb().$type<string[]>().notNull().default([]),
    foot: footType(),
    heightCm: smallint(),
    weightKg: smallint(),
    jerseyNumber: smallint(),
    isCaptain: boolean().notNull().default(false),
    clubId: text().references(() => clubs.id),
    /** A profile that is not public gets no link and no page (notPublic on the wire). */
    isProfilePublic: boolean().notNull().default(true),
    isPerformanceVisible: boolean().notNull().default(true),
    areCardsVisible: boolean().notNull().default(true),
    isDateOfBirthVisible: boolean().notNull().default(false),
    isNationalityVisible: boolean().notNull().default(true),
    isClubHistoryVisible: boolean().notNull().default(true),
    /**
     * The details the player describes (nickname, height, weight, foot, positions, jersey number, captaincy) on the
     * profile page (playerDataVisible of getAccountPlayerData).
     */
    isPlayerDataVisible: boolean().notNull().default(true),
    isSearchable: boolean().notNull().default(true),
    isSearchableExternally: boolean().notNull().default(false),
    /** Minors' profiles need a parent's consent before they become public. */
    parentalConsentAt: timestamp({ withTimezone: true }),
    /** First and last name folded for search, both umlaut forms (see db/search-fold.ts). */
    searchTerms: text()
      .notNull()
      .generatedAlwaysAs(() => searchTermsOf("first_name", "last_name")),
  },
  (t) => [
    index().on(t.clubId),
    index("players_name_trgm").using("gin", t.lastName.op("gin_trgm_ops"), t.firstName.op("gin_trgm_ops")),
    // Only profiles that may be found at all are indexed; the search repeats this condition (search.repository.ts).
    // GiST answers the first page in similarity order (a nearest-neighbour scan); the long signature keeps a text
    // that matches nobody from walking the whole index.
    index("players_search_terms_trgm")
      .using("gist", sql`${t.searchTerms} gist_trgm_ops(siglen=1024)`)
      .where(sql`${t.isProfilePublic} and ${t.isSearchable}`),
  ],
);

export const playerImages = pgTable(
  "player_images",
  {
    id: text().primaryKey(),
    playerId: text()
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    mediaId: text()
      .notNull()
      .references(() => mediaFiles.id),
    copyright: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.playerId)],
);

/**
 * Successes a player enters themselves (savePlayerSuccess): a selection, a youth title, a win elsewhere, which the
 * association's data does not hold. Shown apart from the successes the data proves.
 */
export const playerSuccessEntries = pgTable(
  "player_success_entries",
  {
    id: text().primaryKey(),
    playerId: text()
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    year: smallint().notNull(),
    title: text().notNull(),
    description: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.playerId)],
);

/** A player in a team's squad for one season; arrivals and departures are the dated joins and leaves. */
export const squadMemberships = pgTable(
  "squad_memberships",
  {
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id),
    playerId: text()
      .notNull()
      .references(() => players.id),
    jerseyNumber: smallint(),
    position: playingPosition(),
    isCaptain: boolean().notNull().default(false),
    joinedOn: date(),
    leftOn: date(),
    arrivedFromClubId: text().references(() => clubs.id),
    departedToClubId: text().references(() => clubs.id),
  },
  (t) => [primaryKey({ columns: [t.teamSeasonId, t.playerId] }), index().on(t.playerId)],
);

export const referees = pgTable(
  "referees",
  {
    id: text().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    nickname: text(),
    dateOfBirth: date().notNull(),
    gender: gender().notNull(),
    nationality: text().notNull(),
    clubId: text().references(() => clubs.id),
    /** Highest level the referee is listed for, e.g. "Bayernliga". */
    levelName: text().notNull(),
    activeSince: smallint().notNull(),
    imageMediaId: text().references(() => mediaFiles.id),
    isProfilePublic: boolean().notNull().default(true),
    isPerformanceVisible: boolean().notNull().default(true),
    areCardsVisible: boolean().notNull().default(true),
    isDateOfBirthVisible: boolean().notNull().default(false),
    isCareerVisible: boolean().notNull().default(true),
    isNationalityVisible: boolean().notNull().default(true),
    parentalConsentAt: timestamp({ withTimezone: true }),
    /** First and last name folded for search, both umlaut forms (see db/search-fold.ts). */
    searchTerms: text()
      .notNull()
      .generatedAlwaysAs(() => searchTermsOf("first_name", "last_name")),
  },
  (t) => [
    index("referees_name_trgm").using("gin", t.lastName.op("gin_trgm_ops"), t.firstName.op("gin_trgm_ops")),
    index("referees_search_terms_trgm")
      .using("gist", sql`${t.searchTerms} gist_trgm_ops(siglen=1024)`)
      .where(sql`${t.isProfilePublic}`),
  ],
);

export const refereeCareerEntries = pgTable(
  "referee_career_entries",
  {
    id: text().primaryKey(),
    refereeId: text()
      .notNull()
      .references(() => referees.id, { onDelete: "cascade" }),
    seasonId: text().references(() => seasons.id),
    fromYear: smallint().notNull(),
    toYear: smallint(),
    description: text().notNull(),
  },
  (t) => [index().on(t.refereeId)],
);

export const refereeSpecialMatches = pgTable(
  "referee_special_matches",
  {
    id: text().primaryKey(),
    refereeId: text()
      .notNull()
      .references(() => referees.id, { onDelete: "cascade" }),
    /** A match of our own data, or only a description for matches elsewhere. */
    matchId: text(),
    playedOn: date().notNull(),
    description: text().notNull(),
    remark: text(),
  },
  (t) => [index().on(t.refereeId)],
);

/** Which statistic types a referee shows on the profile. */
export const refereeStatisticTypes = pgTable(
  "referee_statistic_types",
  {
    refereeId: text()
      .notNull()
      .references(() => referees.id, { onDelete: "cascade" }),
    statisticTypeId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.refereeId, t.statisticTypeId] })],
);

/** Coaches, assistants, team managers of a team in a season. */
export const teamOfficials = pgTable(
  "team_officials",
  {
    id: text().primaryKey(),
    teamSeasonId: text()
      .notNull()
      .references(() => teamSeasons.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    functionName: text().notNull(),
    email: text(),
    phone: text(),
    isContactPublic: boolean().notNull().default(false),
  },
  (t) => [index().on(t.teamSeasonId), uniqueIndex().on(t.teamSeasonId, t.lastName, t.firstName, t.functionName)],
);
