import { describe, expect, it } from "vitest";
import { budgetKeyOf, createClientBudget, RenderBudgetExceededError } from "./media.client-budget.js";

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

  it("counts an IPv6 client's whole /64 network as one client", () => {
    const budget = createClientBudget({ perMinute: 2 });
    budget.take("2001:db8:1:2:aaaa::1");
    budget.take("2001:db8:1:2:bbbb:cccc:dddd:2");
    expect(() => budget.take("2001:DB8:0001:0002::3")).toThrow(RenderBudgetExceededError);
    budget.take("2001:db8:1:3::1");
  });
});

describe("budgetKeyOf", () => {
  it("keeps IPv4 addresses and reduces IPv6 addresses to their /64 network", () => {
    expect(budgetKeyOf("203.0.113.7")).toBe("203.0.113.7");
    expect(budgetKeyOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(budgetKeyOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(budgetKeyOf("2001:0DB8:0001:0002::")).toBe("2001:db8:1:2::/64");
    expect(budgetKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(budgetKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(budgetKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(budgetKeyOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(budgetKeyOf("unknown")).toBe("unknown");
  });
});
