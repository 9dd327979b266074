import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.js";
import { isSessionLive } from "../../plugins/auth/access.js";
import { ApiError } from "../../plugins/errors.js";
import type { LiveScopes } from "./live.repository.js";
import * as repository from "./live.repository.js";
import * as schemas from "./live.schemas.js";
import type { LiveHub } from "./live-hub.js";
import { createStreamLimits, type StreamLimits } from "./stream-limits.js";

interface Options {
  db: Database;
  hub: LiveHub;
  limits: { perClient: number; perInstance: number; maxSeconds: number };
}

/**
 * Bytes a stream may have waiting in its connection's buffer: a reader that does not take its events (a stalled or
 * vanished connection) is closed instead of growing the instance's memory; a reader's browser reconnects and
 * resumes from its Last-Event-ID.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Milliseconds a stream ended by its lifetime has to deliver its end before the connection is cut. */
const END_GRACE_MS = 5000;
/** How often a signed-in reader's stream asks whether its session still holds. */
const SESSION_CHECK_MS = 60_000;

/** Scopes one stream may follow at most. */
const MAX_SCOPES = 60;

const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** `Last-Event-ID` (sent by the browser when it reconnects) or `lastEventId` in the query (a reader's own retry). */
function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | null {
  const header = request.headers["last-event-id"];
  const value = typeof header === "string" && /^[0-9]{1,15}$/.test(header) ? Number(header) : fromQuery;
  return value === undefined ? null : value;
}

/** Streams a reader's events as server-sent events until the connection closes. */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  { hub, limits, maxSeconds }: { hub: LiveHub; limits: StreamLimits; maxSeconds: number },
  scopes: LiveScopes,
  lastEventId: number | null,
  /** For a signed-in reader: whether its session still holds, asked every SESSION_CHECK_MS. */
  isStillAllowed?: () => Promise<boolean>,
) {
  const release = limits.admit(request.ip);
  reply.hijack();
  const response = reply.raw;
  const headers = reply.getHeaders() as Record<string, string>;
  // Hijacked, the answer skips the onSend hooks: credentials only beside an allowed origin, as app.ts does.
  if (headers["access-control-allow-origin"] === undefined) delete headers["access-control-allow-credentials"];
  response.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    // no-transform: nothing on the way (a compressing proxy) may hold events back to compress them together.
    "cache-control": "no-store, no-transform",
    // A proxy in front (nginx) passes each event on at once instead of buffering the stream.
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  response.write("retry: 3000\n\n");
  let isOpen = true;
  let detach = () => {};
  const end = () => {
    if (!isOpen) return;
    isOpen = false;
    response.end();
    // A reader that takes nothing never receives the end either: its connection is cut once the end had time.
    setTimeout(() => response.destroy(), END_GRACE_MS).unref();
  };
  // A stream lives maxSeconds at most: the browser reconnects with its Last-Event-ID and misses nothing.
  const lifetime = setTimeout(end, maxSeconds * 1000);
  lifetime.unref();
  // A signed-in reader's stream ends soon after its session does (a logout, a password change, a deletion).
  const sessionCheck = isStillAllowed
    ? setInterval(() => {
        isStillAllowed()
          .then((isAllowed) => {
            if (!isAllowed) end();
          })
          .catch(() => {});
      }, SESSION_CHECK_MS)
    : null;
  sessionCheck?.unref();
  request.raw.on("close", () => {
    isOpen = false;
    clearTimeout(lifetime);
    if (sessionCheck) clearInterval(sessionCheck);
    release();
    detach();
  });
  detach = await hub.attach(
    {
      scopes,
      write: (frame) => {
        if (!isOpen) return false;
        if (response.writableLength > MAX_BUFFERED_BYTES) {
          // A reader this far behind takes nothing more: the connection is cut at once.
          isOpen = false;
          response.destroy();
          return false;
        }
        return response.write(frame);
      },
      close: end,
    },
    lastEventId,
  );
  // The connection closed while the reader was being caught up.
  if (!isOpen) detach();
  request.raw.socket.setTimeout(0);
}

/** Live streams: a match, competitions and teams (public), or a signed-in fan's favourites. */
export async function liveRoutes(instance: FastifyInstance, { db, hub, limits }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const streams = { hub, limits: createStreamLimits(limits), maxSeconds: limits.maxSeconds };

  app.get(
    "/v1/public/getLiveStream",
    { schema: schemas.getLiveStreamSchema, config: { responseCache: false } },
    async (request, reply) => {
      const query = request.query;
      const scopes: LiveScopes = {
        matches: asList(query.spiel),
        competitions: asList(query.staffel),
        teams: await repository.findPermanentTeamIds(db, asList(query["team-id"])),
      };
      const count = scopes.matches.length + scopes.competitions.length + asList(query["team-id"]).length;
      if (count === 0)
        throw new ApiError("bad_request", 'Invalid query parameter "spiel": name a match, competition or team');
      if (count > MAX_SCOPES) {
        throw new ApiError(
          "bad_request",
          `Invalid query parameter "spiel": at most ${MAX_SCOPES} matches, competitions and teams`,
        );
      }
      await stream(request, reply, streams, scopes, lastEventIdOf(request, query.lastEventId));
    },
  );

  app.get(
    "/v1/private/getFavoritesLiveStream",
    { schema: schemas.getFavoritesLiveStreamSchema, config: { tier: "private" } },
    async (request, reply) => {
      const favorites = await repository.findFavoriteScopes(db, request.user.id);
      const { id, sessionId } = request.user;
      await stream(request, reply, streams, favorites, lastEventIdOf(request, request.query.lastEventId), () =>
        isSessionLive(db, id, sessionId),
      );
    },
  );
}
