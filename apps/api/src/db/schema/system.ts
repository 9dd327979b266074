import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Facts about the loaded data set, e.g. which demo preset, seed and date produced it. */
export const datasetInfo = pgTable("dataset_info", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
