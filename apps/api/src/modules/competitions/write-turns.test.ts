import { afterEach, describe, expect, it } from "vitest";
import { inWriteTurn, setConcurrentWrites } from "./write-turns.js";

/** A write that records when it runs and finishes when told to. */
function createWrites() {
  const running = new Set<string>();
  const log: string[] = [];
  let most = 0;
  const finishers = new Map<string, () => void>();
  const write = (name: string) => () =>
    new Promise<void>((resolve) => {
      running.add(name);
      most = Math.max(most, running.size);
      log.push(`start ${name}`);
      finishers.set(name, () => {
        running.delete(name);
        log.push(`end ${name}`);
        resolve();
      });
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await settle();
  };
  return { running, log, write, settle, finish, most: () => most };
}

describe("write turns", () => {
  afterEach(() => setConcurrentWrites(5));

  it("runs one competition's writes one after the other, in the order they came", async () => {
    const writes = createWrites();
    const all = Promise.all([
      inWriteTurn("c1", writes.write("a")),
      inWriteTurn("c1", writes.write("b")),
      inWriteTurn("c1", writes.write("c")),
    ]);
    await writes.settle();
    expect([...writes.running]).toEqual(["a"]);
    await writes.finish("a");
    expect([...writes.running]).toEqual(["b"]);
    await writes.finish("b");
    await writes.finish("c");
    await all;
    expect(writes.log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("runs no more writes at once than the bound, and the waiting ones as slots free up", async () => {
    setConcurrentWrites(2);
    const writes = createWrites();
    const all = Promise.all(
      ["d1", "d2", "d3", "d4"].map((competition) => inWriteTurn(competition, writes.write(competition))),
    );
    await writes.settle();
    expect([...writes.running]).toEqual(["d1", "d2"]);
    await writes.finish("d2");
    expect([...writes.running]).toEqual(["d1", "d3"]);
    await writes.finish("d1");
    await writes.finish("d3");
    await writes.finish("d4");
    await all;
    expect(writes.most()).toBe(2);
  });

  it("gives the next write its turn when one fails", async () => {
    const failing = inWriteTurn("e1", async () => {
      throw new Error("refused");
    });
    let isRun = false;
    const next = inWriteTurn("e1", async () => {
      isRun = true;
    });
    await expect(failing).rejects.toThrow("refused");
    await next;
    expect(isRun).toBe(true);
  });
});
