import { AsyncLocalStorage } from "node:async_hooks";
import { ANY_TAG, type CacheTag, isCacheTag } from "@spielfeld/cache-tags";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/database.js";
import type { RevalidateTags } from "./website-revalidation.js";

/*
 * How a write reaches every cache. A read notes the tags of what it shows (`noteReadTags`), so an answer knows
 * the entities it carries; a committed write announces the tags it touched (`DataChanges.announce`). Every API
 * instance hears the announcement through PostgreSQL's NOTIFY and drops the answers and reference data carrying
 * those tags; the announcing instance also tells the website, which revalidates its pages by the same tags.
 */

/** The channel on which writers announce the tags of a change (every API instance listens). */
export const DATA_CHANGED_CHANNEL = "spielfeld_data_changed";

/** NOTIFY payloads are limited to 8000 bytes; a longer list is announced as "anything". */
const MAX_PAYLOAD_LENGTH = 7_500;

export function encodeTags(tags: readonly CacheTag[]): string {
  const payload = JSON.stringify([...new Set(tags)]);
  return payload.length > MAX_PAYLOAD_LENGTH ? JSON.stringify([ANY_TAG]) : payload;
}

/** The tags of a notification; a missing or unreadable payload (a lost connection, an old writer) means anything. */
export function decodeTags(payload: string | null): CacheTag[] {
  if (!payload) return [ANY_TAG];
  try {
    const parsed: unknown = JSON.parse(payload);
    if (
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every((tag) => typeof tag === "string" && isCacheTag(tag))
    ) {
      return parsed as CacheTag[];
    }
  } catch {
    // Falls through to "anything".
  }
  return [ANY_TAG];
}

/** The port through which writes announce what they changed (a dependency of the app; tests may replace it). */
export interface DataChanges {
  /** Announces, after commit, the tags a write touched: to every instance's caches and to the website. */
  announce(tags: readonly CacheTag[], options?: { inBackground?: boolean }): Promise<void>;
  /** Hears every instance's announcements (this one's included); resolves to a function that stops listening. */
  subscribe(listener: (tags: readonly CacheTag[]) => void): Promise<() => Promise<void>>;
}

export function createDataChanges(database: DatabaseHandle, tellWebsite: RevalidateTags = async () => {}): DataChanges {
  return {
    announce: async (tags, options) => {
      if (tags.length === 0) return;
      await database.db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${encodeTags(tags)})`);
      // The website revalidates named pages; "anything" is left to its pages' own short lifetimes.
      const named = tags.filter((tag) => tag !== ANY_TAG);
      if (named.length === 0) return;
      // A live entry's answer does not wait for the website (busy rendering at 15:00); every other change does, so
      // an editor sees the page fresh as soon as the call returns. The revalidator logs and never throws.
      if (options?.inBackground) void tellWebsite(named, options);
      else await tellWebsite(named, options);
    },
    subscribe: (listener) => database.listen(DATA_CHANGED_CHANNEL, (payload) => listener(decodeTags(payload))),
  };
}

const readTags = new AsyncLocalStorage<Set<CacheTag>>();

/** Runs `work` collecting the tags every read inside it notes (the answer cache runs each cacheable request so). */
export function collectReadTags<T>(tags: Set<CacheTag>, work: () => T): T {
  return readTags.run(tags, work);
}

/** Notes that the answer being computed shows these entities or lists. Outside a collecting request it does nothing. */
export function noteReadTags(...tags: CacheTag[]): void {
  const collected = readTags.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}
