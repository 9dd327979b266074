import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { clubs, competitions, matches, teamSeasons, teams } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { loadMatchRow } from "../shared/match-rows.repository.js";
import type { Device } from "./push.repository.js";
import * as repository from "./push.repository.js";
import {
  ALL_CATEGORIES,
  checkToken,
  PUSH_CATEGORIES,
  type PushCategory,
  parseSettings,
  REFERENCE_TYPES,
  TOKEN_TYPES,
} from "./push-tokens.js";

/* The catalogue's push calls: a device's categories, what it follows, and the messages a live entry sends. */

/** What one device may follow at most. */
const MAX_SUBSCRIPTIONS = 200;

export async function getPushSettings(context: ServiceContext, device: Device, origins: readonly string[]) {
  checkToken(device.token, device.tokenTypeId, origins);
  const stored = await repository.findDevice(context.db, device);
  const enabled = new Set(stored?.categories ?? ALL_CATEGORIES);
  return {
    token: device.token,
    tokenTypeId: device.tokenTypeId,
    categories: ALL_CATEGORIES.map((id) => ({ id, name: PUSH_CATEGORIES[id], enabled: enabled.has(id) })),
  };
}

export async function updatePushSettings(
  context: ServiceContext,
  device: Device,
  settings: string,
  origins: readonly string[],
) {
  checkToken(device.token, device.tokenTypeId, origins);
  await repository.saveDevice(context.db, device, parseSettings(settings), context.now);
  return getPushSettings(context, device, origins);
}

/** Whether what a subscription names exists: a team (a season's or permanent id), competition, club or match. */
async function objectExists(db: Database, objectRef: string, referenceTypeId: number): Promise<boolean> {
  const ids = [objectRef];
  const found =
    referenceTypeId === REFERENCE_TYPES.team
      ? (await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids))).length +
        (await db.select({ id: teamSeasons.id }).from(teamSeasons).where(inArray(teamSeasons.id, ids))).length
      : referenceTypeId === REFERENCE_TYPES.competition
        ? (await db.select({ id: competitions.id }).from(competitions).where(inArray(competitions.id, ids))).length
        : referenceTypeId === REFERENCE_TYPES.club
          ? (await db.select({ id: clubs.id }).from(clubs).where(inArray(clubs.id, ids))).length
          : (await db.select({ id: matches.id }).from(matches).where(inArray(matches.id, ids))).length;
  return found > 0;
}

export async function subscribe(
  context: ServiceContext,
  device: Device,
  objectRef: string,
  referenceTypeId: number,
  origins: readonly string[],
) {
  const { db, now } = context;
  checkToken(device.token, device.tokenTypeId, origins);
  if (!Object.values(REFERENCE_TYPES).includes(referenceTypeId as 1)) {
    throw new ApiError(
      "bad_request",
      'Invalid field "referenceTypeId": 1 (team), 2 (competition), 3 (club) or 4 (match)',
    );
  }
  if (!(await objectExists(db, objectRef, referenceTypeId))) {
    throw new ApiError("not_found", `Invalid field "object-ref": nothing of that type is called "${objectRef}"`);
  }
  await repository.saveDevice(db, device, null, now);
  if ((await repository.countSubscriptions(db, device)) >= MAX_SUBSCRIPTIONS) {
    throw new ApiError(
      "conflict",
      `A device follows at most ${MAX_SUBSCRIPTIONS} teams, competitions, clubs and matches`,
    );
  }
  await repository.insertSubscription(db, device, objectRef, referenceTypeId);
  return listSubscriptions(context, device, origins);
}

export async function unsubscribe(
  context: ServiceContext,
  device: Device,
  objectRef: string,
  origins: readonly string[],
) {
  checkToken(device.token, device.tokenTypeId, origins);
  await repository.deleteSubscription(context.db, device, objectRef);
  return listSubscriptions(context, device, origins);
}

export async function listSubscriptions(context: ServiceContext, device: Device, origins: readonly string[]) {
  checkToken(device.token, device.tokenTypeId, origins);
  return { subscriptions: await repository.listSubscriptions(context.db, device) };
}

export async function listSubscriptionIds(context: ServiceContext, device: Device, origins: readonly string[]) {
  checkToken(device.token, device.tokenTypeId, origins);
  return { ids: (await repository.listSubscriptions(context.db, device)).map((entry) => entry.objectRef) };
}

export async function updateToken(context: ServiceContext, from: Device, to: Device, origins: readonly string[]) {
  checkToken(from.token, from.tokenTypeId, origins);
  checkToken(to.token, to.tokenTypeId, origins, "tokenNew");
  await repository.moveDevice(context.db, from, to);
  return listSubscriptions(context, to, origins);
}

/** A live entry as the push module hears of it (reporting.routes.ts's `onEntry`). */
export interface LiveEntry {
  matchId: string;
  request: { kind: string; phase?: string; card?: string };
  answer: { score: { home: number; guest: number } | null; extraTime: { home: number; guest: number } | null };
}

/** The category of a live entry, if it is news a fan is told of. */
export function categoryOf(entry: LiveEntry["request"]): PushCategory | null {
  if (entry.kind === "goal") return "goal";
  if (entry.kind === "card") return entry.card === "red" || entry.card === "yellow_red" ? "redcard" : null;
  if (entry.kind !== "phase") return null;
  return entry.phase === "first_half"
    ? "kickoff"
    : entry.phase === "halftime"
      ? "halftime"
      : entry.phase === "full_time"
        ? "fulltime"
        : null;
}

const TITLES: Record<PushCategory, string> = {
  kickoff: "Anpfiff",
  goal: "Tor!",
  halftime: "Halbzeit",
  fulltime: "Abpfiff",
  redcard: "Rote Karte",
};
/** Goals are news for ten minutes; a kickoff or half time no longer after a few. */
const TTL_SECONDS: Record<PushCategory, number> = {
  kickoff: 300,
  goal: 600,
  halftime: 300,
  fulltime: 900,
  redcard: 600,
};

/**
 * Queues a message for every web push device that follows the match, its competition, either team or either
 * club and wants the entry's category; a private result is told without its score.
 */
export async function enqueueForEntry(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  entry: LiveEntry,
): Promise<number> {
  const category = categoryOf(entry.request);
  if (!category) return 0;
  const row = await loadMatchRow(db, entry.matchId);
  const objectRefs = [
    row.match.id,
    row.competition.id,
    row.home.teamPermanentId,
    row.guest.teamPermanentId,
    row.home.teamSeasonId,
    row.guest.teamSeasonId,
    row.home.clubId,
    row.guest.clubId,
  ].filter((id): id is string => typeof id === "string");
  const followers = await repository.findFollowers(db, objectRefs, TOKEN_TYPES.webPush, category);
  const score = entry.answer.extraTime ?? entry.answer.score;
  const scoreText = row.match.isResultPrivate || !score ? "" : ` ${score.home}:${score.guest}`;
  const message = {
    title: `${TITLES[category]} ${row.home.name ?? ""}${scoreText} ${row.guest.name ?? ""}`.replace(/\s+/g, " ").trim(),
    body: row.competition.name,
    // A path of the site: the service worker opens it on the site's own origin.
    url: `/ergebnisse/spiel/-/${row.match.id}`,
    tag: `match-${row.match.id}`,
  };
  const expiresAt = new Date(now.getTime() + TTL_SECONDS[category] * 1000);
  await repository.insertOutgoing(
    db,
    followers.map((device) => ({
      ...device,
      message,
      ttlSeconds: TTL_SECONDS[category],
      urgency: "high" as const,
      expiresAt,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return followers.length;
}
