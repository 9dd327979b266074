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

/**
 * A parent's consent to a minor's player profile, recorded on the record only while the account that asked still
 * holds it: a consent is for this person, never for whoever links the record next.
 */
export async function recordPlayerParentalConsent(db: Database, playerId: string, userId: string) {
  await db
    .update(players)
    .set({ parentalConsentAt: sql`coalesce(${players.parentalConsentAt}, now())` })
    .where(
      and(
        eq(players.id, playerId),
        sql`exists (select 1 from users u where u.id = ${userId} and u.player_id = ${playerId}
                      and u.deleted_at is null)`,
      ),
    );
}

/**
 * A parent's consent to a minor's referee profile: recorded on the record while the asking account holds it (the
 * profile opens with restoreAfterMinority).
 */
export async function recordRefereeParentalConsent(db: Database, refereeId: string, userId: string) {
  await db
    .update(referees)
    .set({ parentalConsentAt: sql`coalesce(${referees.parentalConsentAt}, now())` })
    .where(
      and(
        eq(referees.id, refereeId),
        sql`exists (select 1 from users u where u.id = ${userId} and u.referee_id = ${refereeId}
                      and u.deleted_at is null)`,
      ),
    );
}

/**
 * When an account lets go of a record (or is made to), the consent its holder's parent gave goes with it: the next
 * holder, if a minor, needs a consent of their own. A consent the association's data carries stays.
 */
export async function withdrawHoldersConsent(
  db: Database,
  userId: string,
  record: { playerId: string } | { refereeId: string },
) {
  if ("playerId" in record) {
    await db
      .update(players)
      .set({ parentalConsentAt: null })
      .where(
        and(
          eq(players.id, record.playerId),
          sql`exists (select 1 from parental_consent_requests r where r.user_id = ${userId}
                        and r.player_id = ${record.playerId} and r.confirmed_at is not null)`,
        ),
      );
    return;
  }
  await db
    .update(referees)
    .set({ parentalConsentAt: null })
    .where(
      and(
        eq(referees.id, record.refereeId),
        sql`exists (select 1 from parental_consent_requests r where r.user_id = ${userId}
                      and r.referee_id = ${record.refereeId} and r.confirmed_at is not null)`,
      ),
    );
}
