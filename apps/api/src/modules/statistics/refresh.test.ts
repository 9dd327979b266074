import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { clearStatistics, clearStatisticsRollup } from "../../../test/factories.js";
import { refreshStatisticsIfMissing } from "./refresh.service.js";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const count = async (table: string) => (await testApp.one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;

describe("statistics of data stored before they existed", () => {
  it("are computed once, as the demo load computes them, and left alone when present", async () => {
    const before = { periods: await count("statistics_periods"), players: await count("statistics_player_totals") };
    expect(before.players).toBeGreaterThan(0);
    expect(await refreshStatisticsIfMissing(testApp.context())).toBe(false);

    await clearStatistics(testApp);
    expect(await refreshStatisticsIfMissing(testApp.context())).toBe(true);
    expect({ periods: await count("statistics_periods"), players: await count("statistics_player_totals") }).toEqual(
      before,
    );
  });

  it("roll the player figures up again when the roll-up is missing (a database migrated to it)", async () => {
    const rows = await count("statistics_player_rollup");
    expect(rows).toBeGreaterThan(0);
    await clearStatisticsRollup(testApp);
    expect(await refreshStatisticsIfMissing(testApp.context())).toBe(true);
    expect(await count("statistics_player_rollup")).toBe(rows);
    expect(await refreshStatisticsIfMissing(testApp.context())).toBe(false);
  });
});
