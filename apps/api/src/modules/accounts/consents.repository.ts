import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { marketingConsents, parentalConsentRequests, players, referees } from "../../db/schema/index.js";

export async function insertMarketingDecision(
  db: Database,
  input: { userId: string; isAgreed: boolean; source: string; isConfirmed: boolean },
) {
  await db.insert(marketingConsents).values({
    id: crypto.randomUUID(),
    userId: input.userId,
    isAgreed: input.isAgreed,
    source: input.source,
    confirmedAt: input.isConfirmed ? sql`now()` : null,
  });
}

/** The newest decision the user asked for, confirmed or not. */
export async function latestMarketingRequest(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.requestedAt), desc(marketingConsents.id))
    .limit(1);
  return row ?? null;
}

export async function confirmMarketingRequest(db: Database, id: string) {
  await db.update(marketingConsents).set({ confirmedAt: sql`now()` }).where(eq(marketingConsents.id, id));
}

export async function insertParentalRequest(db: Database, request: typeof parentalConsentRequests.$inferInsert) {
  await db.insert(parentalConsentRequests).values(request);
}

export async function findOpenParentalRequest(db: Database, userId: string, role: "player" | "referee") {
  const [row] = await db
    .select({
      request: parentalConsentRequests,
      isExpired: sql<boolean>`${parentalConsentRequests.expiresAt} <= now()`,
    })
    .from(parentalConsentRequests)
    .where(
      and(
        eq(parentalConsentRequests.userId, userId),
        eq(parentalConsentRequests.role, role),
        isNull(parentalConsentRequests.confirmedAt),
      ),
    )
    .orderBy(desc(parentalConsentRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export async function confirmParentalRequest(db: Database, id: string) {
  await db.update(parentalConsentRequests).set({ confirmedAt: sql`now()` }).where(eq(parentalConsentRequests.id, id));
}

export async function hasParentalConsent(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: parentalConsentRequests.id })
    .from(parentalConsentRequests)
    .where(and(eq(parentalConsentRequests.userId, userId), isNotNull(parentalConsentRequests.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

export async function recordPlayerParentalConsent(db: Database, playerId: string) {
  await db
    .update(players)
    .set({ parentalConsentAt: sql`coalesce(${players.parentalConsentAt}, now())` })
    .where(eq(players.id, playerId));
}

/** A parent's consent to a minor's referee profile: recorded on the record (the profile opens with restoreAfterMinority). */
export async function recordRefereeParentalConsent(db: Database, refereeId: string) {
  await db
    .update(referees)
    .set({ parentalConsentAt: sql`coalesce(${referees.parentalConsentAt}, now())` })
    .where(eq(referees.id, refereeId));
}
