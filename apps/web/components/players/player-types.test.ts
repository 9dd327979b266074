import { operationUrl } from "@spielfeld/api-client";
import { describe, expect, it } from "vitest";
import { berlinToday } from "@/lib/dates";
import { ageOn, footLabel, mediaIdOf, positionLabel } from "./player-types";

describe("player facts", () => {
  it("counts full years, the birthday itself included", () => {
    expect(ageOn("2008-11-21", "2026-11-20")).toBe(17);
    expect(ageOn("2008-11-21", "2026-11-21")).toBe(18);
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("takes today's date in Berlin, which is a day ahead of UTC late in the evening", () => {
    expect(berlinToday(new Date("2026-11-20T23:30:00Z"))).toBe("2026-11-21");
    expect(berlinToday(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });

  it("names positions and feet in German and keeps unknown values", () => {
    expect(positionLabel("goalkeeper")).toBe("Tor");
    expect(positionLabel("libero")).toBe("libero");
    expect(footLabel("both")).toBe("beidfüßig");
  });

  it("reads the media id of an image address and nothing from other addresses", () => {
    expect(mediaIdOf(operationUrl("getMediaImage", { id: "AB/C", width: 64 }, "http://x/rest"))).toBe("AB/C");
    expect(mediaIdOf("https://cdn.example/foto.jpg")).toBeNull();
    expect(mediaIdOf(null)).toBeNull();
  });
});
