import type { ServiceContext } from "./context.js";
import { toWireMatch } from "./match.mapper.js";
import type { WireMatch } from "./match.schema.js";
import { readRowClocks, withLiveClock } from "./match-clock.js";
import type { MatchRow } from "./match-rows.repository.js";
import { getCurrentMatchdays } from "./matchdays.js";

/** Rows to wire matches, with the current matchday of each row's competition. */
export async function toWireMatches(context: ServiceContext, rows: MatchRow[]): Promise<WireMatch[]> {
  const current = await getCurrentMatchdays(context, [...new Set(rows.map((row) => row.competition.id))]);
  const clockOf = await readRowClocks(context, rows);
  const { links } = context;
  return rows.map((row) =>
    withLiveClock(toWireMatch(row, current.get(row.competition.id) ?? null, links), clockOf(row)),
  );
}
