import { and, eq, notExists, sql } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { clubs, mediaFiles, playerImages, players, referees } from "../../db/schema/index.js";

/**
 * A media file's description and version, unless an owner keeps it private: a club's crest marked private, or the image of a
 * player or referee whose profile is not public. Hidden files look exactly like unknown ones.
 */
export async function findVisibleMedia(db: Database, id: string) {
  const privateCrest = db
    .select({ one: sql`1` })
    .from(clubs)
    .where(and(eq(clubs.logoMediaId, mediaFiles.id), eq(clubs.isLogoPrivate, true)));
  const hiddenPlayerImage = db
    .select({ one: sql`1` })
    .from(playerImages)
    .innerJoin(players, eq(players.id, playerImages.playerId))
    .where(and(eq(playerImages.mediaId, mediaFiles.id), eq(players.isProfilePublic, false)));
  const hiddenRefereeImage = db
    .select({ one: sql`1` })
    .from(referees)
    .where(and(eq(referees.imageMediaId, mediaFiles.id), eq(referees.isProfilePublic, false)));
  const [row] = await db
    .select({
      id: mediaFiles.id,
      contentType: mediaFiles.contentType,
      width: mediaFiles.width,
      // Changes whenever the row is written (xmin is the writing transaction), read without touching the data.
      version: sql<string>`${mediaFiles}.xmin::text || '-' || octet_length(${mediaFiles.data})`,
    })
    .from(mediaFiles)
    .where(
      and(eq(mediaFiles.id, id), notExists(privateCrest), notExists(hiddenPlayerImage), notExists(hiddenRefereeImage)),
    )
    .limit(1);
  return row ?? null;
}

/** The stored original; read only when a variant has to be rendered. */
export async function findMediaData(db: Database, id: string): Promise<Uint8Array | null> {
  const [row] = await db.select({ data: mediaFiles.data }).from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row?.data ?? null;
}
