import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { leagueLevels } from "./structure.js";

/**
 * The league level the search ranks a club or team by (a Regionalliga club before a C-Klasse namesake): a team's
 * highest competition of the current season, a club's first men's team's. Worked out from the season's entries
 * (`refreshSearchLevels`) whenever they are loaded, so a search reads one row per hit instead of five joins.
 */
export const searchLevels = pgTable(
  "search_levels",
  {
    kind: text({ enum: ["club", "team"] }).notNull(),
    id: text().notNull(),
    leagueLevelId: integer()
      .notNull()
      .references(() => leagueLevels.id),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
