import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ByteLruCache } from "./media.cache.js";

const bytesOf = (value: Buffer) => value.byteLength;

describe("ByteLruCache", () => {
  it("evicts the least recently used entries once the byte budget is exceeded", () => {
    const cache = new ByteLruCache<Buffer>(10, bytesOf);
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    expect(cache.get("a")).toBeDefined(); // a is now more recent than b
    cache.set("c", Buffer.alloc(4));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.byteLength).toBe(4);
    expect(cache.get("c")?.byteLength).toBe(4);
    expect(cache.totalBytes).toBe(8);
    expect(cache.size).toBe(2);
  });

  it("replaces an entry under the same key and keeps the byte count right", () => {
    const cache = new ByteLruCache<Buffer>(10, bytesOf);
    cache.set("a", Buffer.alloc(6));
    cache.set("a", Buffer.alloc(3));
    expect(cache.totalBytes).toBe(3);
    expect(cache.delete("a")).toBe(true);
    expect(cache.delete("a")).toBe(false);
    expect(cache.totalBytes).toBe(0);
  });

  it("does not keep a value larger than the whole budget, nor evict others for it", () => {
    const cache = new ByteLruCache<Buffer>(10, bytesOf);
    cache.set("small", Buffer.alloc(5));
    cache.set("huge", Buffer.alloc(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("small")).toBeDefined();
  });

  it("stays within its budget and agrees with a simple model under any sequence of operations", () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant("set" as const), key: fc.constantFrom("a", "b", "c", "d", "e"), size: fc.nat(12) }),
      fc.record({ kind: fc.constant("get" as const), key: fc.constantFrom("a", "b", "c", "d", "e") }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const cache = new ByteLruCache<Buffer>(20, bytesOf);
        // The model: keys from least to most recently used, with their sizes.
        let model: [string, number][] = [];
        for (const step of operations) {
          if (step.kind === "get") {
            const entry = model.find(([key]) => key === step.key);
            expect(cache.get(step.key)?.byteLength).toBe(entry?.[1]);
            if (entry) model = [...model.filter(([key]) => key !== step.key), entry];
            continue;
          }
          cache.set(step.key, Buffer.alloc(step.size));
          model = model.filter(([key]) => key !== step.key);
          if (step.size <= 20) model.push([step.key, step.size]);
          while (model.reduce((sum, [, size]) => sum + size, 0) > 20) model.shift();
          expect(cache.totalBytes).toBe(model.reduce((sum, [, size]) => sum + size, 0));
          expect(cache.size).toBe(model.length);
        }
      }),
    );
  });
});
