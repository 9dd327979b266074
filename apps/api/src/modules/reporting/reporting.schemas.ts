import { timeStates } from "@spielfeld/football";
import { type TProperties, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, MULTILINE_TEXT_PATTERN, nullable, text } from "../../lib/schema-parts.js";

const tags = ["matches"];
const form = { additionalProperties: false } as const;
const matchId = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$", description: "The match (`spiel`)" });
const idempotencyKey = Type.String({
  pattern: "^[A-Za-z0-9_-]{8,100}$",
  description:
    "Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer",
});
const side = Type.String({ enum: ["home", "guest"], description: "home or guest" });
const minute = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 200, description: "The match minute; the clock's when left out" }),
);
const addedMinute = Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: "Minute of stoppage time" }));
const playerId = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const phases = timeStates.filter((state) => state !== "pre_match");

const score = nullable(Type.Object({ home: Type.Integer(), guest: Type.Integer() }));

export const ReportingAnswer = component(
  "ReportingAnswer",
  Type.Object({
    entryId: Type.String({ description: "The entry written (for undo)" }),
    matchId: Type.String(),
    status: Type.String({ description: "scheduled, live, provisional (ended, not yet released) or finished" }),
    timeState: Type.String({ enum: [...timeStates] }),
    phaseStartedAt: nullable(Type.String({ format: "date-time", description: "When the current phase began" })),
    score: { ...score, description: "After regular time, running while it is played" },
    halftime: score,
    extraTime: { ...score, description: "After extra time, regular time included" },
    penalties: score,
    nextPhases: Type.Array(Type.String({ enum: [...timeStates] }), { description: "The phases that may follow" }),
  }),
);

const writeResponse = { 200: ReportingAnswer.ref, ...errorResponses, 409: { $ref: "Error#" } };

function writeSchema<Fields extends TProperties>(operationId: string, summary: string, fields: Fields) {
  return {
    operationId,
    tags,
    summary,
    body: Type.Object({ spiel: matchId, ...fields, "idempotency-key": idempotencyKey }, form),
    response: writeResponse,
  };
}

export const recordMatchPhaseSchema = writeSchema(
  "recordMatchPhase",
  "Starts a phase of a match: kickoff (first_half), half time, second half, extra time, penalties, final whistle (full_time)",
  { phase: Type.String({ enum: phases }) },
);

export const recordMatchGoalSchema = writeSchema(
  "recordMatchGoal",
  "Records a goal while the ball is in play, or a converted kick of the shoot-out",
  {
    team: { ...side, description: "The team the goal counts for" },
    kind: Type.String({ enum: ["goal", "own_goal", "penalty"] }),
    "player-id": Type.Optional({
      ...playerId,
      description: "The scorer (for an own goal, a player of the other team)",
    }),
    minute,
    "added-minute": addedMinute,
  },
);

export const recordMatchCardSchema = writeSchema("recordMatchCard", "Records a card or a time penalty", {
  team: { ...side, description: "The player's team" },
  "player-id": playerId,
  card: Type.String({ enum: ["yellow", "yellow_red", "red", "time_penalty"] }),
  minute,
  "added-minute": addedMinute,
});

export const recordMatchSubstitutionSchema = writeSchema("recordMatchSubstitution", "Records a substitution", {
  team: side,
  "player-out": playerId,
  "player-in": playerId,
  minute,
  "added-minute": addedMinute,
});

export const recordTickerTextSchema = writeSchema("recordTickerText", "Adds a text to the match's live ticker", {
  text: Type.String({ minLength: 1, maxLength: 500, pattern: MULTILINE_TEXT_PATTERN }),
  minute,
  "added-minute": addedMinute,
});

export const recordFinalResultSchema = writeSchema(
  "recordFinalResult",
  "Enters the final result (provisional until the division manager releases it); a reported match's must match its goals",
  {
    "home-goals": Type.Integer({ minimum: 0, maximum: 99 }),
    "guest-goals": Type.Integer({ minimum: 0, maximum: 99 }),
    "home-goals-halftime": Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    "guest-goals-halftime": Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  },
);

export const releaseMatchResultSchema = writeSchema(
  "releaseMatchResult",
  "Releases a provisional result (the competition's division manager)",
  {},
);

export const withdrawMatchResultSchema = writeSchema(
  "withdrawMatchResult",
  "Withdraws the match's result, released or not: by the reporter who entered it or the competition's division manager (a released one by the division manager only). The result's entries stay in the report, marked as withdrawn; the match reads as its other entries stand",
  {},
);

export const undoMatchEntrySchema = writeSchema("undoMatchEntry", "Undoes the match's latest entry", {
  "entry-id": Type.String({ pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$" }),
});

const reporterPlayer = Type.Object({
  playerId: Type.String(),
  jerseyNumber: nullable(Type.Integer()),
  name: nullable(Type.String({ description: "null where the profile is not public: the reporter picks by number" })),
  isOnTeamSheet: Type.Boolean(),
  isSubstitute: Type.Boolean(),
});

const listedEntry = Type.Object({
  id: Type.String({ description: "The entry (for undoMatchEntry)" }),
  kind: Type.String({
    enum: ["phase", "goal", "shootout", "card", "substitution", "text", "final_result", "release"],
  }),
  createdAt: Type.String({ format: "date-time" }),
  minute: nullable(Type.Integer()),
  addedMinute: nullable(Type.Integer()),
  team: nullable(
    Type.String({
      enum: ["home", "guest"],
      description: "The team a goal or shoot-out kick counts for, the booked or substituted player's team",
    }),
  ),
  phase: nullable(Type.String({ enum: [...timeStates], description: "The phase a phase entry began" })),
  goalKind: nullable(Type.String({ enum: ["goal", "own_goal", "penalty"] })),
  card: nullable(
    Type.String({
      enum: ["yellow", "yellow_red", "red", "time_penalty"],
      description: "As the match records it: a second yellow card is yellow-red",
    }),
  ),
  playerId: nullable(Type.String({ description: "The scorer, the booked player or the player substituted off" })),
  playerInId: nullable(Type.String({ description: "The player coming on" })),
  text: nullable(Type.String({ description: "A ticker text" })),
  score: {
    ...score,
    description:
      "After a goal the running score (extra time included), after a converted shoot-out kick the shoot-out's, a result's own",
  },
  isOwn: Type.Boolean({ description: "Written by the caller" }),
  canUndo: Type.Boolean({ description: "The match's latest entry, and no result: undoMatchEntry takes it back" }),
});

export const getMatchReportingSchema = {
  operationId: "getMatchReporting",
  tags,
  summary:
    "A match as its reporter sees it: phase, scores, the next phases, player pickers, the latest entry and the standing entries",
  params: Type.Object({ spiel: matchId }),
  response: {
    200: Type.Object({
      ...ReportingAnswer.schema.properties,
      competitionId: Type.String(),
      competitionName: Type.String(),
      kickoffAt: nullable(Type.String({ format: "date-time" })),
      now: Type.String({ format: "date-time", description: "The server's time, for the clock on the device" }),
      format: Type.Object({
        matchMinutes: Type.Integer(),
        extraTimeMinutes: Type.Integer(),
        hasExtraTime: Type.Boolean(),
        hasPenalties: Type.Boolean(),
      }),
      homeTeam: Type.Object({ name: Type.String(), players: Type.Array(reporterPlayer) }),
      guestTeam: Type.Object({ name: Type.String(), players: Type.Array(reporterPlayer) }),
      latestEntry: nullable(
        Type.Object({
          id: Type.String(),
          kind: Type.String(),
          minute: nullable(Type.Integer()),
          canUndo: Type.Boolean(),
        }),
      ),
      entries: Type.Array(listedEntry, {
        description:
          "The match's standing entries (not undone or withdrawn), newest first; undoing the newest makes the next one undoable",
      }),
    }),
    ...errorResponses,
    409: { $ref: "Error#" },
  },
};

export const likeTickerEventSchema = {
  operationId: "likeTickerEvent",
  tags,
  summary: "Likes a ticker entry (or takes the like back); once per account",
  body: Type.Object(
    {
      "ticker-event-id": Type.String({ pattern: "^[A-Za-z0-9-]{1,64}$" }),
      like: Type.Boolean({ default: true }),
    },
    form,
  ),
  response: { 200: Type.Object({ likeCount: Type.Integer() }), ...errorResponses },
};

const clubId = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const nickname = text({ minLength: 3, maxLength: 30, description: "The reporter's nickname" });

export const clubReportersResponse = Type.Object({
  clubId: Type.String(),
  reporters: Type.Array(Type.Object({ nickname: Type.String(), since: Type.String({ format: "date-time" }) })),
});

export const getClubReportersSchema = {
  operationId: "getClubReporters",
  tags: ["clubs"],
  summary: "The people a club lets report its matches live (for the club's team admins)",
  params: Type.Object({ clubId }),
  response: { 200: clubReportersResponse, ...errorResponses },
};

export const addClubReporterSchema = {
  operationId: "addClubReporter",
  tags: ["clubs"],
  summary: "Lets an account report the club's matches live",
  body: Type.Object({ "club-id": clubId, nickname }, form),
  response: { 200: clubReportersResponse, ...errorResponses },
};

export const removeClubReporterSchema = {
  operationId: "removeClubReporter",
  tags: ["clubs"],
  summary: "Ends an account's right to report the club's matches",
  body: Type.Object({ "club-id": clubId, nickname }, form),
  response: { 200: clubReportersResponse, ...errorResponses },
};

export const reportableMatchesSchema = {
  operationId: "getReportableMatches",
  tags,
  summary: "Today's and running matches the caller may report",
  response: {
    200: Type.Object({
      matches: Type.Array(
        Type.Object({
          matchId: Type.String(),
          kickoffAt: nullable(Type.String({ format: "date-time" })),
          homeTeam: Type.String(),
          guestTeam: Type.String(),
          competitionName: Type.String(),
          status: Type.String(),
        }),
      ),
    }),
    ...errorResponses,
  },
};
