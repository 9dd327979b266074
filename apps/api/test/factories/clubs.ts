import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import {
  associations,
  clubs,
  clubVenues,
  competitionTeams,
  teamSeasons,
  teams,
  venues,
} from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/** A new id with a prefix, in the demo's upper-case style. */
export function newId(prefix: string): string {
  return `${prefix}${randomUUID().replace(/-/g, "").slice(0, 20).toUpperCase()}`;
}

export type ClubFields = Partial<typeof clubs.$inferInsert>;

/** A club of the default association, in "Testort" with postal code 99000 unless the fields say otherwise. */
export async function createClub(testApp: TestApp, fields: ClubFields = {}): Promise<string> {
  const id = fields.id ?? newId("CLUB");
  const name = fields.name ?? `SV Test ${id}`;
  const associationId =
    fields.associationId ??
    (
      await testApp.db.select({ id: associations.id }).from(associations).orderBy(desc(associations.isDefault)).limit(1)
    )[0]?.id;
  if (!associationId) throw new Error("The database has no association");
  await testApp.db.insert(clubs).values({
    shortName: name,
    number: "99999",
    postalCode: "99000",
    city: "Testort",
    ...fields,
    id,
    name,
    associationId,
  });
  return id;
}

export interface CreatedTeam {
  /** The permanent team id. */
  teamId: string;
  /** The team's id in `season`, when one was given. */
  teamSeasonId: string | undefined;
}

/**
 * A team of a club (the first men's team unless the fields say otherwise) and, with `season`, its season row under
 * the same name; `competitionId` enters that season's team in a competition.
 */
export async function createTeam(
  testApp: TestApp,
  fields: Partial<typeof teams.$inferInsert> & { clubId: string },
  season?: { seasonId: string; id?: string; competitionId?: string },
): Promise<CreatedTeam> {
  const teamId = fields.id ?? `${fields.clubId}T`;
  const name = fields.name ?? `Team ${fields.clubId}`;
  await testApp.db.insert(teams).values({ teamTypeId: 1, rank: 1, ...fields, id: teamId, name });
  if (!season) return { teamId, teamSeasonId: undefined };
  const teamSeasonId = season.id ?? `${fields.clubId}S`;
  await testApp.db.insert(teamSeasons).values({ id: teamSeasonId, teamId, seasonId: season.seasonId, name });
  if (season.competitionId) await enterTeam(testApp, season.competitionId, teamSeasonId);
  return { teamId, teamSeasonId };
}

/** Enters a team (its season row) in a competition. */
export async function enterTeam(testApp: TestApp, competitionId: string, teamSeasonId: string): Promise<void> {
  await testApp.db.insert(competitionTeams).values({ competitionId, teamSeasonId });
}

/** A venue (natural grass unless the fields say otherwise), the ground of the given clubs. */
export async function createVenue(
  testApp: TestApp,
  fields: Partial<typeof venues.$inferInsert> & { name: string },
  clubIds: string[] = [],
): Promise<string> {
  const id = fields.id ?? newId("VENUE");
  await testApp.db.insert(venues).values({ surface: "natural_grass", city: "Testort", ...fields, id });
  for (const clubId of clubIds) await testApp.db.insert(clubVenues).values({ clubId, venueId: id });
  return id;
}

type ProfileConfig = (typeof teamSeasons.$inferSelect)["profileConfig"];

/** Changes what a team's page shows in its season (the rest of its profile configuration stays). */
export async function setTeamProfileConfig(
  testApp: TestApp,
  teamSeasonId: string,
  config: Partial<ProfileConfig>,
): Promise<void> {
  await testApp.db
    .update(teamSeasons)
    .set({ profileConfig: sql`${teamSeasons.profileConfig} || ${JSON.stringify(config)}::jsonb` })
    .where(eq(teamSeasons.id, teamSeasonId));
}

/** A team's season row as stored. */
export async function findTeamSeason(testApp: TestApp, teamSeasonId: string) {
  const [row] = await testApp.db.select().from(teamSeasons).where(eq(teamSeasons.id, teamSeasonId));
  if (!row) throw new Error(`No team season ${teamSeasonId}`);
  return row;
}

/** Sets whether a club shows a team's squad in the team's season. */
export async function setSquadPublic(testApp: TestApp, teamSeasonId: string, isSquadPublic: boolean): Promise<void> {
  await testApp.db.update(teamSeasons).set({ isSquadPublic }).where(eq(teamSeasons.id, teamSeasonId));
}

/** Sets whether a club keeps its crest private. */
export async function setClubLogoPrivate(testApp: TestApp, clubId: string, isLogoPrivate: boolean): Promise<void> {
  await testApp.db.update(clubs).set({ isLogoPrivate }).where(eq(clubs.id, clubId));
}
