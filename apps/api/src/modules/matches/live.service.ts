import { matchChangeTags } from "@spielfeld/cache-tags";
import type { Static, TSchema } from "typebox";
import type { DataChanges } from "../../lib/data-changes.js";
import { writeMatchAndRankTables } from "../competitions/tables.service.js";
import { inTransaction, type ServiceContext } from "../shared/context.js";
import type { WireMatch } from "../shared/match.schema.js";
import { readMatchClock, readMatchMinutes } from "../shared/match-clock.js";
import { loadMatchRow, type MatchRow } from "../shared/match-rows.repository.js";
import { refreshMatchStatistics } from "../statistics/refresh.service.js";
import * as reports from "./match-report.repository.js";
import * as repository from "./matches.repository.js";
import type * as schemas from "./matches.schemas.js";
import { getMatchReport } from "./matches.service.js";

/* What changes while matches are played: recorded results and the live ticker. */

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

/** When the ticker last changed: the match row (score, minute, state) or its newest entry. */
export function tickerLastModified(row: MatchRow, newestEntry: Date | null): Date {
  const changed = row.match.updatedAt;
  const latest = newestEntry && newestEntry > changed ? newestEntry : changed;
  return new Date(Math.floor(latest.getTime() / 1000) * 1000);
}

export interface ResultChange {
  status: WireMatch["matchStatus"];
  homeGoals: number | null;
  guestGoals: number | null;
  homeGoalsHalftime?: number | null;
  guestGoalsHalftime?: number | null;
  liveMinute?: number | null;
}

/**
 * Records a result (the division manager's or a ticker's entry) and brings the competition's materialised
 * tables up to date in the same transaction; then announces the match's tags to every cache. Returns the
 * competition id.
 */
export async function recordMatchResult(
  context: Pick<ServiceContext, "db" | "now">,
  matchId: string,
  change: ResultChange,
  changes: DataChanges,
): Promise<string> {
  const { now } = context;
  const row = await loadMatchRow(context.db, matchId);
  const competitionId = row.competition.id;
  await writeMatchAndRankTables(context, competitionId, matchId, async (tx) => {
    await repository.updateMatchResult(tx, matchId, now, {
      ...change,
      status: change.status as repository.ResultChange["status"],
    });
    await refreshMatchStatistics(inTransaction(context, tx), matchId);
  });
  await changes.announce(matchChangeTags(matchId, competitionId));
  return competitionId;
}

/** The live ticker, or `null` when nothing changed since `ifModifiedSince` (the route answers 304). */
export async function getTicker(
  context: ServiceContext,
  matchId: string,
  afterTickerId: string | undefined,
  ifModifiedSince: Date | null,
): Promise<{ lastModified: Date; body: Response<typeof schemas.getTickerSchema> | null }> {
  const { db, now } = context;
  const row = await loadMatchRow(db, matchId);
  const entries = await reports.listTickerEntries(db, matchId);
  const lastModified = tickerLastModified(row, entries[0]?.createdAt ?? null);
  if (ifModifiedSince !== null && lastModified <= ifModifiedSince) return { lastModified, body: null };
  const report = await getMatchReport(context, matchId);
  const m = row.match;
  const hidden = m.isResultPrivate;
  const cut = afterTickerId ? entries.findIndex((entry) => entry.id === afterTickerId) : -1;
  const newer = cut === -1 ? entries : entries.slice(0, cut);
  const minutes = (await readMatchMinutes(db, "all")).get(row.teamTypeName ?? "") ?? 90;
  const clock = readMatchClock(m, minutes, now);
  const isLive = clock !== null && clock.timeState !== "pre_match" && clock.timeState !== "full_time";
  return {
    lastModified,
    body: {
      id: `ticker-${m.id}`,
      matchId: m.id,
      matchStatusId: m.status,
      is_doubt_possible: m.status === "provisional",
      liveticker_enabled: row.competition.isLiveTickerEnabled,
      should_update: isLive || m.status === "scheduled",
      visible: row.competition.isLiveTickerEnabled,
      matchstarttime: m.kickoffAt?.toISOString() ?? null,
      kickoff_first_half: m.firstHalfStartedAt?.toISOString() ?? null,
      kickoff_second_half: m.secondHalfStartedAt?.toISOString() ?? null,
      kickoff_extratime_first_half: m.extraTimeFirstHalfStartedAt?.toISOString() ?? null,
      kickoff_extratime_second_half: m.extraTimeSecondHalfStartedAt?.toISOString() ?? null,
      kickoff_penalties: m.penaltiesStartedAt?.toISOString() ?? null,
      currentTimestamp: now.toISOString(),
      duration: minutes,
      duration_sections: 2,
      extratime_duration: 30,
      timeplayed: isLive ? clock.minute : m.status === "finished" || clock !== null ? minutes : null,
      live: isLive,
      time_running: isLive && clock.isRunning,
      time_state: clock?.timeState ?? m.timeState,
      home_team: row.home.name ?? "",
      guest_team: row.guest.name ?? "",
      score: { home: hidden ? null : m.homeGoals, guest: hidden ? null : m.guestGoals },
      score_halftime: { home: hidden ? null : m.homeGoalsHalftime, guest: hidden ? null : m.guestGoalsHalftime },
      penalty_shootout_goals: { home: hidden ? null : m.homePenaltyGoals, guest: hidden ? null : m.guestPenaltyGoals },
      events: report.events.map((event) => ({
        type: event.type,
        minute: event.minute,
        addedMinute: event.addedMinute,
        side: event.side,
        playerName: event.playerName,
      })),
      tickers: newer.map((entry) => ({
        id: entry.id,
        minute: entry.minute,
        addedMinute: entry.addedMinute,
        type: entry.typeCode,
        text: entry.text,
        likeCount: entry.likeCount,
        createdAt: entry.createdAt.toISOString(),
      })),
      copyright: "Spielfeld – Daten des Verbandes",
    },
  };
}
