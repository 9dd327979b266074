import {
  ApiCallError,
  type CallOptions,
  type ErrorKind,
  type ErrorReason,
  type OperationId,
} from "@spielfeld/api-client";
import { browserApi } from "@/lib/browser-api";

/*
 * A reporter's entries on the device: each gets its idempotency key when it is made, waits in order in
 * localStorage, and is sent one after another. A dead spot in the stadium only delays them: what could not be sent
 * is sent again, in the same order and with the same key, when the connection returns, so nothing is written
 * twice and nothing is lost when the page is closed meanwhile.
 */

export interface QueuedEntry {
  /** The idempotency key, made with the entry. */
  key: string;
  call: string;
  fields: Record<string, string>;
  /** What the reporter sees while it waits (German). */
  label: string;
  madeAt: string;
}

export type SendResult =
  | { kind: "sent"; answer: unknown }
  /** Refused for good (a 400, 403, 404 or 409): it is dropped, with what the API said of it. */
  | { kind: "refused"; refusal: EntryRefusal }
  /** No connection, a timeout, a 5xx or a 429: kept and tried again later. */
  | { kind: "unsent" }
  /** The session ended: kept until the reporter signs in again. */
  | { kind: "signed-out" };

/** Why the API refused an entry, as a program reads it: the status, the closed kind and reason. */
export interface EntryRefusal {
  status: number;
  kind?: ErrorKind | undefined;
  reason?: ErrorReason | undefined;
}

export interface QueueStore {
  read(): QueuedEntry[];
  write(entries: QueuedEntry[]): void;
}

export function localStore(matchId: string, storage: Storage = window.localStorage): QueueStore {
  const name = `spielfeld-erfassung-${matchId}`;
  return {
    read: () => {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(name) ?? "[]");
        return Array.isArray(parsed) ? (parsed as QueuedEntry[]) : [];
      } catch {
        return [];
      }
    },
    write: (entries) => {
      if (entries.length === 0) storage.removeItem(name);
      else storage.setItem(name, JSON.stringify(entries));
    },
  };
}

export interface QueueEvents {
  onSent(entry: QueuedEntry, answer: unknown): void;
  onRefused(entry: QueuedEntry, refusal: EntryRefusal): void;
  onChange(waiting: QueuedEntry[]): void;
}

/** Sends the waiting entries in order until one cannot be sent now; one run at a time. */
export function createEntryQueue(
  store: QueueStore,
  send: (entry: QueuedEntry) => Promise<SendResult>,
  events: QueueEvents,
) {
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    for (;;) {
      const [next] = store.read();
      if (!next) return;
      const result = await send(next);
      if (result.kind === "unsent" || result.kind === "signed-out") return;
      store.write(store.read().filter((entry) => entry.key !== next.key));
      events.onChange(store.read());
      if (result.kind === "sent") events.onSent(next, result.answer);
      else events.onRefused(next, result.refusal);
    }
  }

  function flush(): Promise<void> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    add(entry: Omit<QueuedEntry, "key" | "madeAt">): QueuedEntry {
      const queued = { ...entry, key: crypto.randomUUID(), madeAt: new Date().toISOString() };
      store.write([...store.read(), queued]);
      events.onChange(store.read());
      void flush();
      return queued;
    },
    /** Takes back the newest entry if it has not been sent yet. */
    takeBackLast(): QueuedEntry | null {
      const waiting = store.read();
      const last = waiting.at(-1);
      // The first one may be on its way already.
      if (!last || (waiting.length === 1 && running)) return null;
      store.write(waiting.slice(0, -1));
      events.onChange(store.read());
      return last;
    },
    waiting: () => store.read(),
    flush,
  };
}

/** The writes an entry may be: the reporter's calls of the catalogue (all of its matches area). */
const ENTRY_CALLS = [
  "recordMatchPhase",
  "recordMatchGoal",
  "recordMatchCard",
  "recordMatchSubstitution",
  "recordTickerText",
  "recordFinalResult",
  "releaseMatchResult",
  "withdrawMatchResult",
  "undoMatchEntry",
] as const satisfies readonly OperationId[];
type EntryCall = (typeof ENTRY_CALLS)[number];

const isEntryCall = (call: string): call is EntryCall => (ENTRY_CALLS as readonly string[]).includes(call);

/** Refused for good: the entry cannot become valid by being sent again. */
const REFUSING_STATUSES = new Set([400, 403, 404, 409]);

/** Sends an entry to the API through the site's `/rest`, with the reporter's token. */
export async function sendEntry(entry: QueuedEntry, token: string | null, fetcher?: typeof fetch): Promise<SendResult> {
  if (!token) return { kind: "signed-out" };
  // An entry kept on the device from an older page may name a call the catalogue no longer has.
  if (!isEntryCall(entry.call)) return { kind: "refused", refusal: { status: 404, kind: "not-found" } };
  // The fields are the form's strings, as they were when the entry was made; the API reads them by its schema.
  const write = browserApi(() => token, fetcher).matches[entry.call] as (
    parameters: Record<string, string>,
    options?: CallOptions,
  ) => Promise<unknown>;
  try {
    const answer = await write(
      { ...entry.fields, "idempotency-key": entry.key },
      { signal: AbortSignal.timeout(15_000) },
    );
    return { kind: "sent", answer };
  } catch (error) {
    // No connection or a timeout is no answer at all: the entry waits.
    if (!(error instanceof ApiCallError)) return { kind: "unsent" };
    if (error.status === 401) return { kind: "signed-out" };
    if (REFUSING_STATUSES.has(error.status)) {
      return { kind: "refused", refusal: { status: error.status, kind: error.kind, reason: error.reason } };
    }
    // A 5xx or a 429: the API could not take it now.
    return { kind: "unsent" };
  }
}
