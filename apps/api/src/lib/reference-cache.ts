import { LRUCache } from "lru-cache";
import type { Database } from "../db/database.js";

/*
 * Reference data (a competition's settings, its matchday plan, the teams entered) changes by an organiser's hand,
 * a few times a season, while every read of a competition needs it. Reads declared with `referenceRead` are kept in
 * memory per database for a while; every data change clears them on all instances (see
 * plugins/reference-cache.ts). Inside a transaction (another `Database` object) they always read the database, so
 * a writer sees its own changes. Callers must not change what they get: it is shared between requests.
 */

const caches = new WeakMap<Database, LRUCache<string, Promise<unknown>>>();

export function enableReferenceCache(
  db: Database,
  { seconds, maxEntries = 20_000 }: { seconds: number; maxEntries?: number },
) {
  caches.set(db, new LRUCache<string, Promise<unknown>>({ max: maxEntries, ttl: seconds * 1000 }));
}

export function clearReferenceCache(db: Database): void {
  caches.get(db)?.clear();
}

/** A read by key whose answer is kept while the cache is on; concurrent first reads share one query. */
export function referenceRead<Result>(
  name: string,
  load: (db: Database, key: string) => Promise<Result>,
): (db: Database, key: string) => Promise<Result> {
  return (db, key) => {
    const cache = caches.get(db);
    if (!cache) return load(db, key);
    const cacheKey = `${name}\u0000${key}`;
    const cached = cache.get(cacheKey) as Promise<Result> | undefined;
    if (cached) return cached;
    const loading = load(db, key);
    cache.set(cacheKey, loading);
    loading.catch(() => cache.delete(cacheKey));
    return loading;
  };
}
