import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { nullable } from "../../lib/schema-parts.js";

const tableEntrySchema = Type.Object({
  position: Type.Integer(),
  teamId: Type.String({ description: "The season's team id" }),
  teamPermanentId: Type.String(),
  teamName: Type.String(),
  clubId: nullable(Type.String()),
  clubName: Type.String(),
  clubLogoId: nullable(Type.String()),
  clubLogoURL: nullable(Type.String()),
  matchesPlayed: Type.Integer(),
  matchesWon: Type.Integer(),
  matchesDrawn: Type.Integer(),
  matchesLost: Type.Integer(),
  goalsPlus: Type.Integer(),
  goalsMinus: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer(),
  pointsDeducted: Type.Integer(),
  pointsQuotient: Type.Number(),
  trend: Type.Union([Type.Literal("up"), Type.Literal("down"), Type.Literal("same")]),
  live: Type.Boolean(),
  zone: Type.String({ description: "promotion, promotionPlayoff, relegationPlayoff, relegation or none" }),
  sharedPlace: Type.Boolean(),
  mark: nullable(Type.String({ description: "zg. (withdrawn, results stand) or oW (out of competition)" })),
});

/** One team's row of a table, named in the contract. */
export const TableEntry = component("TableEntry", tableEntrySchema);

export const tableSchema = Type.Object({
  compoundId: Type.String(),
  variant: Type.String({ description: "overall, home, away, firstHalf, secondHalf, live or asOfMatchday" }),
  matchday: nullable(Type.Integer()),
  isFinalTable: Type.Boolean(),
  rankedBy: Type.Union([Type.Literal("points"), Type.Literal("pointsQuotient")]),
  live: Type.Boolean({ description: "The table counts matches in progress" }),
  entries: Type.Array(TableEntry.ref),
  unranked: Type.Array(
    Type.Object({
      teamId: Type.String(),
      teamName: Type.String(),
      reason: Type.String({ description: "out_of_competition or withdrawn" }),
      mark: nullable(Type.String()),
    }),
  ),
  promotionCount: Type.Integer(),
  promotionPlayoffCount: Type.Integer(),
  relegationPlayoffCount: Type.Integer(),
  relegationCount: Type.Integer(),
  goalsTotal: Type.Integer(),
  matchesTotal: Type.Integer(),
  tieBreakRule: Type.String({ description: "Name of the tie-break profile" }),
  comment: Type.String({ description: "German note naming the rule that ranked the table" }),
});
export type WireTable = Static<typeof tableSchema>;

/** A ranked table of a competition (one variant), named in the contract. */
export const Table = component("Table", tableSchema);
