import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/database.js";

/*
 * How a live event reaches every instance's readers. The writer stores its events in `live_events` and announces
 * the newest id; every instance hears it (PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set), reads
 * what it has not sent yet with one query, and streams it to its readers. A lost announcement is caught up with
 * the next one, since each instance reads everything after the last id it saw.
 */

export const LIVE_CHANNEL = "spielfeld_live";

export interface LiveFeed {
  /** Tells every instance (this one included) that events up to `lastId` are stored. */
  announce(lastId: number): Promise<void>;
  /** Hears every announcement; `null` when some may have been missed (a lost connection). */
  subscribe(listener: (lastId: number | null) => void): Promise<() => Promise<void>>;
}

function parseId(payload: string | null): number | null {
  const id = payload === null ? Number.NaN : Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Announcements through PostgreSQL: the embedded database in process, a server through its notifications. */
export function createPostgresLiveFeed(database: DatabaseHandle): LiveFeed {
  return {
    announce: async (lastId) => {
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(lastId)})`);
    },
    subscribe: (listener) => database.listen(LIVE_CHANNEL, (payload) => listener(parseId(payload))),
  };
}

/** The part of an ioredis client the feed uses. */
export interface RedisLike {
  publish(channel: string, message: string): Promise<unknown>;
  duplicate(): RedisSubscriber;
}
interface RedisSubscriber {
  subscribe(channel: string): Promise<unknown>;
  on(event: "message", listener: (channel: string, message: string) => void): unknown;
  on(event: "ready", listener: () => void): unknown;
  quit(): Promise<unknown>;
}

/** Announcements through Redis pub/sub, for instances that share a Redis server. */
export function createRedisLiveFeed(redis: RedisLike): LiveFeed {
  return {
    announce: async (lastId) => {
      await redis.publish(LIVE_CHANNEL, String(lastId));
    },
    subscribe: async (listener) => {
      const subscriber = redis.duplicate();
      subscriber.on("message", (channel, message) => {
        if (channel === LIVE_CHANNEL) listener(parseId(message));
      });
      // After a reconnect announcements may have been missed: read what is new.
      subscriber.on("ready", () => listener(null));
      await subscriber.subscribe(LIVE_CHANNEL);
      return async () => {
        await subscriber.quit();
      };
    },
  };
}
