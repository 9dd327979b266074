// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchList } from "../matches/match-list";
import { scheduled, state } from "./live-test-data";
import { LiveUpdates, liveStreamUrl, whenPageSettled } from "./live-updates";

vi.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

describe("the stream's address", () => {
  it("names every match, competition and team of the page, or none", () => {
    expect(liveStreamUrl({ matches: ["M1"], competitions: ["C-G"], teams: ["T1"] })).toBe(
      "/rest/v1/public/getLiveStream?spiel=M1&staffel=C-G&team-id=T1",
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
    expect(stream.url).toBe("/rest/v1/public/getLiveStream?spiel=M1");
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
