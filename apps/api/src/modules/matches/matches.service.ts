import { eventTypeCodes, scoringSideOf } from "@spielfeld/football";
import type { Static, TSchema } from "typebox";
import type { Database } from "../../db/database.js";
import { berlinDate, berlinDay } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { toDivisionManager } from "../shared/match.mapper.js";
import type { WireMatch } from "../shared/match.schema.js";
import * as matchRows from "../shared/match-rows.repository.js";
import { loadMatchRow, type MatchRow } from "../shared/match-rows.repository.js";
import { getCurrentMatchday } from "../shared/matchdays.js";
import { toNewsArticle } from "../shared/news-article.mapper.js";
import { type PersonReference, toPersonName, toPersonReference } from "../shared/privacy.js";
import * as teamMatches from "../shared/team-matches.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import { getCurrentTable } from "../shared/wire-tables.js";
import * as reports from "./match-report.repository.js";
import * as repository from "./matches.repository.js";
import type * as schemas from "./matches.schemas.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

export async function getMatch(
  context: ServiceContext,
  matchId: string,
  withDivisionManager: boolean,
): Promise<WireMatch> {
  const { db } = context;
  const row = await loadMatchRow(db, matchId);
  const [match] = await toWireMatches(context, [row]);
  if (!withDivisionManager) return match!;
  const managerId = row.competition.divisionManagerId;
  const manager = managerId ? await matchRows.findDivisionManager(db, managerId) : null;
  return { ...match!, divisionManager: toDivisionManager(manager, context.links) };
}

const toLineupPerson = (reference: PersonReference) => ({
  playerId: reference.id,
  firstName: reference.firstName,
  lastName: reference.lastName,
});

/** People are named as the shared privacy rules allow (team sheet, performance, cards). */
export async function getMatchReport(
  context: ServiceContext,
  matchId: string,
): Promise<Response<typeof schemas.getMatchReportSchema>> {
  const { db } = context;
  const row = await loadMatchRow(db, matchId);
  const [lineups, events, teamOfficials, officials] = await Promise.all([
    reports.listLineups(db, matchId),
    reports.listEvents(db, matchId),
    reports.listTeamOfficials(db, matchId),
    reports.listOfficials(db, [matchId]),
  ]);
  const referenced = events.flatMap((event) => [event.playerId, event.relatedPlayerId]);
  const people = new Map(
    (
      await reports.listPlayers(
        db,
        referenced.filter((id): id is string => id !== null),
      )
    ).map((p) => [p.id, p]),
  );
  const isDiscipline = (type: number) =>
    type === eventTypeCodes.yellowCard ||
    type === eventTypeCodes.redCard ||
    type === eventTypeCodes.yellowRedCard ||
    type === eventTypeCodes.timePenalty;
  const name = (id: string | null, type: number) => {
    const player = id ? people.get(id) : undefined;
    if (!player) return { id: null, name: null };
    const reference = toPersonReference(player, isDiscipline(type) ? "card" : "performance");
    return { id: reference.id, name: toPersonName(reference) };
  };
  const score = { home: 0, guest: 0 };
  // A private result (children's football) keeps the team sheet private too.
  const isPrivate = row.match.isResultPrivate;
  const sideOf = (side: "home" | "guest") => ({
    players: lineups
      .filter((entry) => !isPrivate && entry.lineup.side === side)
      .map(({ lineup, player }) => ({
        ...toLineupPerson(toPersonReference(player, "teamSheet")),
        number: lineup.jerseyNumber,
        captain: lineup.isCaptain,
        keeper: lineup.isKeeper,
        substitute: lineup.isSubstitute,
      })),
    officials: teamOfficials
      .filter((official) => official.side === side)
      .map(({ name: officialName, functionName }) => ({ name: officialName, functionName })),
  });
  const role = (wanted: string) => officials.find((official) => official.role === wanted)?.name ?? null;
  return {
    matchId,
    lineupAvailable: lineups.length > 0 && !isPrivate,
    home: sideOf("home"),
    guest: sideOf("guest"),
    events: isPrivate
      ? []
      : events.map((event) => {
          const scoringSide = scoringSideOf(event);
          if (scoringSide !== null) score[scoringSide] += 1;
          const player = name(event.playerId, event.typeCode);
          const related = name(event.relatedPlayerId, event.typeCode);
          return {
            id: event.id,
            type: event.typeCode,
            minute: event.minute,
            addedMinute: event.addedMinute,
            side: event.side,
            playerId: player.id,
            playerName: player.name,
            relatedPlayerId: related.id,
            relatedPlayerName: related.name,
            score: scoringSide === null ? null : { ...score },
          };
        }),
    matchInfo: {
      referee: role("referee"),
      assistant1: role("assistant_1"),
      assistant2: role("assistant_2"),
      fourthOfficial: role("fourth_official"),
      spectators: row.match.spectators,
    },
  };
}

export async function getMatchWithReportAndTables(
  context: ServiceContext,
  matchId: string,
): Promise<Response<typeof schemas.getMatchWithReportAndTablesSchema>> {
  const { db, links } = context;
  const row = await loadMatchRow(db, matchId);
  const [[match], report, articles, neighbours] = await Promise.all([
    toWireMatches(context, [row]),
    getMatchReport(context, matchId),
    repository.listMatchArticles(db, matchId, 0, 5),
    repository.findNeighbourMatchIds(db, row.competition.id, row.match.kickoffAt, matchId),
  ]);
  // The table as it stands: live (rows of running matches marked) while matches of the competition run.
  const current = await getCurrentTable(context, row.competition.id);
  const tables = current ? [current] : [];
  return {
    lineupAvailable: report.lineupAvailable,
    reportAvailable: row.match.isReportAvailable,
    tableAvailable: tables.length > 0,
    match: match!,
    report,
    tables,
    articles: articles.rows.map((article) => toNewsArticle(article, links)),
    previousMatchId: neighbours.previousId,
    nextMatchId: neighbours.nextId,
  };
}

export async function listCompetitionMatches(
  context: ServiceContext,
  competitionId: string,
  view: "all" | "start" | "today",
): Promise<WireMatch[]> {
  const { db } = context;
  await loadCompetition(db, competitionId);
  if (view === "all") return toWireMatches(context, await matchRows.listCompetitionMatchRows(db, competitionId));
  if (view === "today") {
    const day = berlinDay(context.now);
    const rows = await matchRows.listCompetitionMatchRowsBetween(db, competitionId, day.start, day.end);
    return toWireMatches(context, rows);
  }
  const current = await getCurrentMatchday(context, competitionId);
  const rows = await matchRows.listCompetitionMatchRows(db, competitionId, current ?? undefined);
  return toWireMatches(context, rows);
}

export async function listMatchesByRound(context: ServiceContext, competitionId: string) {
  const all = await listCompetitionMatches(context, competitionId, "all");
  const rounds = new Map<number, { number: number; name: string; matches: WireMatch[] }>();
  for (const match of all) {
    const number = match.matchday ?? 0;
    const round = rounds.get(number) ?? {
      number,
      name: match.roundName ?? (number === 0 ? "Ohne Spieltag" : `${number}. Spieltag`),
      matches: [],
    };
    round.matches.push(match);
    rounds.set(number, round);
  }
  return { rounds: [...rounds.values()].sort((left, right) => left.number - right.number) };
}

async function teamSeasonIdsOf(db: Database, teamId: string): Promise<string[]> {
  const ids = (await teamMatches.findTeamSeasonIds(db, teamId)).map((row) => row.id);
  if (ids.length === 0) throw new ApiError("not_found", `Unknown team "${teamId}"`);
  return ids;
}

/** The last three matches played and the next three to come, as a team page's start view. */
export async function listTeamMatches(
  context: ServiceContext,
  teamId: string,
  view: "start" | "today",
): Promise<WireMatch[]> {
  const { db, now } = context;
  const ids = await teamSeasonIdsOf(db, teamId);
  if (view === "today") {
    const day = berlinDay(now);
    return toWireMatches(context, await teamMatches.listTeamMatchRowsBetween(db, ids, day.start, day.end));
  }
  const rows = await teamMatches.listTeamMatchRows(db, ids);
  const isPast = (row: MatchRow) => row.match.kickoffAt !== null && row.match.kickoffAt < now;
  const selected = [...rows.filter(isPast).slice(-3), ...rows.filter((row) => !isPast(row)).slice(0, 3)];
  return toWireMatches(context, selected);
}

export async function getAmateurFinals(
  context: ServiceContext,
  seasonId: string,
): Promise<Response<typeof schemas.getAmateurFinalsMatchesSchema>> {
  const { db } = context;
  if (!(await repository.findSeason(db, seasonId))) throw new ApiError("not_found", `Unknown season "${seasonId}"`);
  const finals = await toWireMatches(context, await matchRows.listCupFinalRows(db, seasonId));
  // The association's final day is the day of the last final; the times are the kickoffs on that day.
  const kickoffs = finals.flatMap((match) => (match.kickoff ? [new Date(match.kickoff)] : []));
  const last = kickoffs.reduce<Date | null>((latest, kickoff) => (latest && latest > kickoff ? latest : kickoff), null);
  const finalDate = last ? berlinDate(last) : null;
  const clock = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" });
  const times = [
    ...new Set(kickoffs.filter((kickoff) => berlinDate(kickoff) === finalDate).map((k) => clock.format(k))),
  ].sort();
  return {
    matches: finals,
    finalDate,
    times,
    faqId: null,
    faqUrl: null,
    nationCupCompoundId: null,
  };
}

export async function listMatchArticles(context: ServiceContext, matchId: string, offset: number, max: number) {
  const { db, links } = context;
  await loadMatchRow(db, matchId);
  const { rows, total } = await repository.listMatchArticles(db, matchId, offset, max);
  return { articles: rows.map((row) => toNewsArticle(row, links)), offset, max, total };
}

export async function getLatestMatchArticle(context: ServiceContext, matchId: string) {
  const { articles } = await listMatchArticles(context, matchId, 0, 1);
  if (!articles[0]) throw new ApiError("not_found", `No article about match "${matchId}"`);
  return articles[0];
}
