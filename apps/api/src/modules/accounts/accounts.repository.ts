import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { loginFailures, marketingConsents, users } from "../../db/schema/index.js";

/** The account an address or a nickname names (case-blind), unless deleted. */
export async function findAccount(db: Database, addressOrNickname: string) {
  const wanted = addressOrNickname.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.email}) = ${wanted}`, sql`lower(${users.nickname}) = ${wanted}`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findAccountByAddress(db: Database, address: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${address.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function isNicknameTaken(db: Database, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickname}) = ${nickname.trim().toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** Which of some nicknames are taken (case-blind), in lower case. */
export async function takenNicknames(db: Database, nicknames: string[]): Promise<Set<string>> {
  if (nicknames.length === 0) return new Set();
  const lower = nicknames.map((nickname) => nickname.toLowerCase());
  const rows = await db
    .select({ nickname: sql<string>`lower(${users.nickname})` })
    .from(users)
    .where(sql`lower(${users.nickname}) in ${lower}`);
  return new Set(rows.map((row) => row.nickname));
}

export type NewAccount = typeof users.$inferInsert;

export async function insertAccount(db: Database, account: NewAccount): Promise<void> {
  await db.insert(users).values(account);
}

export async function activateAccount(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function insertMarketingRequest(db: Database, userId: string, isAgreed: boolean, source: string) {
  await db.insert(marketingConsents).values({ id: crypto.randomUUID(), userId, isAgreed, source });
}

/** Wrong passwords for an account in the last `minutes`, and how many seconds until the oldest of them ages out. */
export async function recentLoginFailures(db: Database, userId: string, minutes: number) {
  const [row] = await db
    .select({
      failures: count(),
      secondsLeft: sql<number>`ceil(extract(epoch from (min(${loginFailures.failedAt}) + make_interval(mins => ${minutes}) - now())))::int`,
    })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.userId, userId), sql`${loginFailures.failedAt} > now() - make_interval(mins => ${minutes})`),
    );
  return { failures: row?.failures ?? 0, secondsLeft: Math.max(row?.secondsLeft ?? 0, 1) };
}

/**
 * Takes one of an account's password checks in the window, or says how long until one is free. Check and take
 * happen under a transaction-scoped advisory lock on the account, held only for these two statements, so
 * concurrent guesses cannot pass the limit together. The taken row stays as a failure unless the password turns out
 * right (`clearLoginFailures`).
 */
export async function reservePasswordCheck(db: Database, userId: string, max: number, minutes: number) {
  // A flood against a locked account is answered from this one read.
  const quick = await recentLoginFailures(db, userId, minutes);
  if (quick.failures >= max) return { ok: false as const, secondsLeft: quick.secondsLeft };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${userId}`}))`);
    const recent = await recentLoginFailures(tx, userId, minutes);
    if (recent.failures >= max) return { ok: false as const, secondsLeft: recent.secondsLeft };
    await tx.insert(loginFailures).values({ userId });
    return { ok: true as const };
  });
}

export async function clearLoginFailures(db: Database, userId: string) {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}

export async function findAccountById(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** Writes the given columns; a change that names none (a form sent empty) writes nothing. */
export async function updateAccount(db: Database, userId: string, changes: Partial<typeof users.$inferInsert>) {
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** The newest confirmed marketing decision, or null when there is none. */
export async function currentMarketingConsent(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(and(eq(marketingConsents.userId, userId), sql`${marketingConsents.confirmedAt} is not null`))
    .orderBy(sql`${marketingConsents.confirmedAt} desc`)
    .limit(1);
  return row ?? null;
}
