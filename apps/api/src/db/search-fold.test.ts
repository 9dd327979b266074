import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { foldForSearch, foldSearchText } from "./search-fold.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

/** The database's fold of each text, in one query. */
async function foldedInDatabase(texts: string[]): Promise<string[]> {
  const query = new PgDialect().sqlToQuery(foldForSearch(sql.raw("t.text"))).sql;
  const rows = await database.handle.withConnection((connection) =>
    connection.query<{ folded: string }>(
      `select ${query} as folded from unnest($1::text[]) with ordinality as t(text, n) order by t.n`,
      [texts],
    ),
  );
  return rows.map((row) => row.folded);
}

const NAMES = [
  "FC Bayern München",
  "SpVgg Greuther Fürth II",
  "TSV 1860 München e.V.",
  "SV Rot-Weiß Oberhaching",
  "ÜBERSEE",
  "Großkarolinenfeld",
  "STRAẞE",
  "José Müller-Lüdenscheidt",
  "Çelik Ñandú",
  "  1. FC Nürnberg  ",
  "Łukasz Żółć",
  "O'Brien",
  "ÆØÅ æøå",
  "",
  "!!!",
];

describe("the search text's fold in the API", () => {
  it("folds names exactly as the stored search terms are folded", async () => {
    expect(NAMES.map(foldSearchText)).toEqual(await foldedInDatabase(NAMES));
    expect(foldSearchText("FC Bayern München")).toBe("fc bayern muenchen");
  });

  it("agrees with the database on any text of letters, digits, umlauts, accents and punctuation", async () => {
    const alphabet = [..."aAzZ09 -.'ÄÖÜäöüßẞéÉñÑçÇłŁ_/"];
    const texts = fc.sample(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((letters) => letters.join("")),
      {
        numRuns: 300,
        seed: 2026,
      },
    );
    expect(texts.map(foldSearchText)).toEqual(await foldedInDatabase(texts));
  });
});
