import { operationUrl } from "@spielfeld/api-client";
import { describe, expect, it, vi } from "vitest";
import { resetEnvironment } from "./env";
import { de } from "./i18n/de";
import { loadMessages, t } from "./i18n/messages";
import { imageServerUrl, imageUrl } from "./images";
import {
  isExternalLink,
  matchLink,
  normaliseLink,
  playerLink,
  refereeLink,
  resolveInternalPrefix,
  searchLink,
  stripTopAnchor,
  teamLink,
} from "./links";
import { buildDescription, buildTitle, robotsContent } from "./metadata";
import { withRetry } from "./retry";

const SITE_URL = "http://localhost:3000";

describe("link rules", () => {
  it("tells external from internal links", () => {
    expect(isExternalLink("https://www.dfb.de/x", "localhost:3000")).toBe(true);
    expect(isExternalLink("https://www.bafv.example/news", "localhost:3000")).toBe(false);
    expect(isExternalLink("http://localhost:3000/vereine", "localhost:3000")).toBe(false);
    expect(isExternalLink("/ergebnisse", "localhost:3000")).toBe(false);
  });

  it("adds a leading slash, keeps /ergebnisse relative and makes other paths absolute", () => {
    expect(normaliseLink("ergebnisse/wettbewerb/-/X", SITE_URL)).toEqual({
      href: "/ergebnisse/wettbewerb/-/X",
      isExternal: false,
    });
    expect(normaliseLink("/ergebnisse", SITE_URL)).toEqual({ href: "/ergebnisse", isExternal: false });
    expect(normaliseLink("news/abc", SITE_URL)).toEqual({ href: "http://localhost:3000/news/abc", isExternal: false });
    expect(normaliseLink("https://www.uefa.com", SITE_URL)).toEqual({ href: "https://www.uefa.com", isExternal: true });
  });

  it("resolves the internal prefix scheme and leaves other links alone", () => {
    expect(resolveInternalPrefix("spielfeld+club:ABC")).toBe("/vereine/-/ABC");
    expect(resolveInternalPrefix("spielfeld+match:M1")).toBe("/ergebnisse/spiel/-/M1");
    expect(resolveInternalPrefix("spielfeld+competition:C-G")).toBe("/ergebnisse/wettbewerb/-/C-G");
    expect(resolveInternalPrefix("other+club:ABC")).toBe("other+club:ABC");
  });

  it("strips #top and #start from shared URLs only at the end", () => {
    expect(stripTopAnchor("https://x.de/a#top")).toBe("https://x.de/a");
    expect(stripTopAnchor("https://x.de/a#start")).toBe("https://x.de/a");
    expect(stripTopAnchor("https://x.de/a#tabelle")).toBe("https://x.de/a#tabelle");
  });

  it("builds player, team and match links only when their ids exist", () => {
    expect(playerLink({ playerId: "P1", firstname: "Jörg", lastname: "Maß" })).toBe("/spieler/joerg-mass/P1");
    expect(playerLink({ userRef: "U1", firstname: "A", lastname: "B" })).toBe("/spieler/userid/a-b/U1");
    expect(playerLink({ playerId: "P1", notPublic: true })).toBeNull();
    expect(playerLink({ firstname: "A" })).toBeNull();
    expect(teamLink({ id: "T1", clubId: "C1", name: "FC Ü" })).toBe("/mannschaften/fc-ue/T1");
    expect(teamLink({ id: "T1", name: "FC" })).toBeNull();
    expect(matchLink({ id: "M", homeTeam: {}, guestTeam: null })).toBeNull();
    expect(matchLink({ id: "M", homeTeam: {}, guestTeam: {} })).toBe("/ergebnisse/spiel/-/M");
  });

  it("links a referee by id under the name's slug, and not at all without an id", () => {
    expect(refereeLink({ id: "R1", name: "Jörg Maß" })).toBe("/schiedsrichter/joerg-mass/R1");
    expect(refereeLink({ id: "R/1", name: "A B" })).toBe("/schiedsrichter/a-b/R%2F1");
    expect(refereeLink({ id: null, name: "A B" })).toBeNull();
  });

  it("trims and encodes the search term", () => {
    expect(searchLink("  TSV Erding & Co ")).toBe("/textsuche?query=TSV%20Erding%20%26%20Co");
  });
});

describe("meta title", () => {
  it("keeps first and last and adds middle parts while the total stays within 68", () => {
    expect(buildTitle(["Kreisliga München 1", "Tabelle", "Ergebnisse", "BAFV"])).toBe(
      "Kreisliga München 1 | Tabelle | Ergebnisse | BAFV",
    );
    const first = "A".repeat(30);
    const last = "Z".repeat(30);
    // 30 + 3 + 2 + 3 + 30 = 68 exactly: the middle part fits.
    expect(buildTitle([first, "mm", last])).toHaveLength(68);
    expect(buildTitle([first, "mm", last])).toBe(`${first} | mm | ${last}`);
    // One character more and it is left out.
    expect(buildTitle([first, "mmm", last])).toBe(`${first} | ${last}`);
    expect(buildTitle([first, "mm", "x", last])).toBe(`${first} | mm | ${last}`);
    expect(buildTitle(["Nur"])).toBe("Nur");
  });
});

describe("meta description", () => {
  it("keeps up to 160 characters and cuts longer text at 157 on a word boundary", () => {
    const exactly160 = `${"wort ".repeat(31)}abcde`;
    expect(exactly160).toHaveLength(160);
    expect(buildDescription(exactly160)).toBe(exactly160);
    const over = `${"wort ".repeat(31)}abcdef`;
    expect(over).toHaveLength(161);
    const cut = buildDescription(over);
    expect(cut.endsWith("...")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toBe(`${"wort ".repeat(31).trim()}...`);
  });

  it("writes robots as index, follow or noindex, nofollow", () => {
    expect(robotsContent(true)).toBe("index, follow");
    expect(robotsContent(false)).toBe("noindex, nofollow");
  });
});

describe("images", () => {
  it("builds resized image addresses and snaps the width up", () => {
    const at = (width: number) => operationUrl("getMediaImage", { id: "ABC", width }, "/rest");
    expect(imageUrl("ABC", 256, "/rest")).toBe(at(256));
    expect(imageUrl("ABC", 290, "/rest")).toBe(at(512));
    expect(imageUrl("ABC", 100, "/rest")).toBe(at(128));
    expect(imageUrl("ABC", 5000, "/rest")).toBe(at(1024));
  });

  it("stops the server at startup when the image server setting is missing", async () => {
    const { register } = await import("../instrumentation");
    const saved = process.env.IMAGE_SERVER_URL;
    delete process.env.IMAGE_SERVER_URL;
    resetEnvironment();
    try {
      expect(() => register()).toThrow("IMAGE_SERVER_URL is not set");
      process.env.IMAGE_SERVER_URL = "/rest/";
      expect(() => register()).not.toThrow();
      expect(imageServerUrl()).toBe("/rest");
    } finally {
      if (saved === undefined) delete process.env.IMAGE_SERVER_URL;
      else process.env.IMAGE_SERVER_URL = saved;
      resetEnvironment();
    }
  });
});

describe("translations", () => {
  it("fills placeholders and has the keys the specification names", () => {
    expect(t("footer.follow", { association: "BAFV" })).toBe("Folge dem BAFV");
    for (const key of [
      "authErrorDialog.description",
      "authErrorDialog.login",
      "authErrorDialog.continue",
      "loadSubscriptionsError",
    ] as const) {
      expect(de[key].length).toBeGreaterThan(10);
    }
  });

  it("retries loading up to 5 times from 350 ms, doubling", async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const load = vi.fn().mockRejectedValue(new Error("offline"));
    await expect(withRetry(load, { retries: 5, initialDelayMs: 350, sleep })).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    const flaky = vi.fn().mockRejectedValueOnce(new Error("once")).mockResolvedValue(de);
    await expect(withRetry(flaky, { sleep })).resolves.toBe(de);
    await expect(loadMessages()).resolves.toBe(de);
  });
});

describe("formatDateTime", () => {
  it("writes an instant as date and Berlin time, in winter and in summer", async () => {
    const { formatDateTime } = await import("./dates");
    expect(formatDateTime("2026-11-21T14:45:00Z")).toBe("21.11.2026, 15:45");
    expect(formatDateTime("2026-07-01T13:05:00Z")).toBe("01.07.2026, 15:05");
  });

  it("writes an instant's Berlin time alone, as the ticker shows an entry without a minute", async () => {
    const { formatBerlinTime } = await import("./dates");
    expect(formatBerlinTime("2026-11-22T23:05:00Z")).toBe("00:05");
    expect(formatBerlinTime("2026-07-01T13:05:00Z")).toBe("15:05");
  });
});
