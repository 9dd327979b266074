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
  uuid,
} from "drizzle-orm/pg-core";
import { searchNameOf } from "../search-fold.js";
import { clubs, teams } from "./clubs.js";
import {
  blacklistStatus,
  consentRole,
  favoriteKind,
  gender,
  oneTimeCodePurpose,
  playingPosition,
  userFeature,
} from "./enums.js";
import { players, referees } from "./people.js";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** argon2id hash; the password itself is never stored. */
    passwordHash: text().notNull(),
    nickname: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    gender: gender(),
    dateOfBirth: date(),
    street: text(),
    postalCode: text(),
    city: text(),
    mobilePhone: text(),
    nationality: text(),
    imageUrl: text(),
    hasFanProfile: boolean().notNull().default(true),
    playerId: text().references(() => players.id),
    refereeId: text().references(() => referees.id),
    hasCoachProfile: boolean().notNull().default(false),
    activatedAt: timestamp({ withTimezone: true }),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    termsVersion: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    /** The nickname folded for the fan search (see db/search-fold.ts); the only part of an account it looks at. */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(() => searchNameOf("nickname")),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_search_name_trgm")
      .using("gin", t.searchName.op("gin_trgm_ops"))
      .where(sql`${t.hasFanProfile} and ${t.activatedAt} is not null and ${t.deletedAt} is null`),
    uniqueIndex("users_nickname_unique").on(sql`lower(${t.nickname})`),
    uniqueIndex().on(t.playerId),
    uniqueIndex().on(t.refereeId),
  ],
);

export const userFeatures = pgTable(
  "user_features",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    feature: userFeature().notNull(),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);

/** Which user may administer which (permanent) team. */
export const teamAdminRights = pgTable(
  "team_admin_rights",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text()
      .notNull()
      .references(() => teams.id),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index().on(t.teamId)],
);

/**
 * Who appointed whom as a team's admin, and when the appointment ended and by whom (team_admin_rights holds the
 * rights in force; this is their history, docs/team-administration.md).
 */
export const teamAdminAppointments = pgTable(
  "team_admin_appointments",
  {
    id: uuid().primaryKey().defaultRandom(),
    teamId: text()
      .notNull()
      .references(() => teams.id),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    appointedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    appointedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.teamId), index().on(t.userId)],
);

/** Marketing consent as a history: the newest confirmed row is the current state. */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isAgreed: boolean().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    source: text().notNull(),
  },
  (t) => [index().on(t.userId, t.requestedAt)],
);

/** Single-use codes for activation, e-mail change, password reset and the other confirmation flows. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: text().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeCodePurpose().notNull(),
    codeHash: text().notNull(),
    /** What the code confirms, e.g. the new e-mail address. */
    target: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: smallint().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);

/** Rotating refresh tokens, stored hashed; a reused token revokes its whole family. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    familyId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    replacedById: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.familyId)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: favoriteKind().notNull(),
    objectId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.objectId] })],
);

/** A push device: token and token type, with the categories it wants. */
export const pushDevices = pgTable(
  "push_devices",
  {
    token: text().notNull(),
    tokenTypeId: integer().notNull(),
    categories: jsonb().$type<string[]>().notNull().default([]),
    settings: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenTypeId, t.token] })],
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    token: text().notNull(),
    tokenTypeId: integer().notNull(),
    objectRef: text().notNull(),
    referenceTypeId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenTypeId, t.token, t.objectRef] }), index().on(t.objectRef)],
);

/** People who asked that no player profile may be created for them. */
export const blacklistedPlayerProfiles = pgTable(
  "blacklisted_player_profiles",
  {
    id: text().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date().notNull(),
    mobile: text().notNull(),
    clubId: text().references(() => clubs.id),
    /** The club's record the request named: its id is what the confirmation gives with the code. */
    playerId: text().references(() => players.id),
    /** What the confirmation changed: each record's flags before, restored exactly when the person leaves the list. */
    hiddenRecords:
      jsonb().$type<
        { playerId: string; isProfilePublic: boolean; isSearchable: boolean; isSearchableExternally: boolean }[]
      >(),
    status: blacklistStatus().notNull().default("pending"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.lastName, t.firstName, t.dateOfBirth), index().on(t.playerId)],
);

/**
 * An account's claim of a player record of the association's data (the person it is about): asked for with the
 * record's names, date of birth and club, proven by the code the club's officials received and handed on
 * (docs/player-profiles.md). What the person declared at registration is applied when the code is entered.
 */
export const playerProfileClaims = pgTable(
  "player_profile_claims",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    playerId: text()
      .notNull()
      .references(() => players.id),
    clubId: text()
      .notNull()
      .references(() => clubs.id),
    mobile: text(),
    position: playingPosition(),
    alternativePositions: jsonb().$type<string[]>().notNull().default([]),
    agreesToPromateur: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A minor's record was made private at the link: the public flag to give back at the consent or at 18. */
    wasPublic: boolean(),
    activatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.playerId)],
);

/**
 * An account's claim of a referee record: asked for with the record's names and date of birth and the referee's pass
 * number (identification), proven by the code the officials of the referee's club received and handed on
 * (docs/player-profiles.md, "Referees").
 */
export const refereeProfileClaims = pgTable(
  "referee_profile_claims",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refereeId: text()
      .notNull()
      .references(() => referees.id),
    clubId: text()
      .notNull()
      .references(() => clubs.id),
    identification: text().notNull(),
    mobile: text(),
    /** Whether the record was public when a minor's account linked it (and so private until consent or 18). */
    wasPublic: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.refereeId)],
);

export const parentalConsentRequests = pgTable(
  "parental_consent_requests",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: consentRole().notNull(),
    playerId: text().references(() => players.id),
    refereeId: text().references(() => referees.id),
    parentEmail: text().notNull(),
    mobile: text(),
    verificationHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Wrong passwords, kept for the throttle of password checks (sign-in, password and address change): refused per
 * name typed (a digest, known or not, so every name is answered alike) and client network, slowed per account from
 * all networks. Rows older than the window are deleted as new ones are written.
 */
export const passwordFailures = pgTable(
  "password_failures",
  {
    /** The name the check was for: a digest of the typed name at sign-in, `account:<id>` where a token names it. */
    subject: text().notNull(),
    client: text().notNull(),
    /** The account behind the name (`account:<id>`), or the subject again for a name no account has. */
    account: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subject, t.client, t.failedAt), index().on(t.account, t.failedAt), index().on(t.failedAt)],
);
