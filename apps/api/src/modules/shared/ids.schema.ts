import { Type } from "typebox";
import { component } from "../../lib/components.js";

/*
 * Identifiers and query shapes the calls of several areas share: their formats are part of the contract, so a
 * competition, team or season id is checked the same way on every call that takes one.
 */

/** Compound ids are opaque: upper-case letters and digits with an optional suffix such as `-G`. */
export const competitionIdSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
/** Team ids are opaque: a season's team id or a permanent team id. */
export const teamIdSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
export const seasonIdSchema = Type.String({ pattern: "^\\d{4}$" });
export const teamParams = Type.Object({ teamId: teamIdSchema });
export const noQuery = Type.Object({}, { additionalProperties: false });
export const seasonQuery = Type.Object({ saison: Type.Optional(seasonIdSchema) }, { additionalProperties: false });

/** What a playing area is: the association, a Bezirk or a Kreis (named in the contract). */
export const AreaKind = component(
  "AreaKind",
  Type.Union([Type.Literal("association"), Type.Literal("bezirk"), Type.Literal("kreis")]),
);
