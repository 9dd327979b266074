import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { findAccountById } from "./accounts.repository.js";
import type { AccountDependencies } from "./accounts.service.js";
import * as repository from "./data-rights.repository.js";
import { isRecentSignIn, RECENT_SIGN_IN_MINUTES } from "./sessions.js";

/*
 * The account holder's rights under the DSGVO: a copy of everything stored about the account (Art. 15 and 20), and
 * erasure (Art. 17). Both find the account's rows from the schema's foreign keys (see data-rights.repository.ts).
 */

/** Secrets stay out of the copy: they are digests of things the holder never needs back. */
const SECRET_COLUMNS = new Set(["password_hash", "token_hash", "code_hash", "verification_hash"]);

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key)));
}

export async function exportAccountData(context: ServiceContext, userId: string) {
  const { db, now } = context;
  const [accountRow] = await repository.listRowsOf(db, { table: "users", column: "id" }, userId);
  if (!accountRow || accountRow.deleted_at) throw new ApiError("unauthorized", "The account no longer exists");
  const columns = await repository.listPersonalColumns(db);
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const column of columns) {
    const rows = await repository.listRowsOf(db, column, userId);
    tables[column.table] = [...(tables[column.table] ?? []), ...rows.map(withoutSecrets)];
  }
  return {
    exportedAt: now.toISOString(),
    account: withoutSecrets(accountRow),
    tables,
    mails: await repository.listMailsTo(db, String(accountRow.email)),
  };
}

/**
 * Erases the account: every personal row goes or loses what named the person; all sessions end with it. Only a
 * session that began with the password within the last minutes may do it: a token alone (a borrowed device, a
 * copied token) cannot erase an account.
 */
export async function deleteAccount(
  context: ServiceContext,
  deps: AccountDependencies,
  userId: string,
  sessionId: string,
) {
  const { db } = context;
  const account = await findAccountById(db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  if (!(await isRecentSignIn(db, sessionId))) {
    throw new ApiError(
      "forbidden",
      `Deleting the account needs a sign-in with the password within the last ${RECENT_SIGN_IN_MINUTES} minutes`,
    );
  }
  await db.transaction((tx) => repository.deleteAccountRows(tx, userId, account.email));
  deps.log.info({ event: "account_deleted", userId }, "account deleted");
  return { deleted: true as const };
}
