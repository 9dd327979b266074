import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Originals of crests, player photos and article images; the media route resizes them on request. */
export const mediaFiles = pgTable("media_files", {
  id: text().primaryKey(),
  contentType: text().notNull(),
  width: integer(),
  height: integer(),
  data: bytea().notNull(),
  copyright: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
