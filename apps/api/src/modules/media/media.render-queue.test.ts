import { describe, expect, it } from "vitest";
import { createRenderQueue, RenderQueueFullError } from "./media.render-queue.js";

/** A task that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createRenderQueue", () => {
  it("runs at most `concurrency` tasks at once, the others in arrival order", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 5 });
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      queue.run(async () => {
        started.push(index);
        await task.promise;
        return index;
      }),
    );
    const firstOutcome = results[0]!.catch((error: Error) => error.message);
    await settle();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.fail(new Error("broken image"));
    await settle();
    // A failed task gives its slot back like a finished one.
    expect(started).toEqual([0, 1, 2, 3]);
    for (const task of tasks) task.finish();
    expect(await firstOutcome).toBe("broken image");
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses at once when every slot is busy and the line is full, with a time to come back", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const task = deferred();
    const running = queue.run(() => task.promise);
    const waiting = queue.run(async () => "waited");
    expect(queue.isFull).toBe(true);
    const refused = queue.run(async () => "never");
    await expect(refused).rejects.toBeInstanceOf(RenderQueueFullError);
    const error = (await refused.catch((caught: unknown) => caught)) as RenderQueueFullError;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    task.finish();
    await running;
    expect(await waiting).toBe("waited");
    expect(queue.isFull).toBe(false);
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("with no waiting line, refuses everything beyond the running slots", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    const task = deferred();
    const running = queue.run(() => task.promise);
    await expect(queue.run(async () => "never")).rejects.toBeInstanceOf(RenderQueueFullError);
    task.finish();
    await running;
    expect(queue.running).toBe(0);
  });
});
