import { min } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { teamTypes } from "../../db/schema/index.js";

/** The youngest age any team type admits: getPlayerMasterData's minimumAge, the youngest a player may register. */
export async function findMinimumAge(db: Database): Promise<number> {
  const [row] = await db.select({ age: min(teamTypes.minAge) }).from(teamTypes);
  return row?.age ?? 0;
}
