import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { searchNameOf, searchTermsOf } from "../search-fold.js";
import { mediaFiles } from "./media.js";
import { associations, kreise, seasons, teamTypes, venues } from "./structure.js";

export const clubs = pgTable(
  "clubs",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    shortName: text().notNull(),
    /** The association's club number (Vereinsnummer). */
    number: text().notNull(),
    colors: jsonb().$type<string[]>().notNull().default([]),
    logoMediaId: text().references(() => mediaFiles.id),
    isLogoPrivate: boolean().notNull().default(false),
    street: text(),
    postalCode: text(),
    city: text(),
    email: text(),
    /** The club permits showing its e-mail address (the club info call leaves it out otherwise). */
    isEmailPublic: boolean().notNull().default(false),
    phone: text(),
    website: text(),
    contactName: text(),
    associationId: text()
      .notNull()
      .references(() => associations.id),
    kreisId: text().references(() => kreise.id),
    foundedYear: smallint(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The name folded for search (see db/search-fold.ts). */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(() => searchNameOf("name")),
    /** The name folded for search, both umlaut forms (see db/search-fold.ts). */
    searchTerms: text()
      .notNull()
      .generatedAlwaysAs(() => searchTermsOf("name")),
  },
  (t) => [
    index().on(t.kreisId),
    index().on(t.postalCode),
    index("clubs_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("clubs_search_name_trgm").using("gin", t.searchName.op("gin_trgm_ops")),
    // A GiST index answers the search in similarity order (nearest first) and stops after a page.
    index("clubs_search_terms_trgm").using("gist", sql`${t.searchTerms} gist_trgm_ops(siglen=1024)`),
  ],
);

export const clubVenues = pgTable(
  "club_venues",
  {
    clubId: text()
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    venueId: text()
      .notNull()
      .references(() => venues.id),
    isMain: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.venueId] }), index().on(t.venueId)],
);

/** A team across seasons: its id is the permanent team id. */
export const teams = pgTable(
  "teams",
  {
    id: text().primaryKey(),
    clubId: text()
      .notNull()
      .references(() => clubs.id),
    teamTypeId: integer()
      .notNull()
      .references(() => teamTypes.id),
    name: text().notNull(),
    /** 1 for the first team of its type, 2 for the second (II), … */
    rank: smallint().notNull().default(1),
    /** The name folded for search, both umlaut forms (see db/search-fold.ts). */
    searchTerms: text()
      .notNull()
      .generatedAlwaysAs(() => searchTermsOf("name")),
  },
  (t) => [
    index().on(t.clubId),
    index("teams_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    // A GiST index answers the search in similarity order (nearest first) and stops after a page.
    index("teams_search_terms_trgm").using("gist", sql`${t.searchTerms} gist_trgm_ops(siglen=1024)`),
  ],
);

/** A team in one season, with the per-season team id that matches and entries refer to. */
export const teamSeasons = pgTable(
  "team_seasons",
  {
    id: text().primaryKey(),
    teamId: text()
      .notNull()
      .references(() => teams.id),
    seasonId: text()
      .notNull()
      .references(() => seasons.id),
    name: text().notNull(),
    isWithdrawn: boolean().notNull().default(false),
    /** Out of competition / without rating (oW, a.K.). */
    isWithoutRating: boolean().notNull().default(false),
    isSquadPublic: boolean().notNull().default(true),
    imageMediaId: text().references(() => mediaFiles.id),
    /** Team profile configuration: what the team page shows. */
    profileConfig: jsonb()
      .$type<{
        news: boolean;
        trend: boolean;
        scorers: boolean;
        fairplay: boolean;
        venue: boolean;
        history: boolean;
      }>()
      .notNull()
      .default({ news: true, trend: true, scorers: true, fairplay: true, venue: true, history: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.teamId, t.seasonId), index().on(t.seasonId)],
);
