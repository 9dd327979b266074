import { and, asc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.js";
import {
  clubReporters,
  competitions,
  functionaries,
  matches,
  teamAdminRights,
  teamSeasons,
  teams,
  users,
} from "../../db/schema/index.js";
import { berlinDay } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { findAccountByNickname } from "../shared/accounts-by-nickname.repository.js";
import type { ServiceContext } from "../shared/context.js";

/* Who reports a club's matches besides its team admins: accounts the club names by nickname. */

export async function listClubReporters({ db }: ServiceContext, clubId: string) {
  const rows = await db
    .select({ nickname: users.nickname, since: clubReporters.createdAt })
    .from(clubReporters)
    .innerJoin(users, eq(users.id, clubReporters.userId))
    .where(and(eq(clubReporters.clubId, clubId), isNull(users.deletedAt)))
    .orderBy(asc(users.nickname));
  return { clubId, reporters: rows.map((row) => ({ nickname: row.nickname, since: row.since.toISOString() })) };
}

async function findActiveAccount(db: Database, nickname: string) {
  const user = await findAccountByNickname(db, nickname, { activated: true });
  if (!user) throw new ApiError("not_found", `Invalid field "nickname": no active account is called "${nickname}"`);
  return user;
}

export async function addClubReporter(context: ServiceContext, clubId: string, nickname: string, namedBy: string) {
  const { db } = context;
  const user = await findActiveAccount(db, nickname);
  await db.insert(clubReporters).values({ clubId, userId: user.id, namedBy }).onConflictDoNothing();
  return listClubReporters(context, clubId);
}

export async function removeClubReporter(context: ServiceContext, clubId: string, nickname: string) {
  const { db } = context;
  const user = await findActiveAccount(db, nickname);
  await db.delete(clubReporters).where(and(eq(clubReporters.clubId, clubId), eq(clubReporters.userId, user.id)));
  return listClubReporters(context, clubId);
}

const homeSeason = alias(teamSeasons, "home_season");
const guestSeason = alias(teamSeasons, "guest_season");
const homeTeam = alias(teams, "home_team");
const guestTeam = alias(teams, "guest_team");

/**
 * Today's matches (Berlin) and those still running that the caller may report: matches of clubs whose teams the
 * caller administers or reports for, and of competitions whose division manager the caller is.
 */
export async function listReportableMatches({ db, now }: ServiceContext, userId: string) {
  const { start: dayStart, end: dayEnd } = berlinDay(now);
  const clubIds = db
    .select({ clubId: teams.clubId })
    .from(teamAdminRights)
    .innerJoin(teams, eq(teams.id, teamAdminRights.teamId))
    .where(eq(teamAdminRights.userId, userId))
    .union(db.select({ clubId: clubReporters.clubId }).from(clubReporters).where(eq(clubReporters.userId, userId)));
  const managedCompetitions = db
    .select({ id: competitions.id })
    .from(competitions)
    .innerJoin(functionaries, eq(functionaries.id, competitions.divisionManagerId))
    .innerJoin(users, eq(users.email, functionaries.email))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const rows = await db
    .select({
      matchId: matches.id,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
      homeTeam: homeSeason.name,
      guestTeam: guestSeason.name,
      competitionName: competitions.name,
    })
    .from(matches)
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(homeSeason, eq(homeSeason.id, matches.homeTeamSeasonId))
    .innerJoin(guestSeason, eq(guestSeason.id, matches.guestTeamSeasonId))
    .innerJoin(homeTeam, eq(homeTeam.id, homeSeason.teamId))
    .innerJoin(guestTeam, eq(guestTeam.id, guestSeason.teamId))
    .where(
      and(
        or(
          and(gte(matches.kickoffAt, dayStart), lt(matches.kickoffAt, dayEnd)),
          inArray(matches.status, ["live", "provisional"]),
        ),
        inArray(matches.status, ["scheduled", "live", "provisional"]),
        or(
          inArray(homeTeam.clubId, clubIds),
          inArray(guestTeam.clubId, clubIds),
          inArray(matches.competitionId, managedCompetitions),
        ),
      ),
    )
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(100);
  return {
    matches: rows.map((row) => ({
      matchId: row.matchId,
      kickoffAt: row.kickoffAt?.toISOString() ?? null,
      homeTeam: row.homeTeam,
      guestTeam: row.guestTeam,
      competitionName: row.competitionName,
      status: row.status,
    })),
  };
}
