import { createRequire } from "node:module";

/*
 * The rate limit's counters, one store per instance shared by both ways a request can take: Fastify's route hooks
 * (@fastify/rate-limit, given this store) and the fast path for cached answers (fast-answers.ts), so a client is
 * counted once whichever way its requests go. In memory by default (counted at once, without waiting), in Redis
 * when configured (shared by every instance).
 */

const require = createRequire(import.meta.url);
type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(options: unknown): Store;
}
type LocalStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  nameSpace: string,
) => Store;

/** The plugin's own stores (its package exports no entry for them; their files are stable since v9). */
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as LocalStoreClass;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as RedisStoreClass;

export const RATE_LIMIT_NAMESPACE = "spielfeld-rate:";
export const RATE_LIMIT_WINDOW_MS = 60_000;

export function createSharedRateLimitStore(redis?: unknown) {
  const shared = redis
    ? new RedisStore(false, false, redis, RATE_LIMIT_NAMESPACE)
    : new LocalStore(false, false, 20_000);
  /** What @fastify/rate-limit constructs for its global limit: always this instance's one store. */
  class SharedStore {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates its store; all share one.
      return shared;
    }
  }
  return {
    Store: SharedStore,
    /** Counts a request; the callback runs at once for the in-memory store, later for Redis. */
    incr(key: string, max: number, callback: Callback): void {
      shared.incr(key, callback, RATE_LIMIT_WINDOW_MS, max);
    },
  };
}

export type SharedRateLimitStore = ReturnType<typeof createSharedRateLimitStore>;
