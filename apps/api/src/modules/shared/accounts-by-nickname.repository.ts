import { and, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { users } from "../../db/schema/index.js";

/**
 * A not deleted account by its nickname, whatever the case it is typed in. `activated`: only an account in use (for
 * naming a club's reporter or appointing a team admin); without it also one not activated yet (for ending such a
 * role, which may have been given before the account was activated).
 */
export async function findAccountByNickname(db: Database, nickname: string, options: { activated: boolean }) {
  const [user] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(
      and(
        sql`lower(${users.nickname}) = lower(${nickname})`,
        isNull(users.deletedAt),
        options.activated ? sql`${users.activatedAt} is not null` : undefined,
      ),
    )
    .limit(1);
  return user ?? null;
}
