import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { competitions } from "./competitions.js";
import { players } from "./people.js";

/**
 * The leagues a season's promateur pilot covers (docs/promateur.md): data the association maintains, not constants.
 * A league is a competition; its season is the competition's.
 */
export const promateurPilotLeagues = pgTable("promateur_pilot_leagues", {
  competitionId: text()
    .primaryKey()
    .references(() => competitions.id, { onDelete: "cascade" }),
  addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's opt-out of the promateur tier for one league: the player appears in no promateur answer about it. The
 * consent itself is the holder's `agrees_to_promateur` (player_profile_claims); an opt-out only narrows it.
 */
export const promateurOptOuts = pgTable(
  "promateur_opt_outs",
  {
    playerId: text()
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    competitionId: text()
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.competitionId] }), index().on(t.competitionId)],
);
