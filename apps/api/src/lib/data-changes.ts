import { sql } from "drizzle-orm";
import type { Database } from "../db/database.js";

/** The channel on which writers announce that stored data changed (every API instance listens). */
export const DATA_CHANGED_CHANNEL = "spielfeld_data_changed";

/** Tells every API instance (through PostgreSQL's NOTIFY, delivered on commit) that data changed. */
export async function announceDataChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, '')`);
}
