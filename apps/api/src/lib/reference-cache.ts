import { ANY_TAG, type CacheTag } from "@spielfeld/cache-tags";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database.js";
import { noteReadTags } from "./data-changes.js";

/*
 * Reference data (a competition's settings, its matchday plan, the teams entered) changes by an organiser's hand,
 * a few times a season, while every read of a competition needs it. Reads declared with `referenceRead` are kept in
 * memory per database for a while; an announced change drops, on every instance, the entries of the entities it
 * names (see plugins/reference-cache.ts). Inside a transaction (another `Database` object) they always read the database, so
 * a writer sees its own changes. Callers must not change what they get: it is shared between requests.
 */

interface Entry {
  tag: CacheTag;
  value: Promise<unknown>;
}

const caches = new WeakMap<Database, LRUCache<string, Entry>>();

export function enableReferenceCache(
  db: Database,
  { seconds, now, maxEntries = 20_000 }: { seconds: number; now: () => number; maxEntries?: number },
) {
  caches.set(db, new LRUCache<string, Entry>({ max: maxEntries, ttl: seconds * 1000, perf: { now } }));
}

/** Drops the entries of the entities a change names ("anything" drops all). */
export function dropReferenceData(db: Database, tags: readonly CacheTag[]): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (tags.includes(ANY_TAG)) {
    cache.clear();
    return;
  }
  const announced = new Set(tags);
  for (const [key, entry] of cache.entries()) if (announced.has(entry.tag)) cache.delete(key);
}

export function clearReferenceCache(db: Database): void {
  caches.get(db)?.clear();
}

/**
 * A read by key whose answer is kept while the cache is on; concurrent first reads share one query. `tagOf`
 * names the entity a key stands for: every read notes it (so answers built from it carry it), and a change
 * announcing it drops the entry.
 */
export function referenceRead<Result>(
  name: string,
  tagOf: (key: string) => CacheTag,
  load: (db: Database, key: string) => Promise<Result>,
): (db: Database, key: string) => Promise<Result> {
  return (db, key) => {
    const tag = tagOf(key);
    noteReadTags(tag);
    const cache = caches.get(db);
    if (!cache) return load(db, key);
    const cacheKey = `${name}\u0000${key}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached.value as Promise<Result>;
    const loading = load(db, key);
    cache.set(cacheKey, { tag, value: loading });
    loading.catch(() => cache.delete(cacheKey));
    return loading;
  };
}
