import { describe, expect, it } from "vitest";
import { createRenderQueue, isPageRequest } from "./render-queue.mjs";

describe("the render queue", () => {
  it("runs at most its concurrency at once, renewals first, each kind in order, skipping abandoned ones", () => {
    const queue = createRenderQueue(2);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const add = (name: string, isUrgent = false, isAbandoned = () => false) =>
      queue.run(
        isUrgent,
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
    add("renewal 1", true);
    add("renewal 2", true);
    expect(started).toEqual(["a", "b"]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 4 });

    finish.get("a")?.();
    finish.get("a")?.(); // a second "done" for one job frees nothing more
    expect(started).toEqual(["a", "b", "renewal 1"]);
    finish.get("b")?.();
    expect(started).toEqual(["a", "b", "renewal 1", "renewal 2"]);
    clientGone = true;
    finish.get("renewal 1")?.();
    finish.get("renewal 2")?.();
    expect(started).toEqual(["a", "b", "renewal 1", "renewal 2", "c"]);
    expect(queue.stats()).toEqual({ running: 1, waiting: 0 });
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
