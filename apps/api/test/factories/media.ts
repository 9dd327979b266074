import { eq } from "drizzle-orm";
import { mediaFiles, playerImages } from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

/** A media file (an original image) with the given id, type and bytes; resolves to its id. */
export async function createMediaFile(
  testApp: Pick<TestApp, "db">,
  fields: typeof mediaFiles.$inferInsert,
): Promise<string> {
  await testApp.db.insert(mediaFiles).values(fields);
  return fields.id;
}

/** Changes a stored media file (e.g. replaces its original's bytes). */
export async function updateMediaFile(
  testApp: Pick<TestApp, "db">,
  mediaId: string,
  fields: Partial<typeof mediaFiles.$inferInsert>,
): Promise<void> {
  await testApp.db.update(mediaFiles).set(fields).where(eq(mediaFiles.id, mediaId));
}

/** Shows a media file as one of a player's photos. */
export async function addPlayerImage(testApp: TestApp, fields: typeof playerImages.$inferInsert): Promise<void> {
  await testApp.db.insert(playerImages).values(fields);
}
