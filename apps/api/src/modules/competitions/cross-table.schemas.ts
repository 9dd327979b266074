import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { competitionIdSchema } from "../shared/ids.schema.js";

/** What a cell shows besides a plain result; the website explains each one in its legend. */
export const crossTableMarks = [
  "result",
  "open",
  "live",
  "provisional",
  "postponed",
  "abandoned",
  "rescheduled",
  "annulled",
  "awarded",
  "noShow",
  "private",
] as const;

const crossTableMatchSchema = Type.Object({
  id: Type.String(),
  matchday: nullable(Type.Integer()),
  kickoff: nullable(Type.String({ description: "ISO date-time" })),
  kickoffTimeKnown: Type.Boolean(),
  status: Type.String({ description: "The match status (scheduled, finished, postponed, awarded, …)" }),
  mark: Type.Unsafe<(typeof crossTableMarks)[number]>({
    type: "string",
    enum: [...crossTableMarks],
    description:
      "result (played), open (not played yet), live, provisional, postponed, abandoned (not decided yet), " +
      "rescheduled (old date without its replay here), annulled, awarded (decision: w, u, v), noShow (n.an.), " +
      "private (children's football: no score)",
  }),
  result: Type.String({ description: "German short form: 3:1, 2:0 w, 0:2 n.an., Abse., Abbr., o.E., -:-, **" }),
  homeGoals: nullable(Type.Integer({ description: "The score shown; null when there is none or it is private" })),
  guestGoals: nullable(Type.Integer()),
  period: nullable(Type.String({ description: "regular, extra_time or penalties" })),
  decisionMark: nullable(
    Type.String({ description: "w (Wertung), u (Sportgerichtsurteil), v (Verwaltungsentscheid)" }),
  ),
  countsInTable: Type.Boolean({ description: "The result counts in the competition's table" }),
});

/** One match in a cell of the cross table, named in the contract. */
export const CrossTableMatch = component("CrossTableMatch", crossTableMatchSchema);

const crossTableTeamSchema = Type.Object({
  teamId: Type.String({ description: "The season's team id" }),
  teamPermanentId: Type.String(),
  teamName: Type.String(),
  clubId: nullable(Type.String()),
  clubName: Type.String(),
  position: nullable(Type.Integer({ description: "Place in the overall table; null for an unranked team" })),
  sharedPlace: Type.Boolean(),
  mark: nullable(Type.String({ description: "zg. (withdrawn, results stand) or oW (out of competition)" })),
  unranked: nullable(Type.String({ description: "out_of_competition or withdrawn (results annulled)" })),
});

export const getCrossTableSchema = {
  operationId: "getCrossTable",
  tags: ["competitions"],
  summary: "Cross table of a competition with a table: per home team and away team the match(es) and result",
  params: Type.Object({ staffel: competitionIdSchema }),
  response: {
    200: Type.Object({
      compoundId: Type.String(),
      teams: Type.Array(crossTableTeamSchema, { description: "Overall table order, unranked teams last" }),
      rows: Type.Array(
        Type.Object({
          homeTeamId: Type.String(),
          cells: Type.Array(
            Type.Object({
              guestTeamId: Type.String(),
              matches: Type.Array(CrossTableMatch.ref, { description: "By kickoff; empty on the diagonal" }),
            }),
            { description: "One cell per team, in the order of `teams`" },
          ),
        }),
        { description: "One row per home team, in the order of `teams`" },
      ),
    }),
    ...errorResponses,
  },
};
