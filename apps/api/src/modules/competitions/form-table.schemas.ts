import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { competitionIdSchema } from "../shared/ids.schema.js";

const formMatchSchema = Type.Object({
  matchId: Type.String(),
  result: Type.Union([Type.Literal("S"), Type.Literal("U"), Type.Literal("N")], {
    description: "Sieg, Unentschieden or Niederlage, from the team's side",
  }),
  isHome: Type.Boolean(),
  opponentTeamId: Type.String(),
  opponentTeamName: Type.String(),
  goalsFor: nullable(Type.Integer({ description: "As the table counts it (an award 2:0); null for a private result" })),
  goalsAgainst: nullable(Type.Integer()),
  decisionMark: nullable(Type.String({ description: "w, u or v for a result fixed by a decision" })),
  isNoShow: Type.Boolean(),
  kickoff: nullable(Type.String({ description: "ISO date-time" })),
  matchday: nullable(Type.Integer()),
});

const formTableEntrySchema = Type.Object({
  position: Type.Integer(),
  sharedPlace: Type.Boolean(),
  teamId: Type.String({ description: "The season's team id" }),
  teamPermanentId: Type.String(),
  teamName: Type.String(),
  clubId: nullable(Type.String()),
  clubName: Type.String(),
  mark: nullable(Type.String({ description: "zg. (withdrawn, results stand)" })),
  matchesPlayed: Type.Integer(),
  matchesWon: Type.Integer(),
  matchesDrawn: Type.Integer(),
  matchesLost: Type.Integer(),
  goalsPlus: Type.Integer(),
  goalsMinus: Type.Integer(),
  goalDifference: Type.Integer(),
  points: Type.Integer({ description: "Points over the window, without deductions" }),
  form: Type.Array(Type.Object(formMatchSchema.properties), { description: "The window's results, newest last" }),
});

/** One team's row of the form table, named in the contract. */
export const FormTableEntry = component("FormTableEntry", formTableEntrySchema);

export const getFormTableSchema = {
  operationId: "getFormTable",
  tags: ["competitions"],
  summary: "Form table: each team's latest counted results, ranked like a table over that window",
  params: Type.Object({ staffel: competitionIdSchema }),
  querystring: Type.Object(
    {
      anzahl: Type.Optional(
        Type.Integer({ minimum: 1, maximum: 10, default: 5, description: "Results per team (default 5)" }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      compoundId: Type.String(),
      amount: Type.Integer({ description: "The window: at most this many results per team" }),
      tieBreakRule: Type.String({ description: "Name of the tie-break profile the window is ranked by" }),
      entries: Type.Array(FormTableEntry.ref),
    }),
    ...errorResponses,
  },
};
