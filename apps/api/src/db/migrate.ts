import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./database.js";

/** The committed drizzle-kit migrations; the same folder from `src/` and from `dist/`. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export class SchemaTooNewError extends Error {
  override name = "SchemaTooNewError";
}

export interface MigrationState {
  applied: number;
  known: number;
  pending: number;
}

/** Compares the database's migration journal with the committed migrations. */
export async function readMigrationState(handle: DatabaseHandle): Promise<MigrationState & { unknown: number }> {
  const local = readMigrationFiles({ migrationsFolder });
  const localHashes = new Set(local.map((migration) => migration.hash));
  const appliedHashes = await handle.withConnection(async (connection) => {
    const [exists] = await connection.query<{ present: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
    );
    if (!exists?.present) return [];
    const rows = await connection.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations");
    return rows.map((row) => row.hash);
  });
  const unknown = appliedHashes.filter((hash) => !localHashes.has(hash)).length;
  const applied = appliedHashes.length - unknown;
  return { applied, known: local.length, pending: local.length - applied, unknown };
}

/** Applies pending migrations; refuses a database written by a newer version, leaving it untouched. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<MigrationState> {
  const before = await readMigrationState(handle);
  if (before.unknown > 0) {
    throw new SchemaTooNewError(
      `The database at ${handle.location} has ${before.unknown} migration(s) this version does not know: it was written by a newer version. Upgrade the software or point DATA_DIR/DATABASE_URL elsewhere; nothing was changed.`,
    );
  }
  if (handle.dialect === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
  const after = await readMigrationState(handle);
  return { applied: after.applied, known: after.known, pending: after.pending };
}
