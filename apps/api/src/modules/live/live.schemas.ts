import { Type } from "typebox";
import { errorResponses } from "../../lib/schema-parts.js";

const id = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const ids = (description: string) => Type.Optional(Type.Array(id, { maxItems: 60, description }));
const lastEventId = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: Number.MAX_SAFE_INTEGER,
    description: "The last event received, where a reader cannot send the Last-Event-ID header; the header wins",
  }),
);

const eventStream = {
  200: {
    description:
      "Server-sent events: `match` (the match's whole live state, with the ticker entry just written or removed) and `table` (the competition's live table). Each event's id resumes the stream (Last-Event-ID); a new reader first gets the latest state of what it follows. A comment every 25 s keeps the connection open.",
    content: { "text/event-stream": { schema: Type.String() } },
  },
  ...errorResponses,
};

export const getLiveStreamSchema = {
  operationId: "getLiveStream",
  tags: ["matches"],
  summary: "Live events of matches, competitions and teams as they are reported (server-sent events)",
  querystring: Type.Object(
    {
      spiel: ids("Matches"),
      staffel: ids("Competitions: their matches and live tables"),
      "team-id": ids("Teams (a season's or the permanent id): their matches and their competitions' tables"),
      lastEventId,
    },
    { additionalProperties: false },
  ),
  response: eventStream,
};

export const getFavoritesLiveStreamSchema = {
  operationId: "getFavoritesLiveStream",
  tags: ["account"],
  summary: "Live events of the signed-in fan's favourite teams, clubs and competitions (server-sent events)",
  querystring: Type.Object({ lastEventId }, { additionalProperties: false }),
  response: eventStream,
};
