import { createHash } from "node:crypto";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { BulkWriter, encodeCopyValue } from "../db/bulk-writer.js";
import type { DatabaseHandle, RawConnection } from "../db/database.js";
import * as schema from "../db/schema/index.js";
import { type ProgressReporter, silentProgress } from "../lib/progress.js";
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
  schema.playerProfileClaims,
  schema.promateurPilotLeagues,
  schema.promateurOptOuts,
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

/**
 * The foreign keys and the plain (not unique) indexes of the schema, as statements that make them again. A bulk load
 * sets them aside and makes them afterwards, as pg_restore does: checking a key and growing an index row by row
 * costs several times more than one check and one index build over all rows. Unique indexes stay: they are keys.
 */
async function readDeferrableSchema(connection: RawConnection) {
  const foreignKeys = await connection.query<{ name: string; tableName: string; definition: string }>(
    `select c.conname as name, c.conrelid::regclass::text as "tableName", pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = current_schema() order by c.conname`,
  );
  const indexes = await connection.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = current_schema() and not i.indisunique and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by 1`,
  );
  return { foreignKeys, indexes };
}

/**
 * Generates and writes the demo association in one transaction: a failed load leaves nothing behind (the keys and
 * indexes set aside for the load included). Every foreign key is checked over all rows when it is made again.
 */
export async function loadDemo(
  handle: DatabaseHandle,
  options: DemoOptions,
  progress: ProgressReporter = silentProgress,
): Promise<LoadReport> {
  const started = performance.now();
  const rows = await handle.withConnection(async (connection) => {
    await connection.exec("BEGIN");
    try {
      const { foreignKeys, indexes } = await readDeferrableSchema(connection);
      for (const key of foreignKeys)
        await connection.exec(`ALTER TABLE ${key.tableName} DROP CONSTRAINT "${key.name}"`);
      for (const index of indexes) await connection.exec(`DROP INDEX ${index.name}`);
      // The blacklist's trigger (migration 0026) would run once for each of the hundreds of thousands of players;
      // the list is applied to the loaded players in one statement afterwards instead.
      await connection.exec("ALTER TABLE players DISABLE TRIGGER players_hide_blacklisted");
      const writer = new BulkWriter(connection, LOAD_ORDER);
      const writing = progress.start("Generating the demo association");
      let rowsOut = 0;
      await generateDemo(
        options,
        (table, row) => {
          rowsOut += 1;
          return writer.add(table, row);
        },
        (done, total) =>
          writing.update(done, total, `competitions ${done}/${total}, ${rowsOut.toLocaleString("en")} rows`),
      );
      await writer.flush();
      writing.finish();
      await connection.exec("ALTER TABLE players ENABLE TRIGGER players_hide_blacklisted");
      // Touching the flag of the players whose person is on the list lets the trigger hide exactly those.
      await connection.exec(`UPDATE players p SET is_profile_public = p.is_profile_public
        WHERE EXISTS (SELECT 1 FROM blacklisted_player_profiles b WHERE b.status = 'active'
          AND b.date_of_birth = p.date_of_birth
          AND lower(regexp_replace(trim(b.first_name), '\\s+', ' ', 'g'))
            = lower(regexp_replace(trim(p.first_name), '\\s+', ' ', 'g'))
          AND lower(regexp_replace(trim(b.last_name), '\\s+', ' ', 'g'))
            = lower(regexp_replace(trim(p.last_name), '\\s+', ' ', 'g')))`);
      const indexing = progress.start("Indexing and checking references");
      const steps = indexes.length + foreignKeys.length;
      for (const [number, index] of indexes.entries()) {
        await connection.exec(index.definition);
        indexing.update(number + 1, steps, `indexes ${number + 1}/${indexes.length}`);
      }
      for (const [number, key] of foreignKeys.entries()) {
        await connection.exec(`ALTER TABLE ${key.tableName} ADD CONSTRAINT "${key.name}" ${key.definition}`);
        indexing.update(indexes.length + number + 1, steps, `references ${number + 1}/${foreignKeys.length}`);
      }
      indexing.finish();
      await connection.exec("COMMIT");
      return writer.rowCounts();
    } catch (error) {
      await connection.exec("ROLLBACK").catch(() => {});
      throw error;
    }
  });
  // Stamped with the demo's moment, the "now" the data is played up to, as every later refresh is by the API's clock.
  const computing = progress.start("Computing statistics");
  await refreshAllStatistics({ db: handle.db, now: demoInstant(options.date, options.time) }, (done, total) =>
    computing.update(done, total, `periods ${done}/${total}`),
  );
  computing.finish();
  const analysing = progress.start("Analysing the tables");
  await handle.withConnection((connection) => connection.exec("ANALYZE"));
  analysing.finish();
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
