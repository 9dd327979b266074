// @vitest-environment happy-dom
import { operationUrl } from "@spielfeld/api-client";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchList } from "../matches/match-list";
import { scheduled, state } from "./live-test-data";
import { isHydrated, LiveUpdates, liveStreamUrl, whenLiveTargetsHydrated, whenPageSettled } from "./live-updates";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

describe("the stream's address", () => {
  it("names every match, competition and team of the page, or none", () => {
    expect(liveStreamUrl({ matches: ["M1"], competitions: ["C-G"], teams: ["T1"] })).toBe(
      operationUrl("getLiveStream", { spiel: ["M1"], staffel: ["C-G"], "team-id": ["T1"] }, "/rest"),
    );
    expect(liveStreamUrl({ matches: ["M1", "M2"] })).toBe(
      operationUrl("getLiveStream", { spiel: ["M1", "M2"] }, "/rest"),
    );
    expect(liveStreamUrl({ matches: [] })).toBeNull();
  });
});

describe("live writes wait until the page has settled", () => {
  /** A window whose load and idle moments the test decides. */
  function fakeWindow(readyState: DocumentReadyState) {
    let onLoad: (() => void) | undefined;
    let onIdle: (() => void) | undefined;
    const view = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        if (type === "load") onLoad = listener;
      },
      requestIdleCallback: (callback: () => void) => {
        onIdle = callback;
        return 1;
      },
    } as unknown as Window;
    return { view, load: () => onLoad?.(), idle: () => onIdle?.() };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("waits for the load event and then for an idle moment, when React has hydrated every part", async () => {
    const page = fakeWindow("interactive");
    let settled = false;
    void whenPageSettled(page.view).then(() => {
      settled = true;
    });
    page.idle();
    await flush();
    expect(settled).toBe(false);
    page.load();
    await flush();
    expect(settled).toBe(false);
    page.idle();
    await flush();
    expect(settled).toBe(true);
  });

  it("on a page already loaded, waits for the next idle moment only", async () => {
    const page = fakeWindow("complete");
    let settled = false;
    void whenPageSettled(page.view).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    page.idle();
    await flush();
    expect(settled).toBe(true);
  });
});

describe("live writes wait until React has hydrated the parts they write into", () => {
  const FIBER = "__reactFiber$test";
  /** A page with one match row, on a window whose timer the test runs; `hasReact` marks the root as React's. */
  function page({ hasReact }: { hasReact: boolean }) {
    document.body.innerHTML = `<a data-live-match="M1"><span data-live-score>-:-</span></a>`;
    const root = document.documentElement as unknown as Record<string, unknown>;
    if (hasReact) root[FIBER] = {};
    else delete root[FIBER];
    let next: (() => void) | undefined;
    const view = {
      document,
      setTimeout: (callback: () => void) => {
        next = callback;
        return 1;
      },
    } as unknown as Window;
    let isDone = false;
    void whenLiveTargetsHydrated(view).then(() => {
      isDone = true;
    });
    const row = document.querySelector("[data-live-match]") as unknown as Record<string, unknown>;
    return { row, done: () => isDone, checkAgain: () => next?.() };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(() => {
    delete (document.documentElement as unknown as Record<string, unknown>)[FIBER];
    document.body.innerHTML = "";
  });

  it("knows an element React has rendered by the key React keeps its fiber under", () => {
    const { container } = render(<MatchList matches={[scheduled]} label="Heute" />);
    expect(isHydrated(container.querySelector("[data-live-match]")!)).toBe(true);
    expect(isHydrated(document.createElement("div"))).toBe(false);
  });

  it("waits while a part is not hydrated and goes on once it is", async () => {
    const { row, done, checkAgain } = page({ hasReact: true });
    await flush();
    expect(done()).toBe(false);
    checkAgain();
    await flush();
    expect(done()).toBe(false);
    row[FIBER] = {};
    checkAgain();
    await flush();
    expect(done()).toBe(true);
  });

  it("looks again every 100 ms for five seconds at most", async () => {
    const { done, checkAgain } = page({ hasReact: true });
    for (let check = 1; check < 50; check++) checkAgain();
    await flush();
    expect(done()).toBe(false);
    checkAgain();
    await flush();
    expect(done()).toBe(true);
  });

  it("does not wait where React keeps no fiber keys on the page", async () => {
    const { done } = page({ hasReact: false });
    await flush();
    expect(done()).toBe(true);
  });
});

describe("the live island", () => {
  /** Stands in for the browser's event stream: the test sends the events a server would. */
  class StreamStandIn {
    static last: StreamStandIn | null = null;
    readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
    closed = false;
    constructor(readonly url: string) {
      StreamStandIn.last = this;
    }
    addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.set(type, listener);
    }
    close() {
      this.closed = true;
    }
    send(type: string, data: unknown) {
      this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    StreamStandIn.last = null;
  });

  /** A page with a match list and, apart from it, the island following the match. */
  function livePage() {
    vi.stubGlobal("EventSource", StreamStandIn);
    const page = render(<MatchList matches={[scheduled]} label="Heute" />);
    const island = render(<LiveUpdates scopes={{ matches: ["M1"] }} />);
    const stream = StreamStandIn.last!;
    const score = () => page.container.querySelector("[data-live-match='M1'] [data-live-score]")!.textContent;
    return { island, stream, score, before: score() };
  }

  it("follows the page's matches and writes an event once the page has settled", async () => {
    const { stream, score, before } = livePage();
    expect(stream.url).toBe(operationUrl("getLiveStream", { spiel: ["M1"] }, "/rest"));
    stream.send("match", state());
    expect(score()).toBe(before);
    await vi.waitFor(() => expect(score()).toBe("1:0"));
  });

  it("writes nothing that arrived while the page settled once the island is gone, and closes the stream", async () => {
    const { island, stream, score, before } = livePage();
    stream.send("match", state());
    island.unmount();
    expect(stream.closed).toBe(true);
    // Longer than the page takes to settle here (the test above sees the write within it).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(score()).toBe(before);
  });
});
