import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { cacheTags, liveEntryTags, matchChangeTags } from "@spielfeld/cache-tags";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LiveFeed } from "../../lib/live-feed.js";
import { ApiError } from "../../plugins/errors.js";
import { publishLiveChange } from "../live/live.service.js";
import type { ServiceContext } from "../shared/context.js";
import * as reporters from "./club-reporters.service.js";
import type { EntryRequest, ReportingAnswer } from "./reported-entries.js";
import * as repository from "./reporting.repository.js";
import * as schemas from "./reporting.schemas.js";
import { getReporting, isMatchPageOnly, writeEntry } from "./reporting.service.js";

interface Options {
  feed: LiveFeed;
  /** Called after every new entry is committed and announced (web push). */
  onEntry?: (entry: { matchId: string; answer: ReportingAnswer; request: EntryRequest }) => Promise<void>;
}

const reporter = { tier: "private" as const, permissions: ["matchReporter" as const] };
/**
 * A reporter's entries come in bursts at a goal, never hundreds a minute; more is a stuck client. Counted per
 * account, after sign-in: the reporters of a whole matchday may share one address (a stadium's network, a mobile
 * carrier's address translation).
 */
const rateLimit = {
  max: 120,
  timeWindow: "1 minute",
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) => `reporter:${request.user?.id ?? request.ip}`,
};

/** Writing a match as it is played: phases, goals, cards, substitutions, texts, the result and its release. */
export async function reportingRoutes(instance: FastifyInstance, { feed, onEntry }: Options) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  async function write(context: ServiceContext, userId: string, matchId: string, key: string, request: EntryRequest) {
    const result = await writeEntry(context, { matchId, userId, key, request });
    if (result.isNew) {
      // The API's answers showing the match are dropped at once; the website renders the pages of the match, its
      // competition, teams and clubs anew in the background (their live island shows the entry already); a ticker
      // text or a substitution changes the match's page only. The final result and its release change every list
      // (statistics, results) and are awaited.
      const isLive = request.kind !== "final_result" && request.kind !== "release" && request.kind !== "withdrawal";
      const tags = !isLive
        ? matchChangeTags(matchId, result.competitionId)
        : isMatchPageOnly(request)
          ? [cacheTags.match(matchId)]
          : liveEntryTags({ matchId, competitionId: result.competitionId, ...result.sides });
      await app.dataChanges.announce(tags, { inBackground: isLive });
      const entryId = result.answer.entryId;
      const undone = request.kind === "undo" ? request.entryId : null;
      await publishLiveChange(context, feed, {
        matchId,
        tickerId: undone ? null : entryId,
        removedTickerId: undone,
      }).catch((error) => app.log.warn({ err: error, matchId }, "live change not published"));
      await onEntry?.({ matchId, answer: result.answer, request });
    }
    return result.answer;
  }

  const config_ = { ...reporter, rateLimit };
  app.post("/v1/private/recordMatchPhase", { schema: schemas.recordMatchPhaseSchema, config: config_ }, (request) => {
    const body = request.body;
    return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
      kind: "phase",
      phase: body.phase as Extract<EntryRequest, { kind: "phase" }>["phase"],
    });
  });
  app.post("/v1/private/recordMatchGoal", { schema: schemas.recordMatchGoalSchema, config: config_ }, (request) => {
    const body = request.body;
    return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
      kind: "goal",
      team: body.team as "home" | "guest",
      goalKind: body.kind as "goal" | "own_goal" | "penalty",
      ...(body["player-id"] ? { playerId: body["player-id"] } : {}),
      ...(body.minute !== undefined ? { minute: body.minute } : {}),
      ...(body["added-minute"] !== undefined ? { addedMinute: body["added-minute"] } : {}),
    });
  });
  app.post("/v1/private/recordMatchCard", { schema: schemas.recordMatchCardSchema, config: config_ }, (request) => {
    const body = request.body;
    return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
      kind: "card",
      team: body.team as "home" | "guest",
      playerId: body["player-id"],
      card: body.card as "yellow" | "yellow_red" | "red" | "time_penalty",
      ...(body.minute !== undefined ? { minute: body.minute } : {}),
      ...(body["added-minute"] !== undefined ? { addedMinute: body["added-minute"] } : {}),
    });
  });
  app.post(
    "/v1/private/recordMatchSubstitution",
    { schema: schemas.recordMatchSubstitutionSchema, config: config_ },
    (request) => {
      const body = request.body;
      return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
        kind: "substitution",
        team: body.team as "home" | "guest",
        playerOut: body["player-out"],
        playerIn: body["player-in"],
        ...(body.minute !== undefined ? { minute: body.minute } : {}),
        ...(body["added-minute"] !== undefined ? { addedMinute: body["added-minute"] } : {}),
      });
    },
  );
  app.post("/v1/private/recordTickerText", { schema: schemas.recordTickerTextSchema, config: config_ }, (request) => {
    const body = request.body;
    return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
      kind: "text",
      text: body.text.trim(),
      ...(body.minute !== undefined ? { minute: body.minute } : {}),
      ...(body["added-minute"] !== undefined ? { addedMinute: body["added-minute"] } : {}),
    });
  });
  app.post("/v1/private/recordFinalResult", { schema: schemas.recordFinalResultSchema, config: config_ }, (request) => {
    const body = request.body;
    return write(request.context, request.user.id, body.spiel, body["idempotency-key"], {
      kind: "final_result",
      home: body["home-goals"],
      guest: body["guest-goals"],
      ...(body["home-goals-halftime"] !== undefined ? { homeHalftime: body["home-goals-halftime"] } : {}),
      ...(body["guest-goals-halftime"] !== undefined ? { guestHalftime: body["guest-goals-halftime"] } : {}),
    });
  });
  app.post(
    "/v1/private/releaseMatchResult",
    {
      schema: schemas.releaseMatchResultSchema,
      config: { tier: "private", permissions: ["matchDivisionManager"], rateLimit },
    },
    (request) =>
      write(request.context, request.user.id, request.body.spiel, request.body["idempotency-key"], { kind: "release" }),
  );
  app.post(
    "/v1/private/withdrawMatchResult",
    { schema: schemas.withdrawMatchResultSchema, config: config_ },
    (request) =>
      write(request.context, request.user.id, request.body.spiel, request.body["idempotency-key"], {
        kind: "withdrawal",
      }),
  );
  app.post("/v1/private/undoMatchEntry", { schema: schemas.undoMatchEntrySchema, config: config_ }, (request) =>
    write(request.context, request.user.id, request.body.spiel, request.body["idempotency-key"], {
      kind: "undo",
      entryId: request.body["entry-id"],
    }),
  );
  app.get(
    "/v1/private/getMatchReporting/spiel/:spiel",
    { schema: schemas.getMatchReportingSchema, config: reporter },
    ({ params, user, context }) => getReporting(context, params.spiel, user.id),
  );
  app.get(
    "/v1/private/getReportableMatches",
    { schema: schemas.reportableMatchesSchema, config: { tier: "private" } },
    ({ user, context }) => reporters.listReportableMatches(context, user.id),
  );

  app.post(
    "/v1/private/likeTickerEvent",
    { schema: schemas.likeTickerEventSchema, config: { tier: "private", rateLimit } },
    async ({ body, user, context }) => {
      const { "ticker-event-id": entryId, like } = body;
      const liked = await repository.setTickerLike(context.db, entryId, user.id, like, context.now);
      if (!liked) throw new ApiError("not_found", `Unknown ticker entry "${entryId}"`);
      await app.dataChanges.announce([cacheTags.match(liked.matchId)]);
      return { likeCount: liked.likeCount };
    },
  );

  const clubAdmin = { tier: "private" as const, permissions: ["clubAdmin" as const] };
  app.get(
    "/v1/private/getClubReporters/club-id/:clubId",
    { schema: schemas.getClubReportersSchema, config: { ...clubAdmin, pathParamNames: { clubId: "club-id" } } },
    ({ params, context }) => reporters.listClubReporters(context, params.clubId),
  );
  app.post(
    "/v1/private/addClubReporter",
    { schema: schemas.addClubReporterSchema, config: clubAdmin },
    ({ body, user, context }) => reporters.addClubReporter(context, body["club-id"], body.nickname, user.id),
  );
  app.post(
    "/v1/private/removeClubReporter",
    { schema: schemas.removeClubReporterSchema, config: clubAdmin },
    ({ body, context }) => reporters.removeClubReporter(context, body["club-id"], body.nickname),
  );
}
