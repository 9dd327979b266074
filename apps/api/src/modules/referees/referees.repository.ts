import { cacheTags } from "@spielfeld/cache-tags";
import { eventTypeCodes } from "@spielfeld/football";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import {
  clubs,
  competitions,
  matchEvents,
  matches,
  matchOfficials,
  refereeCareerEntries,
  refereeSpecialMatches,
  refereeStatisticTypes,
  referees,
  seasons,
  users,
} from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { COUNTED_STATUSES, OFFICIATED_STATUSES } from "./referee-rules.js";

const CARD_CODES = [eventTypeCodes.yellowCard, eventTypeCodes.yellowRedCard, eventTypeCodes.redCard];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The referee a profile reference names: a user account's id (uuid) or the referee's own id. */
export async function findReferee(db: Database, userId: string) {
  const refereeId = UUID.test(userId) ? await findRefereeIdOfUser(db, userId) : userId;
  if (refereeId === null) return null;
  const [row] = await db
    .select({
      referee: referees,
      club: { id: clubs.id, name: clubs.name, logoMediaId: clubs.logoMediaId, isLogoPrivate: clubs.isLogoPrivate },
    })
    .from(referees)
    .leftJoin(clubs, eq(clubs.id, referees.clubId))
    .where(eq(referees.id, refereeId))
    .limit(1);
  if (row) noteReadTags(cacheTags.person(row.referee.id), ...(row.club?.id ? [cacheTags.club(row.club.id)] : []));
  return row ?? null;
}

export type RefereeRow = NonNullable<Awaited<ReturnType<typeof findReferee>>>;

async function findRefereeIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ refereeId: users.refereeId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row?.refereeId ?? null;
}

const officiatedBy = (refereeId: string): SQL =>
  and(eq(matchOfficials.refereeId, refereeId), inArray(matches.status, OFFICIATED_STATUSES))!;

const isCounted = and(inArray(matches.status, COUNTED_STATUSES), eq(matches.isResultPrivate, false))!;

/** Per season the referee officiated in: matches per role and the goals of the matches led with a counted result. */
export function listSeasonCounts(db: Database, refereeId: string) {
  noteReadTags("matches");
  const isReferee = sql`${matchOfficials.role} = 'referee'`;
  const isLedAndCounted = sql`${isReferee} and ${isCounted} and ${matches.homeGoals} is not null`;
  return db
    .select({
      seasonId: seasons.id,
      seasonLabel: seasons.label,
      asReferee: sql<number>`count(*) filter (where ${isReferee})::int`,
      asAssistant: sql<number>`count(*) filter (where ${matchOfficials.role} in ('assistant_1', 'assistant_2'))::int`,
      asFourthOfficial: sql<number>`count(*) filter (where ${matchOfficials.role} = 'fourth_official')::int`,
      countedMatches: sql<number>`count(*) filter (where ${isLedAndCounted})::int`,
      countedGoals: sql<number>`coalesce(sum(${matches.homeGoals} + ${matches.guestGoals})
        filter (where ${isLedAndCounted}), 0)::int`,
    })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(seasons, eq(seasons.id, competitions.seasonId))
    .where(officiatedBy(refereeId))
    .groupBy(seasons.id, seasons.label, seasons.startsOn)
    .orderBy(desc(seasons.startsOn));
}

/** Cards shown in the matches the referee led with a counted result, per season (or per match) and kind. */
export function listCardCounts(db: Database, refereeId: string, by: "season" | "match", matchIds?: string[]) {
  const key = by === "season" ? competitions.seasonId : matches.id;
  return db
    .select({ key, typeCode: matchEvents.typeCode, cards: count() })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .innerJoin(matchOfficials, and(eq(matchOfficials.matchId, matches.id), eq(matchOfficials.role, "referee")))
    .where(
      and(
        eq(matchOfficials.refereeId, refereeId),
        inArray(matchEvents.typeCode, CARD_CODES),
        isCounted,
        matchIds ? inArray(matches.id, matchIds) : undefined,
      ),
    )
    .groupBy(key, matchEvents.typeCode);
}

/** A page of the referee's officiated matches of a season, newest first, with the total. */
export async function listSeasonAssignments(
  db: Database,
  refereeId: string,
  seasonId: string,
  page: { offset: number; max: number },
) {
  noteReadTags("matches");
  const where = and(officiatedBy(refereeId), eq(competitions.seasonId, seasonId));
  const from = () =>
    db
      .select({ matchId: matchOfficials.matchId, role: matchOfficials.role })
      .from(matchOfficials)
      .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
      .innerJoin(competitions, eq(competitions.id, matches.competitionId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(desc(matches.kickoffAt), desc(matches.id)).offset(page.offset).limit(page.max),
    db
      .select({ total: count() })
      .from(matchOfficials)
      .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
      .innerJoin(competitions, eq(competitions.id, matches.competitionId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The competitions of a season the referee led matches in, with how many. */
export function listLedCompetitions(db: Database, refereeId: string, seasonId: string) {
  return db
    .select({ competitionId: matches.competitionId, matchesAsReferee: count() })
    .from(matchOfficials)
    .innerJoin(matches, eq(matches.id, matchOfficials.matchId))
    .innerJoin(competitions, eq(competitions.id, matches.competitionId))
    .where(and(officiatedBy(refereeId), eq(matchOfficials.role, "referee"), eq(competitions.seasonId, seasonId)))
    .groupBy(matches.competitionId);
}

export function listCareer(db: Database, refereeId: string) {
  return db
    .select()
    .from(refereeCareerEntries)
    .where(eq(refereeCareerEntries.refereeId, refereeId))
    .orderBy(asc(refereeCareerEntries.fromYear), asc(refereeCareerEntries.id));
}

export function listSpecialMatches(db: Database, refereeId: string) {
  return db
    .select()
    .from(refereeSpecialMatches)
    .where(eq(refereeSpecialMatches.refereeId, refereeId))
    .orderBy(desc(refereeSpecialMatches.playedOn), asc(refereeSpecialMatches.id));
}

export async function listStatisticTypeIds(db: Database, refereeId: string): Promise<number[]> {
  const rows = await db
    .select({ id: refereeStatisticTypes.statisticTypeId })
    .from(refereeStatisticTypes)
    .where(eq(refereeStatisticTypes.refereeId, refereeId))
    .orderBy(asc(refereeStatisticTypes.statisticTypeId));
  return rows.map((row) => row.id);
}

export async function findSeason(db: Database, seasonId: string | undefined) {
  const [row] = await db
    .select({ id: seasons.id, label: seasons.label })
    .from(seasons)
    .where(seasonId === undefined ? eq(seasons.isCurrent, true) : eq(seasons.id, seasonId))
    .limit(1);
  return row ?? null;
}
