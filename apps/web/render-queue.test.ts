import { describe, expect, it } from "vitest";
import { createRenderQueue, isPageRequest } from "./render-queue.mjs";

describe("the render queue", () => {
  it("runs at most its concurrency at once, renewals and first renders in turns, skipping abandoned ones", () => {
    const queue = createRenderQueue(2);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const add = (name: string, isRenewal = false, isAbandoned = () => false) =>
      queue.run(
        isRenewal,
        (done: () => void) => {
          started.push(name);
          finish.set(name, done);
        },
        isAbandoned,
      );
    add("a");
    add("b");
    add("c");
    let clientGone = false;
    add("d", false, () => clientGone);
    add("e");
    add("renewal 1", true);
    add("renewal 2", true);
    expect(started).toEqual(["a", "b"]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 5 });

    finish.get("a")?.();
    finish.get("a")?.(); // a second "done" for one job frees nothing more
    expect(started).toEqual(["a", "b", "renewal 1"]);
    finish.get("b")?.();
    expect(started).toEqual(["a", "b", "renewal 1", "c"]);
    clientGone = true;
    finish.get("renewal 1")?.();
    expect(started).toEqual(["a", "b", "renewal 1", "c", "renewal 2"]);
    finish.get("c")?.();
    // d's reader has gone: e is next.
    expect(started).toEqual(["a", "b", "renewal 1", "c", "renewal 2", "e"]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 0 });
  });

  it("orders documents and navigations, not files, the API or route handlers", () => {
    expect(isPageRequest({ method: "GET", url: "/ergebnisse/spiel/-/ABC" })).toBe(true);
    expect(isPageRequest({ method: "HEAD", url: "/" })).toBe(true);
    expect(isPageRequest({ method: "POST", url: "/login" })).toBe(false);
    expect(isPageRequest({ method: "GET", url: "/_next/static/chunks/a.js" })).toBe(false);
    expect(isPageRequest({ method: "GET", url: "/rest/v1/public/getLiveStream" })).toBe(false);
    expect(isPageRequest({ method: "GET", url: "/api/revalidate" })).toBe(false);
  });
});
