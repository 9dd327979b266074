import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { pushDevices, pushOutbox, pushSubscriptions } from "../../db/schema/index.js";
import { ALL_CATEGORIES, type PushCategory } from "./push-tokens.js";

/* Devices (a token with its categories), what they follow, and the messages on their way to them. */

export interface Device {
  token: string;
  tokenTypeId: number;
}

export async function findDevice(db: Database, { token, tokenTypeId }: Device) {
  const [row] = await db
    .select()
    .from(pushDevices)
    .where(and(eq(pushDevices.token, token), eq(pushDevices.tokenTypeId, tokenTypeId)))
    .limit(1);
  return row ?? null;
}

/** A device's categories; a device seen for the first time gets all of them. */
export async function saveDevice(db: Database, device: Device, categories: PushCategory[] | null, now: Date) {
  await db
    .insert(pushDevices)
    .values({ ...device, categories: categories ?? ALL_CATEGORIES, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [pushDevices.tokenTypeId, pushDevices.token],
      set: categories === null ? { updatedAt: now } : { categories, updatedAt: now },
    });
}

export async function listSubscriptions(db: Database, device: Device) {
  return db
    .select({ objectRef: pushSubscriptions.objectRef, referenceTypeId: pushSubscriptions.referenceTypeId })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.token, device.token), eq(pushSubscriptions.tokenTypeId, device.tokenTypeId)))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.objectRef));
}

export async function countSubscriptions(db: Database, device: Device): Promise<number> {
  return (await listSubscriptions(db, device)).length;
}

export async function insertSubscription(db: Database, device: Device, objectRef: string, referenceTypeId: number) {
  await db
    .insert(pushSubscriptions)
    .values({ ...device, objectRef, referenceTypeId })
    .onConflictDoNothing();
}

export async function deleteSubscription(db: Database, device: Device, objectRef: string) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.token, device.token),
        eq(pushSubscriptions.tokenTypeId, device.tokenTypeId),
        eq(pushSubscriptions.objectRef, objectRef),
      ),
    );
}

/** A device the push service no longer knows (404, 410): it goes with everything it followed and awaited. */
export async function deleteDevice(db: Database, device: Device) {
  const sameDevice = <T extends { token: unknown; tokenTypeId: unknown }>(table: T) =>
    and(eq(table.token as never, device.token), eq(table.tokenTypeId as never, device.tokenTypeId));
  await db.delete(pushSubscriptions).where(sameDevice(pushSubscriptions));
  await db.delete(pushOutbox).where(sameDevice(pushOutbox));
  await db.delete(pushDevices).where(sameDevice(pushDevices));
}

/** Moves a device to a new token (the catalogue's `updateToken`), keeping what it follows and its categories. */
export async function moveDevice(db: Database, from: Device, to: Device) {
  await db.transaction(async (tx) => {
    const device = await findDevice(tx, from);
    const subscriptions = await listSubscriptions(tx, from);
    await deleteDevice(tx, from);
    await tx
      .insert(pushDevices)
      .values({ ...to, categories: device?.categories ?? ALL_CATEGORIES })
      .onConflictDoNothing();
    for (const subscription of subscriptions) {
      await insertSubscription(tx, to, subscription.objectRef, subscription.referenceTypeId);
    }
  });
}

/** The web push devices that follow any of the objects and want the category. */
export async function findFollowers(db: Database, objectRefs: string[], tokenTypeId: number, category: PushCategory) {
  if (objectRefs.length === 0) return [];
  return db
    .selectDistinct({ token: pushDevices.token, tokenTypeId: pushDevices.tokenTypeId })
    .from(pushSubscriptions)
    .innerJoin(
      pushDevices,
      and(eq(pushDevices.token, pushSubscriptions.token), eq(pushDevices.tokenTypeId, pushSubscriptions.tokenTypeId)),
    )
    .where(
      and(
        inArray(pushSubscriptions.objectRef, objectRefs),
        eq(pushSubscriptions.tokenTypeId, tokenTypeId),
        sql`${pushDevices.categories} @> ${JSON.stringify([category])}::jsonb`,
      ),
    );
}

export type OutgoingPush = Omit<typeof pushOutbox.$inferInsert, "id">;

export async function insertOutgoing(db: Database, rows: OutgoingPush[]) {
  if (rows.length === 0) return;
  await db.insert(pushOutbox).values(rows.map((row) => ({ ...row, id: crypto.randomUUID() })));
}

/** How long a claimed message is reserved for the worker that claimed it. */
const CLAIM_SECONDS = 60;
export type ClaimedPush = typeof pushOutbox.$inferSelect;

/** Reserves up to `limit` due messages for this worker; ones past their time are dropped first. */
export async function claimDue(db: Database, limit: number, now: Date): Promise<ClaimedPush[]> {
  await db.delete(pushOutbox).where(lt(pushOutbox.expiresAt, now));
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(sql`${pushOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(pushOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(pushOutbox)
    .set({
      attempts: sql`${pushOutbox.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(sql`${pushOutbox.id} in ${due}`)
    .returning();
}

export async function deleteOutgoing(db: Database, id: string) {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function retryOutgoing(db: Database, id: string, at: Date) {
  await db.update(pushOutbox).set({ nextAttemptAt: at }).where(eq(pushOutbox.id, id));
}
