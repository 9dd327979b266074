import { eq } from "drizzle-orm";
import { competitionLists, competitions, competitionTypes } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";
import { newId } from "./clubs.js";

export type CompetitionFields = Partial<typeof competitions.$inferInsert> &
  Pick<typeof competitions.$inferInsert, "name" | "competitionTypeId" | "playingAreaId" | "seasonId">;

/** A competition type (Championship, Cup, …) under the given id; resolves to the id. */
export async function createCompetitionType(
  testApp: TestApp,
  fields: typeof competitionTypes.$inferInsert,
): Promise<number> {
  await testApp.db.insert(competitionTypes).values(fields);
  return fields.id;
}

/** A competition (men's, without breadcrumb and under its own name as short name unless the fields say otherwise). */
export async function createCompetition(testApp: TestApp, fields: CompetitionFields): Promise<string> {
  const id = fields.id ?? `${newId("COMP")}-G`;
  await testApp.db
    .insert(competitions)
    .values({ shortName: fields.name, breadcrumb: [], teamTypeId: 1, ...fields, id });
  return id;
}

/** Removes a competition type together with its competitions. */
export async function removeCompetitionType(testApp: TestApp, competitionTypeId: number): Promise<void> {
  await testApp.db.delete(competitions).where(eq(competitions.competitionTypeId, competitionTypeId));
  await testApp.db.delete(competitionTypes).where(eq(competitionTypes.id, competitionTypeId));
}

/** Changes a competition as the association's data would (its flags, e.g. whether its fair-play table is public). */
export async function updateCompetition(
  testApp: TestApp,
  competitionId: string,
  fields: Partial<typeof competitions.$inferInsert>,
): Promise<void> {
  await testApp.db.update(competitions).set(fields).where(eq(competitions.id, competitionId));
}

/** Drops a competition's stored scorer and fair-play rankings, so the next read ranks them afresh. */
export async function dropCompetitionLists(testApp: TestApp, competitionId: string): Promise<void> {
  await testApp.db.delete(competitionLists).where(eq(competitionLists.competitionId, competitionId));
}
