import { createHash } from "node:crypto";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { BulkWriter, encodeCopyValue } from "../db/bulk-writer.js";
import type { DatabaseHandle } from "../db/database.js";
import * as schema from "../db/schema/index.js";
import { refreshAllStatistics } from "../modules/statistics/refresh.service.js";
import { type DemoOptions, demoInstant, type Row } from "./context.js";
import { generateDemo } from "./generate.js";

/** Tables in an order where every referenced row is written before the rows that reference it. */
export const LOAD_ORDER: PgTable[] = [
  schema.seasons,
  schema.competitionTypes,
  schema.teamTypes,
  schema.leagueLevels,
  schema.tieBreakProfiles,
  schema.fairPlaySchemes,
  schema.associations,
  schema.functionaries,
  schema.bezirke,
  schema.kreise,
  schema.playingAreas,
  schema.mediaFiles,
  schema.venues,
  schema.clubs,
  schema.clubVenues,
  schema.teams,
  schema.teamSeasons,
  schema.players,
  schema.squadMemberships,
  schema.teamOfficials,
  schema.referees,
  schema.refereeCareerEntries,
  schema.refereeSpecialMatches,
  schema.refereeStatisticTypes,
  schema.competitions,
  schema.competitionMatchdays,
  schema.competitionTeams,
  schema.matches,
  schema.matchLineups,
  schema.matchEvents,
  schema.matchOfficials,
  schema.matchTeamOfficials,
  schema.tickerEntries,
  schema.pointDeductions,
  schema.users,
  schema.userFeatures,
  schema.teamAdminRights,
  schema.marketingConsents,
  schema.favorites,
  schema.articles,
  schema.contentPages,
  schema.datasetInfo,
];

export interface LoadReport {
  seconds: number;
  rows: Record<string, number>;
  totalRows: number;
}

/** Reads which demo data set the database holds, if any. */
export async function readLoadedDemo(handle: DatabaseHandle): Promise<DemoOptions | null> {
  const rows = await handle.withConnection((connection) =>
    connection.query<{ value: DemoOptions }>("select value from dataset_info where key = 'demo'"),
  );
  return rows[0]?.value ?? null;
}

/** Generates and writes the demo association in one transaction: a failed load leaves nothing behind. */
export async function loadDemo(handle: DatabaseHandle, options: DemoOptions): Promise<LoadReport> {
  const started = performance.now();
  const rows = await handle.withConnection(async (connection) => {
    await connection.exec("BEGIN");
    try {
      const writer = new BulkWriter(connection, LOAD_ORDER);
      await generateDemo(options, (table, row) => writer.add(table, row));
      await writer.flush();
      await connection.exec("COMMIT");
      return writer.rowCounts();
    } catch (error) {
      await connection.exec("ROLLBACK").catch(() => {});
      throw error;
    }
  });
  // Stamped with the demo's moment, the "now" the data is played up to, as every later refresh is by the API's clock.
  await refreshAllStatistics(handle.db, demoInstant(options.date, options.time));
  await handle.withConnection((connection) => connection.exec("ANALYZE"));
  const totalRows = Object.values(rows).reduce((sum, count) => sum + count, 0);
  return { seconds: (performance.now() - started) / 1000, rows, totalRows };
}

/** A digest of everything the generator produces, to prove that a seed always gives the same data. */
export async function digestDemo(options: DemoOptions): Promise<{ digest: string; rows: Record<string, number> }> {
  const hash = createHash("sha256");
  const rows: Record<string, number> = {};
  await generateDemo(options, (table: PgTable, row: Row) => {
    const name = getTableConfig(table).name;
    rows[name] = (rows[name] ?? 0) + 1;
    hash.update(
      `${name}\t${Object.keys(row)
        .map((key) => `${key}=${encodeCopyValue(row[key])}`)
        .join("\t")}\n`,
    );
  });
  return { digest: hash.digest("hex"), rows };
}
