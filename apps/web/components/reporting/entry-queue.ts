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
  /** Refused for good (a 400 or 409): it is dropped, with the API's reason. */
  | { kind: "refused"; status: number; message: string }
  /** No connection, a timeout, a 5xx or a 429: kept and tried again later. */
  | { kind: "unsent" }
  /** The session ended: kept until the reporter signs in again. */
  | { kind: "signed-out" };

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
  onRefused(entry: QueuedEntry, message: string): void;
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
      else events.onRefused(next, result.message);
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

/** Sends an entry to the API through the site's `/rest`, with the reporter's token. */
export async function sendEntry(
  entry: QueuedEntry,
  token: string | null,
  fetcher: typeof fetch = fetch,
): Promise<SendResult> {
  if (!token) return { kind: "signed-out" };
  let response: Response;
  try {
    response = await fetcher(`/rest/v1/private/${entry.call}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...entry.fields, "idempotency-key": entry.key }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return { kind: "unsent" };
  }
  if (response.ok) return { kind: "sent", answer: await response.json() };
  if (response.status === 401) return { kind: "signed-out" };
  if (response.status === 400 || response.status === 403 || response.status === 404 || response.status === 409) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { kind: "refused", status: response.status, message: body.message ?? "" };
  }
  return { kind: "unsent" };
}
