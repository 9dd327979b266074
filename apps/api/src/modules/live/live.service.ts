import { extraTimeMinutesFor } from "@spielfeld/football";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { tickerEntries } from "../../db/schema/index.js";
import type { LiveFeed } from "../../lib/live-feed.js";
import type { ServiceContext } from "../shared/context.js";
import type { WireMatch } from "../shared/match.schema.js";
import { readMatchMinutes, scheduledFormatOf } from "../shared/match-clock.js";
import { listLiveMatchRows, loadMatchRow, type MatchRow } from "../shared/match-rows.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import { getCurrentTable } from "../shared/wire-tables.js";
import * as repository from "./live.repository.js";

/*
 * What a live write tells readers: the match as it stands now (a whole state, never a difference, so a reader who
 * missed an event is right again with the next one), the ticker entry the write added or removed, and the live
 * table of its competition. Built from the same reads the match and table calls answer with, so privacy applies
 * as there (a private result is sent without its score).
 */

export interface LiveChange {
  matchId: string;
  /** The ticker entry the write added, if any. */
  tickerId?: string | null;
  /** The ticker entry an undo removed, if any. */
  removedTickerId?: string | null;
}

async function tickerItem(db: Database, tickerId: string | null | undefined) {
  if (!tickerId) return null;
  const [entry] = await db.select().from(tickerEntries).where(eq(tickerEntries.id, tickerId)).limit(1);
  if (!entry || entry.isHidden) return null;
  return {
    id: entry.id,
    minute: entry.minute,
    addedMinute: entry.addedMinute,
    type: entry.typeCode,
    text: entry.text,
    likeCount: entry.likeCount,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A match's state as live events carry it, from its row and wire form at the context's `now`. */
async function matchState({ db, now }: Pick<ServiceContext, "db" | "now">, row: MatchRow, match: WireMatch) {
  const matchMinutes = (await readMatchMinutes(db, "all")).get(row.teamTypeName ?? "") ?? 90;
  const m = row.match;
  return {
    matchId: m.id,
    competitionId: row.competition.id,
    serverTime: now.toISOString(),
    status: match.matchStatus,
    live: match.live,
    timeState: match.timeState,
    liveMinute: match.liveMinute,
    liveAddedMinute: match.liveAddedMinute,
    phaseStartedAt: m.phaseStartedAt?.toISOString() ?? null,
    // A match nobody reports runs by its kickoff: the reader's clock counts on from there, as the API's does.
    kickoffAt: m.kickoffAt?.toISOString() ?? null,
    scheduledFormat: scheduledFormatOf(m, matchMinutes),
    format: {
      matchMinutes,
      extraTimeMinutes: extraTimeMinutesFor(matchMinutes),
      hasPlayedExtraTime: m.extraTimeFirstHalfStartedAt !== null,
    },
    homeGoals: match.homeGoals,
    guestGoals: match.guestGoals,
    halftime: match.halftime,
    extraTime: match.extraTime,
    penalties: match.penalties,
    result: match.result.text,
    prePublished: match.prePublished,
  };
}

/** A competition's current table as live events carry it; null where it has none. */
async function tableState(context: ServiceContext, competitionId: string) {
  const table = await getCurrentTable(context, competitionId);
  if (!table) return null;
  return {
    competitionId,
    serverTime: context.now.toISOString(),
    live: table.live,
    entries: table.entries.map((entry) => ({
      teamPermanentId: entry.teamPermanentId,
      position: entry.position,
      matchesPlayed: entry.matchesPlayed,
      matchesWon: entry.matchesWon,
      matchesDrawn: entry.matchesDrawn,
      matchesLost: entry.matchesLost,
      goalsPlus: entry.goalsPlus,
      goalsMinus: entry.goalsMinus,
      goalDifference: entry.goalDifference,
      points: entry.points,
      live: entry.live,
    })),
  };
}

/** Stores the events of a live change and announces them to every instance's readers. */
export async function publishLiveChange(context: ServiceContext, feed: LiveFeed, change: LiveChange): Promise<void> {
  const { db, now } = context;
  const row = await loadMatchRow(db, change.matchId);
  const [match] = await toWireMatches(context, [row]);
  const scope = {
    matchId: row.match.id,
    competitionId: row.competition.id,
    homeTeamId: row.home.teamPermanentId,
    guestTeamId: row.guest.teamPermanentId,
  };
  const payload = {
    ...(await matchState(context, row, match!)),
    ticker: await tickerItem(db, change.tickerId),
    removedTickerId: change.removedTickerId ?? null,
  };
  const events: repository.NewLiveEvent[] = [{ ...scope, kind: "match", payload, createdAt: now }];
  const table = await tableState(context, row.competition.id);
  if (table) events.push({ ...scope, kind: "table", payload: table, createdAt: now });
  const lastId = await repository.insertLiveEvents(db, events);
  await feed.announce(lastId);
}

/** The running matches a stream that has just connected is told about, at most (a Sunday's busiest Kreis has ~60). */
export const CURRENT_STATES_MAX_MATCHES = 100;

/**
 * What a stream that has just connected is sent first: the state now of every running match it covers and the
 * table of each of their competitions, read from the data (a match nobody reports has no stored events), so a page
 * served from a cache minutes ago is right at once and its clocks run from there.
 */
export async function currentLiveStates(
  context: ServiceContext,
  scopes: repository.LiveScopes,
): Promise<{ kind: "match" | "table"; payload: unknown }[]> {
  const rows = await listLiveMatchRows(context.db, scopes, CURRENT_STATES_MAX_MATCHES);
  if (rows.length === 0) return [];
  const wires = await toWireMatches(context, rows);
  const states: { kind: "match" | "table"; payload: unknown }[] = [];
  for (const [index, row] of rows.entries()) {
    states.push({
      kind: "match",
      payload: { ...(await matchState(context, row, wires[index]!)), ticker: null, removedTickerId: null },
    });
  }
  for (const competitionId of new Set(rows.map((row) => row.competition.id))) {
    const table = await tableState(context, competitionId);
    if (table) states.push({ kind: "table", payload: table });
  }
  return states;
}
