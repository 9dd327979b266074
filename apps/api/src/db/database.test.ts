import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { TEST_DEMO } from "../../test/database-templates.js";
import { loadDemo, readLoadedDemo } from "../demo/load.js";
import { migrateDatabase, readMigrationState, SchemaTooNewError } from "./migrate.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const count = async (table: string) => {
  const [row] = await database.handle.withConnection((c) =>
    c.query<{ n: number }>(`select count(*)::int as n from ${table}`),
  );
  return row!.n;
};

describe(`database on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("applies all committed migrations and reapplying changes nothing", async () => {
    const state = await readMigrationState(database.handle);
    expect(state).toMatchObject({ pending: 0, unknown: 0 });
    expect(state.applied).toBe(state.known);
    await expect(migrateDatabase(database.handle)).resolves.toMatchObject({ pending: 0 });
    const [extension] = await database.handle.withConnection((c) =>
      c.query<{ extname: string }>("select extname from pg_extension where extname = 'pg_trgm'"),
    );
    expect(extension?.extname).toBe("pg_trgm");
  });

  it("loads the small demo association once, with the rows the generator produced", async () => {
    const options = TEST_DEMO;
    expect(await readLoadedDemo(database.handle)).toBeNull();
    const report = await loadDemo(database.handle, options);
    expect(await readLoadedDemo(database.handle)).toMatchObject(options);
    for (const table of ["clubs", "teams", "matches", "match_events", "players", "articles", "users"]) {
      expect(await count(table), table).toBe(report.rows[table]);
      expect(report.rows[table], table).toBeGreaterThan(0);
    }
  });

  it("answers the hot read paths through their indexes' columns", async () => {
    const [competition] = await database.handle.withConnection((c) =>
      c.query<{ competition_id: string }>("select competition_id from matches where matchday = 3 limit 1"),
    );
    const rows = await database.handle.withConnection((c) =>
      c.query("select id from matches where competition_id = $1 and matchday = 3", [competition!.competition_id]),
    );
    expect(rows.length).toBeGreaterThan(0);
    const [club] = await database.handle.withConnection((c) =>
      c.query<{ name: string }>("select name from clubs order by id limit 1"),
    );
    const misspelt = club!.name.slice(0, -1);
    const similar = await database.handle.withConnection((c) =>
      c.query<{ name: string }>(
        "select name from clubs where name % $1 order by similarity(name, $1) desc, name limit 3",
        [misspelt],
      ),
    );
    expect(similar.map((row) => row.name)).toContain(club!.name);
  });

  it("refuses a database written by a newer version and leaves it untouched", async () => {
    const before = await count("matches");
    await database.handle.withConnection((c) =>
      c.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', $1)", [
        Date.now() + 1e9,
      ]),
    );
    await expect(migrateDatabase(database.handle)).rejects.toBeInstanceOf(SchemaTooNewError);
    expect(await count("matches")).toBe(before);
    await database.handle.withConnection((c) =>
      c.query("delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'"),
    );
  });

  it("rolls a failed load back completely", async () => {
    const before = await count("clubs");
    await expect(loadDemo(database.handle, TEST_DEMO)).rejects.toThrow();
    expect(await count("clubs")).toBe(before);
  });
});
