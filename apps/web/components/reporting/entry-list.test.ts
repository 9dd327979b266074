import { describe, expect, it } from "vitest";
import { type ListedEntry, nextUndo, pendingUndos, withSent } from "./entry-list";
import type { QueuedEntry } from "./entry-queue";
import { describeEntry, minuteLabel } from "./reporting-texts";

const entry = (id: string, kind: string, extra: Partial<ListedEntry> = {}): ListedEntry => ({
  id,
  kind,
  minute: null,
  addedMinute: null,
  team: null,
  phase: null,
  goalKind: null,
  card: null,
  playerId: null,
  playerInId: null,
  text: null,
  score: null,
  isOwn: true,
  canUndo: false,
  ...extra,
});
const queued = (key: string, call: string, fields: Record<string, string> = {}): QueuedEntry => ({
  key,
  call,
  fields,
  label: `${call} ${key}`,
  madeAt: "2026-11-21T14:00:00Z",
});

describe("the reporter's list and undo, step by step", () => {
  const listed = [entry("c", "goal", { canUndo: true }), entry("b", "card"), entry("a", "phase")];

  it("undoes the newest standing entry, then the one before, however many undos wait to be sent", () => {
    expect(nextUndo([], listed)).toEqual({ kind: "undo", entry: listed[0] });
    const first = queued("u1", "undoMatchEntry", { "entry-id": "c" });
    expect(nextUndo([first], listed)).toEqual({ kind: "undo", entry: listed[1] });
    const second = queued("u2", "undoMatchEntry", { "entry-id": "b" });
    expect(nextUndo([first, second], listed)).toEqual({ kind: "undo", entry: listed[2] });
    expect(pendingUndos([first, second])).toEqual(new Set(["c", "b"]));
    const third = queued("u3", "undoMatchEntry", { "entry-id": "a" });
    expect(nextUndo([first, second, third], listed)).toBeNull();
  });

  it("takes an entry back on the device while it waits, and never undoes a result", () => {
    const goal = queued("g", "recordMatchGoal");
    expect(nextUndo([queued("u1", "undoMatchEntry", { "entry-id": "c" }), goal], listed)).toEqual({
      kind: "take-back",
      entry: goal,
    });
    expect(nextUndo([], [entry("r", "final_result"), ...listed])).toBeNull();
    expect(nextUndo([], [])).toBeNull();
  });

  it("puts a sent entry first and takes an undone one out, the next becoming undoable; a replay changes nothing", () => {
    const sent = withSent(listed, { call: "recordTickerText", fields: {}, label: "Tickertext: Ecke" }, "d");
    expect(sent.map((item) => [item.id, item.canUndo])).toEqual([
      ["d", true],
      ["c", false],
      ["b", false],
      ["a", false],
    ]);
    expect(sent[0]).toMatchObject({ kind: "text", label: "Tickertext: Ecke", isOwn: true });
    expect(withSent(sent, { call: "recordTickerText", fields: {}, label: "x" }, "d")).toEqual(sent);
    const undone = withSent(sent, { call: "undoMatchEntry", fields: { "entry-id": "d" }, label: "" }, "u");
    expect(undone.map((item) => [item.id, item.canUndo])).toEqual([
      ["c", true],
      ["b", false],
      ["a", false],
    ]);
    expect(withSent(undone, { call: "undoMatchEntry", fields: { "entry-id": "d" }, label: "" }, "u")).toEqual(undone);
  });
});

describe("an entry in German", () => {
  const player = (playerId: string, jerseyNumber: number, name: string | null) => ({
    playerId,
    jerseyNumber,
    name,
    isOnTeamSheet: true,
    isSubstitute: false,
  });
  const teams = {
    home: { name: "TSV Au", players: [player("h1", 9, "Max Berg"), player("h2", 14, null)] },
    guest: { name: "SC Bach", players: [player("g1", 4, "Jan Tal")] },
  };

  it("names kind, team, players, text or score, and the minute", () => {
    expect(describeEntry(entry("1", "phase", { phase: "first_half" }), teams)).toBe("Anpfiff");
    const goal = entry("2", "goal", {
      team: "home",
      goalKind: "goal",
      playerId: "h1",
      minute: 90,
      addedMinute: 3,
      score: { home: 2, guest: 1 },
    });
    expect(describeEntry(goal, teams)).toBe("Tor für TSV Au (Nr. 9 Max Berg) zum 2:1");
    expect(minuteLabel(goal)).toBe("90.+3.");
    expect(minuteLabel(entry("x", "text", { minute: 12 }))).toBe("12.");
    expect(
      describeEntry(entry("3", "goal", { team: "home", goalKind: "own_goal", playerId: "g1", score: null }), teams),
    ).toBe("Eigentor für TSV Au (Nr. 4 Jan Tal)");
    expect(describeEntry(entry("4", "card", { team: "home", card: "yellow_red", playerId: "h2" }), teams)).toBe(
      "Gelb-Rote Karte, TSV Au (Nr. 14 (Name nicht öffentlich))",
    );
    expect(describeEntry(entry("5", "substitution", { team: "home", playerId: "h1", playerInId: "h2" }), teams)).toBe(
      "Wechsel bei TSV Au: Nr. 14 (Name nicht öffentlich) für Nr. 9 Max Berg",
    );
    expect(describeEntry(entry("6", "text", { text: "Kurz." }), teams)).toBe("Tickertext: Kurz.");
    expect(describeEntry(entry("7", "text", { text: "x".repeat(80) }), teams)).toBe(`Tickertext: ${"x".repeat(60)} …`);
    expect(describeEntry(entry("8", "shootout", { team: "guest", score: { home: 3, guest: 4 } }), teams)).toBe(
      "Elfmeter verwandelt für SC Bach (Elfmeterschießen 3:4)",
    );
    expect(describeEntry(entry("9", "final_result", { score: { home: 1, guest: 0 } }), teams)).toBe("Endergebnis 1:0");
    expect(describeEntry(entry("10", "goal", { label: "Tor für TSV Au" }), teams)).toBe("Tor für TSV Au");
  });
});
