import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { marketingConsents, passwordFailures, users } from "../../db/schema/index.js";

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

/** Who a password check counts against: the name it was for and the account behind it (see the schema). */
export interface PasswordSubject {
  subject: string;
  account: string;
}

/**
 * Wrong passwords in the last `minutes`: for the name from the client (with how many seconds until the oldest of
 * them ages out), and for the account from everywhere.
 */
async function recentFailures(db: Database, { subject, account }: PasswordSubject, client: string, minutes: number) {
  const recent = sql`${passwordFailures.failedAt} > now() - make_interval(mins => ${minutes})`;
  const [pair] = await db
    .select({
      fromClient: count(),
      secondsLeft: sql<number>`ceil(extract(epoch from (min(${passwordFailures.failedAt}) + make_interval(mins => ${minutes}) - now())))::int`,
    })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.subject, subject), eq(passwordFailures.client, client), recent));
  const [all] = await db
    .select({ fromAll: count() })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.account, account), recent));
  return {
    fromClient: pair?.fromClient ?? 0,
    fromAll: all?.fromAll ?? 0,
    secondsLeft: Math.max(pair?.secondsLeft ?? 0, 1),
  };
}

/**
 * Takes one of a subject's password checks for a client in the window, or says how long until one is free. Check
 * and take happen under a transaction-scoped advisory lock on the subject, held only for these statements, so
 * concurrent guesses cannot pass the limit together. The taken row stays as a failure unless the password turns out
 * right (`clearPasswordFailures`); failures older than the window go as a new one is written. `fromAll` counts the
 * subject's failures from every client, for the delay that slows a guesser spread over many addresses.
 */
export async function reservePasswordCheck(
  db: Database,
  subject: PasswordSubject,
  client: string,
  max: number,
  minutes: number,
): Promise<{ ok: true; fromAll: number } | { ok: false; secondsLeft: number }> {
  // A flood against a locked pair is answered from this one read.
  const quick = await recentFailures(db, subject, client, minutes);
  if (quick.fromClient >= max) return { ok: false, secondsLeft: quick.secondsLeft };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password:${subject.subject}`}))`);
    const recent = await recentFailures(tx, subject, client, minutes);
    if (recent.fromClient >= max) return { ok: false as const, secondsLeft: recent.secondsLeft };
    await tx
      .delete(passwordFailures)
      .where(sql`${passwordFailures.failedAt} <= now() - make_interval(mins => ${minutes})`);
    await tx.insert(passwordFailures).values({ subject: subject.subject, account: subject.account, client });
    return { ok: true as const, fromAll: recent.fromAll };
  });
}

/** A right password clears the failures of its subject from its client (those from elsewhere stay counted). */
export async function clearPasswordFailures(db: Database, subject: string, client: string) {
  await db
    .delete(passwordFailures)
    .where(and(eq(passwordFailures.subject, subject), eq(passwordFailures.client, client)));
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

/** A new password (a reset through the mail) starts the account's throttle afresh, from every client. */
export async function clearAccountPasswordFailures(db: Database, userId: string) {
  await db.delete(passwordFailures).where(eq(passwordFailures.account, `account:${userId}`));
}
