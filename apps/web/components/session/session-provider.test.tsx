// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFRESH_BEFORE_MS, REFRESH_RETRY_MS, SessionProvider, useSessionContext } from "./session-provider";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

/*
 * The session island's timing rules (website.md sections 7 and 8), with the browser's fetch answered here: the
 * routes behind it have their own tests (lib/session, proxy.test.ts) and the browser tests run them for real.
 */

type Answer = { status: number; body: unknown };

function sessionBody(expiresInMs: number | null) {
  return {
    status: "authenticated",
    user: { id: "u1", nickname: "Kicker87", token: "access" },
    expires: expiresInMs === null ? null : new Date(Date.now() + expiresInMs).toISOString(),
  };
}

let answers: Record<string, Answer[]>;
let calls: string[];

function answer(path: string, ...queue: Answer[]) {
  answers[path] = queue;
}

function Probe() {
  const session = useSessionContext();
  return (
    <p>
      {session.status} {session.user?.nickname ?? "-"}
    </p>
  );
}

async function start() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  await act(async () => {});
}

/** Lets the fake clock run, and the promises it releases settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  answers = {};
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      calls.push(input);
      const queue = answers[input] ?? [];
      const next = queue.length > 1 ? queue.shift()! : queue[0];
      if (!next) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the session island", () => {
  it("reads the session at start and renews it 30 s before the token ends, then reads it again", async () => {
    answer("/api/session", { status: 200, body: sessionBody(120_000) });
    answer("/login?refresh=true", { status: 200, body: { status: "ok" } });
    await start();
    expect(screen.getByText("authenticated Kicker87")).toBeTruthy();
    expect(calls).toEqual(["/api/session"]);
    await advance(120_000 - REFRESH_BEFORE_MS - 1_000);
    expect(calls).toEqual(["/api/session"]);
    await advance(2_000);
    expect(calls).toEqual(["/api/session", "/login?refresh=true", "/api/session"]);
  });

  it("retries a failed renewal every 30 s, three times, then warns with the spec's words", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer("/api/session", { status: 200, body: sessionBody(40_000) });
    answer("/login?refresh=true", { status: 503, body: { status: "error" } });
    await start();
    await advance(10_000);
    expect(calls.filter((call) => call === "/login?refresh=true")).toHaveLength(1);
    for (const tries of [2, 3, 4]) {
      await advance(REFRESH_RETRY_MS);
      expect(calls.filter((call) => call === "/login?refresh=true")).toHaveLength(tries);
    }
    expect(warn).toHaveBeenCalledWith("Unable to refresh the user session", expect.any(Error));
    await advance(5 * REFRESH_RETRY_MS);
    expect(calls.filter((call) => call === "/login?refresh=true")).toHaveLength(4);
  });

  it("stops renewing on no-token and counts the visitor as signed out", async () => {
    answer("/api/session", { status: 200, body: sessionBody(40_000) });
    answer("/login?refresh=true", { status: 401, body: { status: "no-token" } });
    await start();
    await advance(10_000);
    expect(screen.getByText("unauthenticated -")).toBeTruthy();
    await advance(10 * REFRESH_RETRY_MS);
    expect(calls.filter((call) => call === "/login?refresh=true")).toHaveLength(1);
  });

  it("without an expiry reads once more, then raises the error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer("/api/session", { status: 200, body: sessionBody(null) });
    await start();
    await advance(0);
    expect(calls).toEqual(["/api/session", "/api/session"]);
    expect(error).toHaveBeenCalledWith("Unable to refresh the user session", expect.any(Error));
  });

  it("treats a failed first read as signed out, logged with the spec's words and status", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    answer("/api/session", { status: 500, body: {} });
    await start();
    expect(screen.getByText("unauthenticated -")).toBeTruthy();
    const [message, cause] = error.mock.calls[0]!;
    expect(message).toBe("Unable to initialize the user session");
    expect((cause as Error).message).toBe("Error fetching the user session. Response status: 500");
  });
});
