import { clientNetworkOf } from "../../lib/client-network.js";

/** Thrown when a client address has used up its uncached renderings for the current minute. */
export class RenderBudgetExceededError extends Error {
  override name = "RenderBudgetExceededError";

  constructor(readonly retryAfterSeconds: number) {
    super("Too many new image renderings, please slow down");
  }
}

const WINDOW_MS = 60_000;
// Beyond this many tracked addresses, finished windows are swept out before a new one is added.
const SWEEP_ABOVE = 10_000;

/** The budget an address draws on: its network (see lib/client-network.ts). */
export const budgetKeyOf = clientNetworkOf;

/**
 * Counts the renderings each client address causes per minute (fixed windows, in this instance's memory).
 * Only renderings are counted: answers from a cache cost nothing and are left to the general rate limit.
 */
export function createClientBudget({ perMinute, now = Date.now }: { perMinute: number; now?: () => number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(at: number) {
    for (const [client, window] of windows) if (at - window.startedAt >= WINDOW_MS) windows.delete(client);
  }

  return {
    get trackedClients() {
      return windows.size;
    },
    /** Counts one rendering for the client, or throws with the seconds until its window ends. */
    take(address: string): void {
      const client = budgetKeyOf(address);
      const at = now();
      let window = windows.get(client);
      if (!window || at - window.startedAt >= WINDOW_MS) {
        if (!window && windows.size >= SWEEP_ABOVE) sweep(at);
        window = { startedAt: at, count: 0 };
        windows.set(client, window);
      }
      if (window.count >= perMinute) {
        throw new RenderBudgetExceededError(Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - at) / 1000)));
      }
      window.count += 1;
    },
  };
}

export type ClientBudget = ReturnType<typeof createClientBudget>;
