import { extraTimeMinutesFor } from "@spielfeld/football";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { tickerEntries } from "../../db/schema/index.js";
import type { LiveFeed } from "../../lib/live-feed.js";
import { getCurrentTable } from "../competitions/competitions.service.js";
import { loadMatchRow, toWireMatches } from "../matches/matches.service.js";
import type { LinkBase } from "../shared/links.js";
import { readMatchMinutes } from "../shared/match-clock.js";
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

/** Stores the events of a live change and announces them to every instance's readers. */
export async function publishLiveChange(
  db: Database,
  feed: LiveFeed,
  change: LiveChange,
  now: Date,
  links: LinkBase,
): Promise<void> {
  const row = await loadMatchRow(db, change.matchId);
  const [match] = await toWireMatches(db, [row], now, links);
  const matchMinutes = (await readMatchMinutes(db, "all")).get(row.teamTypeName ?? "") ?? 90;
  const m = row.match;
  const scope = {
    matchId: m.id,
    competitionId: row.competition.id,
    homeTeamId: row.home.teamPermanentId,
    guestTeamId: row.guest.teamPermanentId,
  };
  const payload = {
    matchId: m.id,
    competitionId: row.competition.id,
    serverTime: now.toISOString(),
    status: match!.matchStatus,
    live: match!.live,
    timeState: match!.timeState,
    liveMinute: match!.liveMinute,
    liveAddedMinute: match!.liveAddedMinute,
    phaseStartedAt: m.phaseStartedAt?.toISOString() ?? null,
    format: {
      matchMinutes,
      extraTimeMinutes: extraTimeMinutesFor(matchMinutes),
      hasPlayedExtraTime: m.extraTimeFirstHalfStartedAt !== null,
    },
    homeGoals: match!.homeGoals,
    guestGoals: match!.guestGoals,
    halftime: match!.halftime,
    extraTime: match!.extraTime,
    penalties: match!.penalties,
    result: match!.result.text,
    prePublished: match!.prePublished,
    ticker: await tickerItem(db, change.tickerId),
    removedTickerId: change.removedTickerId ?? null,
  };
  const events: repository.NewLiveEvent[] = [{ ...scope, kind: "match", payload, createdAt: now }];
  const table = await getCurrentTable(db, row.competition.id, links);
  if (table) {
    events.push({
      ...scope,
      kind: "table",
      payload: {
        competitionId: row.competition.id,
        serverTime: now.toISOString(),
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
      },
      createdAt: now,
    });
  }
  const lastId = await repository.insertLiveEvents(db, events);
  await feed.announce(lastId);
}
