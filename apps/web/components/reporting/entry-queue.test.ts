import { describe, expect, it } from "vitest";
import { createEntryQueue, type QueuedEntry, type QueueStore, type SendResult, sendEntry } from "./entry-queue";
import { describeRefusal } from "./reporting-texts";

function memoryStore(): QueueStore & { entries: QueuedEntry[] } {
  const store = {
    entries: [] as QueuedEntry[],
    read: () => [...store.entries],
    write: (entries: QueuedEntry[]) => {
      store.entries = [...entries];
    },
  };
  return store;
}

describe("a reporter's entries on the device", () => {
  it("are sent in the order they were made, each with the key it got when made, again after a dead spot", async () => {
    const store = memoryStore();
    const attempts: string[] = [];
    let isOnline = false;
    const sent: string[] = [];
    const queue = createEntryQueue(
      store,
      async (entry): Promise<SendResult> => {
        attempts.push(entry.key);
        return isOnline ? { kind: "sent", answer: entry.label } : { kind: "unsent" };
      },
      { onSent: (entry) => sent.push(entry.label), onRefused: () => {}, onChange: () => {} },
    );
    const goal = queue.add({ call: "recordMatchGoal", fields: { team: "home" }, label: "Tor" });
    const card = queue.add({ call: "recordMatchCard", fields: { team: "guest" }, label: "Karte" });
    await queue.flush();
    expect(sent).toEqual([]);
    expect(store.entries.map((entry) => entry.label)).toEqual(["Tor", "Karte"]);
    isOnline = true;
    await queue.flush();
    expect(sent).toEqual(["Tor", "Karte"]);
    expect(store.entries).toEqual([]);
    expect(new Set(attempts)).toEqual(new Set([goal.key, card.key]));
    expect(attempts.filter((key) => key === goal.key).length).toBeGreaterThan(1);
  });

  it("drops an entry the API refuses for good and goes on with the next", async () => {
    const store = memoryStore();
    const refused: string[] = [];
    const sent: string[] = [];
    const queue = createEntryQueue(
      store,
      async (entry): Promise<SendResult> =>
        entry.label === "Tor nach Abpfiff"
          ? { kind: "refused", refusal: { status: 409, kind: "conflict", reason: "after-final-whistle" } }
          : { kind: "sent", answer: {} },
      {
        onSent: (entry) => sent.push(entry.label),
        onRefused: (_, refusal) => refused.push(describeRefusal(refusal)),
        onChange: () => {},
      },
    );
    queue.add({ call: "recordMatchGoal", fields: {}, label: "Tor nach Abpfiff" });
    queue.add({ call: "recordTickerText", fields: {}, label: "Text" });
    await queue.flush();
    expect(refused).toEqual(["Nach dem Abpfiff ist kein Tor mehr möglich."]);
    expect(sent).toEqual(["Text"]);
  });

  it("takes back the newest entry that has not been sent", () => {
    const store = memoryStore();
    const queue = createEntryQueue(store, async () => ({ kind: "unsent" }), {
      onSent: () => {},
      onRefused: () => {},
      onChange: () => {},
    });
    queue.add({ call: "recordMatchGoal", fields: {}, label: "Tor" });
    queue.add({ call: "recordMatchCard", fields: {}, label: "Karte" });
    expect(queue.takeBackLast()?.label).toBe("Karte");
    expect(store.entries.map((entry) => entry.label)).toEqual(["Tor"]);
  });
});

describe("sending an entry", () => {
  const entry: QueuedEntry = {
    key: "k-123456789",
    call: "recordMatchGoal",
    fields: { spiel: "M1" },
    label: "Tor",
    madeAt: "",
  };
  const answering = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

  it("posts the form with its key and the reporter's token, and sorts the answers", async () => {
    let request: Request | null = null;
    const result = await sendEntry(entry, "token", async (input, init) => {
      request = new Request(new URL(String(input), "http://site.test"), init);
      return new Response(JSON.stringify({ entryId: "E1" }), { status: 200 });
    });
    expect(result).toEqual({ kind: "sent", answer: { entryId: "E1" } });
    expect(request!.headers.get("authorization")).toBe("Bearer token");
    expect(JSON.parse(await request!.text())).toEqual({ spiel: "M1", "idempotency-key": "k-123456789" });
    expect(await sendEntry(entry, null)).toEqual({ kind: "signed-out" });
    // The refusal is read from the body's kind and reason; its English sentence says something else here.
    const released = {
      message: "The match has ended: no goal after the final whistle",
      kind: "conflict",
      reason: "result-released",
    };
    expect(await sendEntry(entry, "t", answering(409, released))).toEqual({
      kind: "refused",
      refusal: { status: 409, kind: "conflict", reason: "result-released" },
    });
    expect((await sendEntry(entry, "t", answering(400, { message: "x", kind: "invalid-parameter" }))).kind).toBe(
      "refused",
    );
    expect((await sendEntry(entry, "t", answering(503, {}))).kind).toBe("unsent");
    expect((await sendEntry(entry, "t", answering(429, {}))).kind).toBe("unsent");
    expect((await sendEntry(entry, "t", answering(401, {}))).kind).toBe("signed-out");
    expect(
      (
        await sendEntry(entry, "t", async () => {
          throw new TypeError("Failed to fetch");
        })
      ).kind,
    ).toBe("unsent");
  });
});
