import {
  statisticsMatchTotals,
  statisticsPeriods,
  statisticsPlayerRollup,
  statisticsPlayerTotals,
  statisticsTeamTotals,
} from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/** Empties the stored statistics (totals and periods), as in a database stored before they existed. */
export async function clearStatistics(testApp: TestApp): Promise<void> {
  await testApp.db.delete(statisticsPlayerTotals);
  await testApp.db.delete(statisticsTeamTotals);
  await testApp.db.delete(statisticsMatchTotals);
  await testApp.db.delete(statisticsPeriods);
}

/** Empties the player roll-up of the statistics, as in a database migrated to it. */
export async function clearStatisticsRollup(testApp: TestApp): Promise<void> {
  await testApp.db.delete(statisticsPlayerRollup);
}
