/** Thrown when every rendering slot is busy and the waiting line is full; the client should come back later. */
export class RenderQueueFullError extends Error {
  override name = "RenderQueueFullError";

  constructor(readonly retryAfterSeconds: number) {
    super("Too many images are being rendered, please try again shortly");
  }
}

export interface RenderQueueOptions {
  /** Renderings that run at once (each keeps a core busy). */
  concurrency: number;
  /** Renderings that may wait for a slot; beyond that, requests are refused at once. */
  maxWaiting: number;
}

// A first guess for the wait before any rendering has been timed; replaced by a running average.
const INITIAL_AVERAGE_MS = 200;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * A semaphore for image renderings: at most `concurrency` run, at most `maxWaiting` wait in line, first come
 * first served. A finished rendering hands its slot straight to the next in line.
 */
export function createRenderQueue({ concurrency, maxWaiting }: RenderQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let averageMs = INITIAL_AVERAGE_MS;

  function release(startedAt: number) {
    averageMs = 0.8 * averageMs + 0.2 * (performance.now() - startedAt);
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function start<Result>(task: () => Promise<Result>): Promise<Result> {
    const startedAt = performance.now();
    try {
      return await task();
    } finally {
      release(startedAt);
    }
  }

  /** Seconds until a slot is likely free: the line ahead divided among the slots, at the average rendering time. */
  function retryAfterSeconds(): number {
    const seconds = Math.ceil((((waiting.length + 1) / concurrency) * averageMs) / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get isFull() {
      return running >= concurrency && waiting.length >= maxWaiting;
    },
    retryAfterSeconds,
    /** Runs the task in a slot; refuses at once, without waiting, when the line is full. */
    run<Result>(task: () => Promise<Result>): Promise<Result> {
      if (running < concurrency) {
        running += 1;
        return start(task);
      }
      if (waiting.length >= maxWaiting) return Promise.reject(new RenderQueueFullError(retryAfterSeconds()));
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => start(task));
    },
  };
}

export type RenderQueue = ReturnType<typeof createRenderQueue>;
