import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.js";
import type { LiveFeed } from "../../lib/live-feed.js";
import type { LiveEventRow, LiveScopes } from "./live.repository.js";
import * as repository from "./live.repository.js";

/*
 * The readers of one API instance. Each announcement makes the hub read the events it has not sent yet (one query
 * for all readers) and write each to the readers whose scopes it touches, found by index (match, competition,
 * team), so an event costs the same whether 5 or 5,000 readers are connected. A reader joining late or coming back
 * (`Last-Event-ID`) is sent what it missed first; live events wait behind that, in order.
 */

/** How long joining readers get the latest state of what they follow from. */
const LATEST_STATE_WINDOW_MS = 4 * 3600_000;
/** Events kept for readers coming back. */
const KEEP_EVENTS_MS = 2 * 3600_000;
const HEARTBEAT_MS = 25_000;
/**
 * How long the current states of one set of scopes are shared by the readers joining with it (while no live event
 * comes in), and how many such sets are kept (a Sunday's peak joins a few hundred a second, mostly to the same pages): each reader's clock counts
 * on from the state's `serverTime`, so a state a few seconds old is as good as a fresh one.
 */
const CURRENT_STATES_TTL_MS = 5_000;
const CURRENT_STATES_KEPT = 500;

/** The state now of what a set of scopes covers, read from the data (live.service.ts `currentLiveStates`). */
export type CurrentStates = (scopes: LiveScopes) => Promise<{ kind: string; payload: unknown }[]>;
const READ_BATCH = 500;

export interface LiveReader {
  scopes: LiveScopes;
  /** Writes a frame; false when the connection's buffer is full (the frame is still queued by Node). */
  write(frame: string): boolean;
  close(): void;
}

interface Attached {
  reader: LiveReader;
  /** Frames that arrived while the reader was still catching up. */
  held: string[] | null;
}

export function frameOf(event: Pick<LiveEventRow, "id" | "kind" | "payload">): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

export class LiveHub {
  private readonly byKey = new Map<string, Set<Attached>>();
  private readonly readers = new Set<Attached>();
  private lastId = 0;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private pruning: NodeJS.Timeout | null = null;
  private started: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly feed: LiveFeed,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    private readonly currentStates?: CurrentStates,
  ) {}

  private readonly kept = new Map<string, { until: number; frames: Promise<string[]> }>();

  /** The frames of the current states of a reader's scopes, shared for a few seconds between readers. */
  private currentFrames(scopes: LiveScopes, upTo: number): Promise<string[]> {
    if (!this.currentStates) return Promise.resolve([]);
    // Shared only while no event has come in since: a copy never hides a write from a reader.
    const key = JSON.stringify([
      upTo,
      ...[scopes.matches, scopes.competitions, scopes.teams].map((ids) => [...ids].sort()),
    ]);
    const at = Date.now();
    const hit = this.kept.get(key);
    if (hit && hit.until > at) return hit.frames;
    for (const [oldKey, entry] of this.kept)
      if (entry.until <= at || this.kept.size >= CURRENT_STATES_KEPT) this.kept.delete(oldKey);
    // The frames carry the id of the last event read: a reader coming back from there misses nothing.
    const frames = this.currentStates(scopes).then((states) =>
      states.map((state) => frameOf({ id: upTo, kind: state.kind, payload: state.payload } as LiveEventRow)),
    );
    frames.catch(() => this.kept.delete(key));
    this.kept.set(key, { until: at + CURRENT_STATES_TTL_MS, frames });
    return frames;
  }

  get readerCount(): number {
    return this.readers.size;
  }

  /** Starts listening with the first reader: an instance nobody reads live from reads nothing. */
  private ensureStarted(): Promise<void> {
    this.started ??= this.start().catch((error) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async start(): Promise<void> {
    this.lastId = await repository.findLatestEventId(this.db);
    this.stopListening = await this.feed.subscribe(() => this.catchUp());
    this.heartbeat = setInterval(() => this.broadcast(": ping\n\n"), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.pruning = setInterval(() => {
      repository
        .deleteEventsBefore(this.db, new Date(this.now().getTime() - KEEP_EVENTS_MS))
        .catch((error) => this.log.warn({ err: error }, "live events not pruned"));
    }, 10 * 60_000);
    this.pruning.unref();
  }

  async stop(): Promise<void> {
    await this.started?.catch(() => {});
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.pruning) clearInterval(this.pruning);
    await this.stopListening?.();
    for (const attached of this.readers) attached.reader.close();
    this.readers.clear();
    this.byKey.clear();
  }

  /**
   * Adds a reader. With `lastEventId` it is first sent every event of its scopes after that one; without, the
   * newest state of each match and table it follows and then the state now of each running match (so a page cached
   * a minute ago is right at once).
   */
  async attach(reader: LiveReader, lastEventId: number | null): Promise<() => void> {
    await this.ensureStarted();
    const attached: Attached = { reader, held: [] };
    const upTo = this.lastId;
    this.readers.add(attached);
    for (const key of keysOfScopes(reader.scopes)) {
      const set = this.byKey.get(key) ?? new Set<Attached>();
      set.add(attached);
      this.byKey.set(key, set);
    }
    const detach = () => this.detach(attached);
    try {
      const missed =
        lastEventId === null
          ? await repository.listLatestStates(
              this.db,
              reader.scopes,
              upTo,
              new Date(this.now().getTime() - LATEST_STATE_WINDOW_MS),
            )
          : await repository.listScopedEventsBetween(this.db, reader.scopes, lastEventId, upTo, READ_BATCH);
      for (const event of missed) reader.write(frameOf(event));
      // Then the state now of every running match, also those nobody reports (they have no events).
      if (lastEventId === null) for (const frame of await this.currentFrames(reader.scopes, upTo)) reader.write(frame);
    } catch (error) {
      this.log.warn({ err: error }, "live reader not caught up");
    }
    for (const frame of attached.held ?? []) reader.write(frame);
    attached.held = null;
    return detach;
  }

  private detach(attached: Attached): void {
    if (!this.readers.delete(attached)) return;
    for (const key of keysOfScopes(attached.reader.scopes)) {
      const set = this.byKey.get(key);
      set?.delete(attached);
      if (set?.size === 0) this.byKey.delete(key);
    }
  }

  /** Reads and sends everything after the last event sent; announcements arriving meanwhile read once more. */
  catchUp(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        let batch: LiveEventRow[];
        do {
          batch = await repository.listEventsAfter(this.db, this.lastId, READ_BATCH);
          for (const event of batch) this.dispatch(event);
          if (batch.length > 0) this.lastId = batch.at(-1)!.id;
        } while (batch.length === READ_BATCH);
      } while (this.readAgain);
    })()
      .catch((error) => this.log.warn({ err: error }, "live events not read"))
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private dispatch(event: LiveEventRow): void {
    const keys = [
      `match:${event.matchId}`,
      `competition:${event.competitionId}`,
      event.homeTeamId ? `team:${event.homeTeamId}` : null,
      event.guestTeamId ? `team:${event.guestTeamId}` : null,
    ];
    const frame = frameOf(event);
    const sent = new Set<Attached>();
    for (const key of keys) {
      for (const attached of key ? (this.byKey.get(key) ?? []) : []) {
        if (sent.has(attached)) continue;
        sent.add(attached);
        if (attached.held) attached.held.push(frame);
        else attached.reader.write(frame);
      }
    }
  }

  private broadcast(frame: string): void {
    for (const attached of this.readers) if (!attached.held) attached.reader.write(frame);
  }
}

function keysOfScopes(scopes: LiveScopes): string[] {
  return [
    ...scopes.matches.map((id) => `match:${id}`),
    ...scopes.competitions.map((id) => `competition:${id}`),
    ...scopes.teams.map((id) => `team:${id}`),
  ];
}
