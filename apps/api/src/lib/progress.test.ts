import { describe, expect, it } from "vitest";
import { createProgressReporter, formatBar } from "./progress.js";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("progress on a terminal", () => {
  it("redraws one line in place with a bar, at most ten times a second, and clears it at the end", () => {
    const written: string[] = [];
    const clock = manualClock();
    const progress = createProgressReporter({ kind: "terminal", write: (text) => written.push(text) }, clock.now);
    const step = progress.start("Loading");
    expect(written).toEqual(["\r\u001b[2KLoading …"]);
    clock.advance(150);
    step.update(12, 25, "matches 12/25");
    step.update(13, 25, "matches 13/25");
    clock.advance(100);
    step.update(25, 25, "matches 25/25");
    step.finish();
    step.update(1, 25);
    expect(written).toEqual([
      "\r\u001b[2KLoading …",
      `\r\u001b[2KLoading ${"█".repeat(12)}${"░".repeat(12)}  48 % (matches 12/25)`,
      `\r\u001b[2KLoading ${"█".repeat(24)} 100 % (matches 25/25)`,
      "\r\u001b[2K",
    ]);
    expect(written.join("")).not.toContain("\n");
  });

  it("cuts a line wider than the terminal, which would wrap and break the redraw", () => {
    const written: string[] = [];
    const progress = createProgressReporter({
      kind: "terminal",
      write: (text) => written.push(text),
      columns: () => 20,
    });
    progress.start("Generating the demo association");
    expect(written[0]).toBe("\r\u001b[2KGenerating the dem…");
  });

  it("ends the running step when the next starts or the start stops on an error", () => {
    const written: string[] = [];
    const progress = createProgressReporter({ kind: "terminal", write: (text) => written.push(text) });
    progress.start("One");
    progress.start("Two");
    progress.stop();
    progress.stop();
    expect(written).toEqual(["\r\u001b[2KOne …", "\r\u001b[2K", "\r\u001b[2KTwo …", "\r\u001b[2K"]);
  });
});

describe("progress elsewhere (a pipe, a log collector)", () => {
  it("writes a plain log entry at each tenth of the way, without control characters", () => {
    const lines: { fields: object; message: string }[] = [];
    const progress = createProgressReporter({
      kind: "lines",
      line: (fields, message) => lines.push({ fields, message }),
    });
    const step = progress.start("Loading");
    for (let done = 1; done <= 1000; done += 1) step.update(done, 1000, `matches ${done}/1000`);
    step.finish();
    expect(lines.map((line) => line.message)).toEqual([
      "Loading: 10 %",
      "Loading: 20 %",
      "Loading: 30 %",
      "Loading: 40 %",
      "Loading: 50 %",
      "Loading: 60 %",
      "Loading: 70 %",
      "Loading: 80 %",
      "Loading: 90 %",
    ]);
    expect(lines[3]?.fields).toEqual({ step: "Loading", percent: 40, done: 400, total: 1000 });
    const text = lines.map((line) => line.message).join("");
    expect(text).not.toContain("\r");
    expect(text).not.toContain("\u001b");
  });

  it("reports a jump across several tenths once, and a step without a count not at all", () => {
    const messages: string[] = [];
    const progress = createProgressReporter({ kind: "lines", line: (_fields, message) => messages.push(message) });
    const step = progress.start("Statistics");
    step.update(1, 3);
    step.update(2, 3);
    step.update(3, 3);
    progress.start("Analysing").finish();
    expect(messages).toEqual(["Statistics: 30 %", "Statistics: 60 %"]);
  });
});

describe("the bar", () => {
  it("fills in proportion and stays within its width", () => {
    expect(formatBar(0, 4)).toBe("░░░░");
    expect(formatBar(0.5, 4)).toBe("██░░");
    expect(formatBar(1.5, 4)).toBe("████");
    expect(formatBar(-1, 4)).toBe("░░░░");
  });
});
