import type { Database } from "../../db/database.js";
import type { LinkBase } from "./links.js";
import { toWireMatch } from "./match.mapper.js";
import type { WireMatch } from "./match.schema.js";
import { readRowClocks, withLiveClock } from "./match-clock.js";
import type { MatchRow } from "./match-rows.repository.js";
import { getCurrentMatchdays } from "./matchdays.js";

/** Rows to wire matches, with the current matchday of each row's competition. */
export async function toWireMatches(db: Database, rows: MatchRow[], now: Date, links: LinkBase): Promise<WireMatch[]> {
  const current = await getCurrentMatchdays(db, [...new Set(rows.map((row) => row.competition.id))], now);
  const clockOf = await readRowClocks(db, rows, now);
  return rows.map((row) =>
    withLiveClock(toWireMatch(row, current.get(row.competition.id) ?? null, links), clockOf(row)),
  );
}
