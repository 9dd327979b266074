import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  mediaFiles,
  seasons,
  squadMemberships,
  teamAdminAppointments,
  teamAdminRights,
  teamSeasons,
  teams,
  users,
} from "../../db/schema/index.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";

/** The teams the user administers, with their clubs and since when. */
export async function listAdministeredTeams(db: Database, userId: string) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      clubId: clubs.id,
      clubName: clubs.name,
      since: teamAdminRights.grantedAt,
    })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .innerJoin(clubs, eq(clubs.id, teams.clubId))
    .where(eq(teamAdminRights.userId, userId))
    .orderBy(asc(clubs.name), asc(teams.name), asc(teams.id));
}

/** Each season of the team with the size of its squad (what publishing would show). */
export async function listSquadSeasons(db: Database, teamId: string) {
  return db
    .select({
      teamSeasonId: teamSeasons.id,
      seasonId: seasons.id,
      seasonLabel: seasons.label,
      isCurrent: seasons.isCurrent,
      isSquadPublic: teamSeasons.isSquadPublic,
      squadSize: sql<number>`(select count(*)::int from ${squadMemberships}
        where ${squadMemberships.teamSeasonId} = ${teamSeasons.id})`,
    })
    .from(teamSeasons)
    .innerJoin(seasons, eq(seasons.id, teamSeasons.seasonId))
    .where(eq(teamSeasons.teamId, teamId))
    .orderBy(desc(seasons.startsOn));
}

export async function setSquadPublic(db: Database, teamSeasonId: string, isSquadPublic: boolean) {
  await db.update(teamSeasons).set({ isSquadPublic, updatedAt: sql`now()` }).where(eq(teamSeasons.id, teamSeasonId));
}

/** Switches the sections named, in one statement: two admins switching different sections at once both count. */
export async function setProfileConfig(
  db: Database,
  teamSeasonId: string,
  changes: Partial<(typeof teamSeasons.$inferSelect)["profileConfig"]>,
) {
  const [row] = await db
    .update(teamSeasons)
    .set({
      profileConfig: sql`${teamSeasons.profileConfig} || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(teamSeasons.id, teamSeasonId))
    .returning({ profileConfig: teamSeasons.profileConfig });
  return row!.profileConfig;
}

/** The club's teams with the admins in force (nickname, since, who appointed them). */
export async function listClubTeamAdmins(db: Database, clubId: string) {
  const appointer = sql<string | null>`(select u.nickname from ${teamAdminAppointments} a
      join ${users} u on u.id = a.appointed_by
     where a.team_id = ${teamAdminRights.teamId} and a.user_id = ${teamAdminRights.userId} and a.ended_at is null
     order by a.appointed_at desc limit 1)`;
  const [clubTeams, admins] = await Promise.all([
    db
      .select({ teamId: teams.id, teamName: teams.name })
      .from(teams)
      .where(eq(teams.clubId, clubId))
      .orderBy(asc(teams.name), asc(teams.id)),
    db
      .select({
        teamId: teamAdminRights.teamId,
        nickname: users.nickname,
        since: teamAdminRights.grantedAt,
        appointedBy: appointer,
      })
      .from(teamAdminRights)
      .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
      .innerJoin(users, eq(users.id, teamAdminRights.userId))
      .where(and(eq(teams.clubId, clubId), isNull(users.deletedAt)))
      .orderBy(asc(users.nickname)),
  ]);
  return { clubTeams, admins };
}

/** The team, if it belongs to the club. */
export async function findClubTeam(db: Database, clubId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
    .limit(1);
  return row ?? null;
}

/**
 * The team's admins, locked until the transaction ends (two endings at once cannot leave the team without one), and
 * who appointed the one named, if the appointment is recorded.
 */
export async function lockTeamAdmins(db: Database, teamId: string, userId: string) {
  const admins = await db
    .select({ userId: teamAdminRights.userId })
    .from(teamAdminRights)
    .where(eq(teamAdminRights.teamId, teamId))
    .for("update");
  const [appointment] = await db
    .select({ appointedBy: teamAdminAppointments.appointedBy })
    .from(teamAdminAppointments)
    .where(
      and(
        eq(teamAdminAppointments.teamId, teamId),
        eq(teamAdminAppointments.userId, userId),
        isNull(teamAdminAppointments.endedAt),
      ),
    )
    .orderBy(desc(teamAdminAppointments.appointedAt))
    .limit(1);
  return { adminIds: admins.map((admin) => admin.userId), appointedBy: appointment?.appointedBy ?? null };
}

/** Gives the user the team's rights and records the appointment; false when the user already had them. */
export async function appoint(db: Database, teamId: string, userId: string, appointedBy: string): Promise<boolean> {
  const granted = await db
    .insert(teamAdminRights)
    .values({ teamId, userId })
    .onConflictDoNothing()
    .returning({ userId: teamAdminRights.userId });
  if (granted.length === 0) return false;
  await db.insert(teamAdminAppointments).values({ teamId, userId, appointedBy });
  return true;
}

/** Takes the team's rights from the user and records the end; false when the user had none. */
export async function endAppointment(db: Database, teamId: string, userId: string, endedBy: string): Promise<boolean> {
  const removed = await db
    .delete(teamAdminRights)
    .where(and(eq(teamAdminRights.teamId, teamId), eq(teamAdminRights.userId, userId)))
    .returning({ grantedAt: teamAdminRights.grantedAt });
  if (removed.length === 0) return false;
  const ended = await db
    .update(teamAdminAppointments)
    .set({ endedAt: sql`now()`, endedBy })
    .where(
      and(
        eq(teamAdminAppointments.teamId, teamId),
        eq(teamAdminAppointments.userId, userId),
        isNull(teamAdminAppointments.endedAt),
      ),
    )
    .returning({ id: teamAdminAppointments.id });
  // Rights given before appointments were recorded (the association's import) get their end recorded too.
  if (ended.length === 0) {
    await db
      .insert(teamAdminAppointments)
      .values({ teamId, userId, appointedBy: null, appointedAt: removed[0]!.grantedAt, endedAt: sql`now()`, endedBy });
  }
  return true;
}

/**
 * Sets (or with null removes) the photo of one season's team, storing the new original; the previous original goes
 * unless something else still shows it. Answers whether there was a previous photo.
 */
export async function replaceTeamImage(
  db: Database,
  teamSeasonId: string,
  image: { id: string; data: Buffer; contentType: string; width: number; height: number } | null,
): Promise<boolean> {
  const [current] = await db
    .select({ imageMediaId: teamSeasons.imageMediaId })
    .from(teamSeasons)
    .where(eq(teamSeasons.id, teamSeasonId))
    .for("update");
  // Nothing to remove: nothing is written.
  if (!image && !current?.imageMediaId) return false;
  if (image) await db.insert(mediaFiles).values(image);
  await db
    .update(teamSeasons)
    .set({ imageMediaId: image?.id ?? null, updatedAt: sql`now()` })
    .where(eq(teamSeasons.id, teamSeasonId));
  const previous = current?.imageMediaId ?? null;
  if (previous === null) return false;
  const [sharedByTeam] = await db
    .select({ id: teamSeasons.id })
    .from(teamSeasons)
    .where(and(eq(teamSeasons.imageMediaId, previous), ne(teamSeasons.id, teamSeasonId)))
    .limit(1);
  if (!sharedByTeam) {
    // Another kind of page may show the same original (a club's crest, an article): then it stays.
    await db
      .transaction(async (savepoint) => {
        await savepoint.delete(mediaFiles).where(eq(mediaFiles.id, previous));
      })
      .catch((error: unknown) => {
        // A foreign key: another page shows the same original, which then stays. Anything else is a real failure.
        if (!isForeignKeyViolation(error)) throw error;
      });
  }
  return true;
}
