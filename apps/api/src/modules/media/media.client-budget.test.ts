import { describe, expect, it } from "vitest";
import { createClientBudget, RenderBudgetExceededError } from "./media.client-budget.js";

describe("createClientBudget", () => {
  it("allows each client address its renderings per minute, then says when to come back", () => {
    let now = 1_000_000;
    const budget = createClientBudget({ perMinute: 3, now: () => now });
    for (let i = 0; i < 3; i += 1) budget.take("203.0.113.7");
    now += 20_000;
    expect(() => budget.take("203.0.113.7")).toThrow(RenderBudgetExceededError);
    try {
      budget.take("203.0.113.7");
    } catch (error) {
      expect((error as RenderBudgetExceededError).retryAfterSeconds).toBe(40);
    }
    // Another address has its own budget.
    budget.take("198.51.100.1");
    // A new minute starts a new window.
    now += 40_000;
    budget.take("203.0.113.7");
  });

  it("forgets finished windows once many addresses are tracked", () => {
    let now = 0;
    const budget = createClientBudget({ perMinute: 1, now: () => now });
    for (let i = 0; i < 10_000; i += 1) budget.take(`10.0.${i >> 8}.${i & 255}`);
    expect(budget.trackedClients).toBe(10_000);
    now += 60_000;
    budget.take("192.0.2.1");
    expect(budget.trackedClients).toBe(1);
  });
});
