/* The writes that keep a competition's tables ranked; readers read them through shared/standings-read.ts. */

import { isDeepStrictEqual } from "node:util";
import { type AffectedTables, findAffectedTables } from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import {
  type CompetitionRow,
  hasTable,
  listMatchdays,
  loadCompetition,
} from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { findTableMatch, insertStanding, lockCompetition } from "../shared/standings.repository.js";
import { computeStandings, type StandingKey, toTableMatch } from "../shared/standings-read.js";
import { deleteMatchdayStandings, deleteStandings, touchCompetition } from "./competitions.repository.js";
import { deleteCompetitionLists } from "./lists.repository.js";
import { inWriteTurn } from "./write-turns.js";

/** The tables a page shows at once, kept ranked after every change; as-of-matchday tables are ranked on demand. */
const KEPT_RANKED: readonly StandingKey[] = ["overall", "home", "away", "firstHalf", "secondHalf"];

/**
 * After a result change, inside the writer's transaction (which holds the competition's lock): drops the stored
 * tables the change makes stale and ranks the page's tables again at once, so the next read is a plain lookup.
 * They are ranked even after a change that only the live table sees: each stored table says whether matches are
 * running. Without `affected` every stored table counts as stale.
 */
export async function refreshStandings(
  db: Database,
  competition: CompetitionRow,
  affected?: AffectedTables,
): Promise<void> {
  const id = competition.competition.id;
  if (affected === undefined) {
    await deleteStandings(db, id);
  } else {
    await deleteStandings(
      db,
      id,
      affected.variants.filter((variant) => variant !== "asOfMatchday"),
    );
    if (affected.fromMatchday !== null) await deleteMatchdayStandings(db, id, affected.fromMatchday);
  }
  const standings = await computeStandings(db, competition, [...KEPT_RANKED, "live"]);
  for (const key of KEPT_RANKED) await insertStanding(db, id, key, standings.get(key)!, { replace: true });
  if (standings.get("overall")!.hasLiveMatches) {
    await insertStanding(db, id, "live", standings.get("live")!, { replace: true });
  } else {
    await deleteStandings(db, id, ["live"]);
  }
}

/**
 * Runs a write to one match under the competition's lock, in one transaction, and ranks again the tables the
 * change reaches (a lazily ranked table can therefore never be stored from matches the write is replacing). A write
 * that leaves the match's line in the table engine's input as it was (a card, a ticker text, half time) ranks
 * nothing: the tables are a function of that input. `touchesLists: false` (a ticker text, a substitution: no goal,
 * card or played match) keeps the scorers and the fair-play table. The competition is stamped as changed at the
 * context's `now`. Each process runs the writes in turn per competition and a few at once (write-turns.ts).
 */
export async function writeMatchAndRankTables(
  context: Pick<ServiceContext, "db" | "now">,
  competitionId: string,
  matchId: string,
  write: (tx: Database) => Promise<void>,
  { touchesLists = true } = {},
): Promise<void> {
  await inWriteTurn(competitionId, () => writeAndRank(context, competitionId, matchId, write, touchesLists));
}

async function writeAndRank(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  competitionId: string,
  matchId: string,
  write: (tx: Database) => Promise<void>,
  touchesLists: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompetition(tx, competitionId, "update");
    const before = await findTableMatch(tx, matchId);
    await write(tx);
    await touchCompetition(tx, competitionId, now);
    // Scorers and the fair-play table count goals, cards and matches played: ranked again on their next read.
    if (touchesLists) await deleteCompetitionLists(tx, competitionId);
    const after = await findTableMatch(tx, matchId);
    if (isDeepStrictEqual(before, after)) return;
    const competition = await loadCompetition(tx, competitionId);
    if (!hasTable(competition)) return;
    const matchdays = (await listMatchdays(tx, competitionId)).length;
    await refreshStandings(
      tx,
      competition,
      findAffectedTables({
        competitionId,
        before: before && toTableMatch(before),
        after: after && toTableMatch(after),
        totalMatchdays: matchdays > 0 ? matchdays : null,
      }),
    );
  });
}
