/*
 * Progress of the long steps of a start (the embedded database's first opening, the first demo load). On a terminal
 * one line is redrawn in place, with a bar where the step counts something; elsewhere (a pipe, a log collector) the
 * log gets one entry at each tenth of the way, so a JSON log stays JSON. A hand-written line rather than a progress
 * library: one line, redrawn with `\r`, is all it takes, and the log lines must interleave with it.
 */

export interface ProgressStep {
  /** `done` of `total` units; `detail` says what they are (shown beside the bar). */
  update(done: number, total: number, detail?: string): void;
  /** Ends the step and clears its line: what the step achieved is the caller's log entry after it. */
  finish(): void;
}

export interface ProgressReporter {
  /** Starts a step (ending the one before): its label until it counts something, then a bar. */
  start(label: string): ProgressStep;
  /** Ends the running step, if any: before an error message, which would otherwise land on its line. */
  stop(): void;
}

export type ProgressOutput =
  | { kind: "terminal"; write: (text: string) => void; columns?: () => number | undefined }
  | {
      kind: "lines";
      line: (fields: { step: string; percent: number; done: number; total: number }, message: string) => void;
    }
  | { kind: "none" };

const BAR_WIDTH = 24;
/** At most this many redraws a second: a step may count hundreds of thousands of units. */
const REDRAW_MS = 100;
const CLEAR_LINE = "\r\u001b[2K";

export function formatBar(fraction: number, width = BAR_WIDTH): string {
  const filled = Math.round(Math.min(Math.max(fraction, 0), 1) * width);
  return `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
}

function percentOf(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
}

function terminalStep(
  output: Extract<ProgressOutput, { kind: "terminal" }>,
  label: string,
  now: () => number,
): ProgressStep {
  let lastDraw = Number.NEGATIVE_INFINITY;
  let state: { done: number; total: number; detail: string } | null = null;
  const draw = () => {
    lastDraw = now();
    const text = state
      ? `${label} ${formatBar(state.done / state.total)} ${String(percentOf(state.done, state.total)).padStart(3)} %${state.detail ? ` (${state.detail})` : ""}`
      : `${label} …`;
    // A line longer than the terminal wraps, and `\r` would then redraw only its last part.
    const columns = output.columns?.();
    output.write(`${CLEAR_LINE}${columns && text.length >= columns ? `${text.slice(0, columns - 2)}…` : text}`);
  };
  // No clock of seconds until the step counts: the embedded database's work holds the event loop, and a timer
  // would stand still while it does.
  draw();
  return {
    update(done, total, detail = "") {
      state = { done, total, detail };
      if (now() - lastDraw >= REDRAW_MS) draw();
    },
    finish() {
      output.write(CLEAR_LINE);
    },
  };
}

function lineStep(output: Extract<ProgressOutput, { kind: "lines" }>, label: string): ProgressStep {
  let reportedTenths = 0;
  return {
    update(done, total) {
      const percent = percentOf(done, total);
      const tenths = Math.floor(percent / 10);
      // 100 % is the caller's own entry once the step has finished.
      if (tenths <= reportedTenths || percent >= 100) return;
      reportedTenths = tenths;
      output.line({ step: label, percent: tenths * 10, done, total }, `${label}: ${tenths * 10} %`);
    },
    finish() {},
  };
}

export function createProgressReporter(output: ProgressOutput, now = () => performance.now()): ProgressReporter {
  let running: ProgressStep | null = null;
  const open = (label: string): ProgressStep => {
    if (output.kind === "terminal") return terminalStep(output, label, now);
    if (output.kind === "lines") return lineStep(output, label);
    return { update() {}, finish() {} };
  };
  return {
    start(label) {
      running?.finish();
      const step = open(label);
      let isFinished = false;
      const guarded: ProgressStep = {
        update(done, total, detail) {
          if (!isFinished) step.update(done, total, detail);
        },
        finish() {
          if (isFinished) return;
          isFinished = true;
          step.finish();
          if (running === guarded) running = null;
        },
      };
      running = guarded;
      return guarded;
    },
    stop() {
      running?.finish();
    },
  };
}

/** A reporter that shows nothing (tests, command-line tools that print their own lines). */
export const silentProgress: ProgressReporter = createProgressReporter({ kind: "none" });
