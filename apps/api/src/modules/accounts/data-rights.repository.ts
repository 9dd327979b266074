import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles, mailOutbox, passwordFailures, users } from "../../db/schema/index.js";

/*
 * What the database holds about an account, found from the schema itself: every column with a foreign key to
 * `users.id` (read from PostgreSQL's catalogue, so a table added later is included without a change here).
 */

export interface PersonalColumn {
  table: string;
  column: string;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export async function listPersonalColumns(db: Database): Promise<PersonalColumn[]> {
  const result = await db.execute(sql`
    select source.relname as "table", attribute.attname as "column"
    from pg_constraint constraint_
    join pg_class source on source.oid = constraint_.conrelid
    join pg_class target on target.oid = constraint_.confrelid
    join pg_namespace namespace on namespace.oid = source.relnamespace
    join pg_attribute attribute on attribute.attrelid = source.oid and attribute.attnum = constraint_.conkey[1]
    where constraint_.contype = 'f' and target.relname = 'users' and namespace.nspname = current_schema()
    order by 1, 2`);
  return rowsOf<PersonalColumn>(result);
}

/** The rows of one table that point at the account. Table and column come from the catalogue, never from input. */
export async function listRowsOf(db: Database, { table, column }: PersonalColumn, userId: string) {
  const result = await db.execute(
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  );
  return rowsOf<Record<string, unknown>>(result);
}

export function listMailsTo(db: Database, address: string) {
  return db
    .select({ template: mailOutbox.template, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${address.toLowerCase()}`);
}

/**
 * Removes an account: articles it wrote lose the author's name, mails to its address lose the address, and the
 * account's password failures go, and the account row goes, which removes every row that belongs to it (their
 * foreign keys cascade) or unlinks it.
 */
export async function deleteAccountRows(db: Database, userId: string, address: string) {
  await db.update(articles).set({ authorUserId: null, authorName: null }).where(eq(articles.authorUserId, userId));
  await db
    .update(mailOutbox)
    .set({ recipient: "gelöscht", payload: {} })
    .where(sql`lower(${mailOutbox.recipient}) = ${address.toLowerCase()}`);
  // The throttle's failures name the account in text (they also count names no account has), not by a foreign key.
  await db.delete(passwordFailures).where(eq(passwordFailures.account, `account:${userId}`));
  await db.delete(users).where(eq(users.id, userId));
}
