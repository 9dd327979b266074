import pLimit from "p-limit";

/*
 * The order and the number of this process's write transactions to matches (results, live entries). Each holds a
 * pooled connection and its competition's row lock until it commits, and ranks the competition's tables again.
 *
 * - One competition's writes run one after the other: a write waiting for its turn holds no connection.
 * - At most `DATABASE_WRITE_CONCURRENCY` of them run at once (half the pool by default), so the rest of the pool
 *   stays with the reads: the pages' renders, the live states published after each write, the streams' replays.
 *   Without the bound, the 15:00 kickoffs took every connection of the pool, reads waited out the pool's five
 *   seconds, and on a busy machine the writes' lock holders were slowed by the reads they starved.
 */

/** The writes of this process waiting for a competition, chained: the last one's promise per competition. */
const competitionQueues = new Map<string, Promise<void>>();
const writeSlots = pLimit(5);

/** Sets how many write transactions this process runs at once (config `databaseWriteConcurrency`). */
export function setConcurrentWrites(count: number): void {
  writeSlots.concurrency = count;
}

/** Runs `work` after this process's earlier writes to the same competition, once a write slot is free. */
export async function inWriteTurn(competitionId: string, work: () => Promise<void>): Promise<void> {
  const previous = competitionQueues.get(competitionId) ?? Promise.resolve();
  let done = () => {};
  const current = new Promise<void>((resolve) => {
    done = resolve;
  });
  competitionQueues.set(competitionId, current);
  await previous;
  try {
    await writeSlots(work);
  } finally {
    done();
    if (competitionQueues.get(competitionId) === current) competitionQueues.delete(competitionId);
  }
}
