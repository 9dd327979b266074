import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { TEST_DEMO } from "../../test/database-templates.js";
import { createProgressReporter } from "../lib/progress.js";
import { loadDemo } from "./load.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** Every index and foreign key of the schema, as the database states them. */
async function readSchema() {
  return database.handle.withConnection(async (connection) => ({
    indexes: await connection.query("select indexdef from pg_indexes where schemaname = current_schema() order by 1"),
    keys: await connection.query(
      `select conrelid::regclass::text as "table", pg_get_constraintdef(oid) as definition, convalidated
       from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace order by 1, 2`,
    ),
  }));
}

describe("the demo load", () => {
  it("sets the foreign keys and plain indexes aside while it writes and leaves the schema as it found it", async () => {
    const before = await readSchema();
    const steps: string[] = [];
    const progress = createProgressReporter({
      kind: "lines",
      line: (fields) => steps.push((fields as { step: string }).step),
    });
    await loadDemo(database.handle, TEST_DEMO, progress);
    const after = await readSchema();
    expect(before.keys.length).toBeGreaterThan(50);
    expect(after).toEqual(before);
    expect(new Set(steps)).toEqual(
      new Set(["Generating the demo association", "Indexing and checking references", "Computing statistics"]),
    );
  }, 120_000);

  it("still refuses a reference to nothing after the load", async () => {
    await expect(
      database.handle.withConnection((connection) =>
        connection.query("update matches set competition_id = 'nothing' where id = (select min(id) from matches)"),
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
