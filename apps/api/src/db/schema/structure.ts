import { boolean, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { playingAreaKind, surfaceType } from "./enums.js";

/** An association (Verband); the catalogue's selection calls call it `mandant`. */
export const associations = pgTable("associations", {
  id: text().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  shortName: text().notNull(),
  website: text(),
  /** Where the contact form (`sendContactMail`) delivers; never shown. */
  contactEmail: text(),
  logoUrl: text(),
  isDefault: boolean().notNull().default(false),
});

export const bezirke = pgTable("bezirke", {
  id: text().primaryKey(),
  associationId: text()
    .notNull()
    .references(() => associations.id),
  name: text().notNull(),
  sortOrder: smallint().notNull(),
});

export const kreise = pgTable(
  "kreise",
  {
    id: text().primaryKey(),
    bezirkId: text()
      .notNull()
      .references(() => bezirke.id),
    name: text().notNull(),
    sortOrder: smallint().notNull(),
  },
  (t) => [index().on(t.bezirkId)],
);

/** Spielgebiet: the whole association, a Bezirk or a Kreis. Exactly one reference is set, matching `kind`. */
export const playingAreas = pgTable(
  "playing_areas",
  {
    id: text().primaryKey(),
    kind: playingAreaKind().notNull(),
    name: text().notNull(),
    associationId: text()
      .notNull()
      .references(() => associations.id),
    bezirkId: text().references(() => bezirke.id),
    kreisId: text().references(() => kreise.id),
  },
  (t) => [index().on(t.associationId, t.kind)],
);

/** Seasons are identified like `2526` and shown as `25/26`. */
export const seasons = pgTable("seasons", {
  id: text().primaryKey(),
  label: text().notNull(),
  startsOn: date().notNull(),
  endsOn: date().notNull(),
  isCurrent: boolean().notNull().default(false),
});

export const competitionTypes = pgTable("competition_types", {
  id: integer().primaryKey(),
  name: text().notNull(),
  /** The client's enumeration: Championship, Cup, Friendly, IndoorTournament, … */
  basicType: text().notNull(),
  sortOrder: smallint().notNull(),
});

export const teamTypes = pgTable("team_types", {
  id: integer().primaryKey(),
  name: text().notNull(),
  shortName: text().notNull(),
  /** Inclusive age bounds in the season's reference year; null where open. */
  minAge: smallint(),
  maxAge: smallint(),
  isFemale: boolean().notNull(),
  isYouth: boolean().notNull(),
  /** Children's football (E to G) is played without results and tables (`o.E.`). */
  hasResults: boolean().notNull().default(true),
  matchMinutes: smallint().notNull().default(90),
  sortOrder: smallint().notNull(),
});

export const leagueLevels = pgTable(
  "league_levels",
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    teamTypeId: integer()
      .notNull()
      .references(() => teamTypes.id),
    /** 1 is the highest level of that team type's ladder. */
    rank: smallint().notNull(),
    areaKind: playingAreaKind().notNull(),
  },
  (t) => [uniqueIndex().on(t.teamTypeId, t.rank)],
);

export const venues = pgTable(
  "venues",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    street: text(),
    postalCode: text(),
    city: text(),
    surface: surfaceType().notNull(),
    latitude: text(),
    longitude: text(),
  },
  (t) => [index().on(t.postalCode)],
);
