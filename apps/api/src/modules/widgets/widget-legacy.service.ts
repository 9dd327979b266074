import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { getClubInfo as readClubInfo } from "../clubs/clubs.service.js";
import { getMatchday, getTables } from "../competitions/competitions.service.js";
import { findNeighbourMatchIds } from "../matches/matches.repository.js";
import { getMatch, getMatchReport } from "../matches/matches.service.js";
import { type CompetitionRow, hasTable, loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import type { WireMatch } from "../shared/match.schema.js";
import { getTable } from "../shared/wire-tables.js";
import { getTeamFixtures } from "../teams/fixtures.service.js";
import {
  breadcrumbOf,
  kickoffDate,
  kickoffTime,
  legacyType,
  toWidgetMatch,
  widgetResult,
} from "./widget-api.service.js";

/*
 * The widget API's legacy reads (`/rest/…controller/…`, docs/widgets.md #9 to #13), in the German field names the
 * Python client parses; the shared formats (dates, results, breadcrumbs, type names) are widget-api.service.ts's.
 */

/** A legacy table row (`StandingsTeam`). */
function toStandingsTeam(competition: CompetitionRow, entry: Awaited<ReturnType<typeof getTable>>["entries"][number]) {
  const zone = entry.zone;
  return {
    seasonId: competition.season.id,
    seasonName: competition.season.label,
    permanentId: entry.teamPermanentId,
    competitionId: competition.competition.id,
    rang: String(entry.position),
    teamname: entry.teamName,
    anzspiele: entry.matchesPlayed,
    punkte: entry.points,
    s: entry.matchesWon,
    u: entry.matchesDrawn,
    n: entry.matchesLost,
    tore: `${entry.goalsPlus}:${entry.goalsMinus}`,
    tordiff: String(entry.goalDifference),
    aufab: zone === "promotion" ? 1 : zone === "relegation" ? 2 : zone === "none" ? null : 3,
    verzicht: entry.mark === "zg." ? 1 : 0,
    clubId: entry.clubId,
  };
}

/** #9 and #10: a competition as of a matchday (the current one without `matchday`). */
export async function getLegacyCompetition(context: ServiceContext, competitionId: string, matchday?: number) {
  const competition = await loadCompetition(context.db, competitionId);
  const { competition: c } = competition;
  const day = await getMatchday(context, competitionId, matchday);
  const table = hasTable(competition) ? await getTable(context, competitionId) : null;
  const type = legacyType(competition.competitionType.id);
  return {
    saison: competition.season.id,
    compoundId: c.id,
    staffelId: c.id.split("-")[0]!,
    staffelname: c.name,
    staffelnr: c.id.split("-")[0]!,
    staffelzusatz: breadcrumbOf(competition),
    staffelTypId: type.id,
    staffelTypName: type.name,
    adCode: c.adCode ?? "",
    anzAufsteiger: c.promotionCount,
    anzAufsteigerq: c.promotionPlayoffCount,
    anzAbsteigerq: c.relegationPlayoffCount,
    anzAbsteiger: c.relegationCount,
    stLiveticker: c.isLiveTickerEnabled,
    matches: day.matches.map(toWidgetMatch),
    tabelle: table ? table.entries.map((entry) => toStandingsTeam(competition, entry)) : null,
    spieltage: day.matchDays.map((entry) => ({ spieltag: String(entry.number), bezeichnung: entry.name })),
    selSpieltag: String(day.matchday),
    actualMatchDay: String(day.currentMatchday ?? day.matchday),
  };
}

const TABLE_TYPES = {
  "": "overall",
  home: "home",
  away: "away",
  firsthalfseason: "firstHalf",
  secondhalfseason: "secondHalf",
} as const;
export type LegacyTableType = keyof typeof TABLE_TYPES;
export const LEGACY_TABLE_TYPES = Object.keys(TABLE_TYPES) as LegacyTableType[];

/** #11: one of a competition's tables. */
export async function getLegacyStandings(context: ServiceContext, competitionId: string, type: LegacyTableType) {
  const competition = await loadCompetition(context.db, competitionId);
  if (!hasTable(competition)) return null;
  const tables = await getTables(context, competitionId, undefined);
  return {
    compoundId: competitionId,
    competitionName: null,
    tabelle: tables[TABLE_TYPES[type]].entries.map((entry) => toStandingsTeam(competition, entry)),
  };
}

/** #12: a club's matches of the current season: all, home, away (`team`: as all). */
export async function getLegacyClubMatches(context: ServiceContext, clubId: string, matchType: string) {
  const club = await readClubInfo(context, clubId, undefined);
  const teamIds = [...new Set(Object.values(club.teams).flatMap((group) => group.map((team) => team.teamPermanentId)))];
  const seen = new Set<string>();
  const matches: WireMatch[] = [];
  for (const teamId of teamIds) {
    // A team without a team in the season has no matches in it; any other failure is the answer's.
    const fixtures = await getTeamFixtures(context, teamId, club.season.id).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 404) return null;
      throw error;
    });
    for (const match of fixtures?.matches ?? []) {
      if (seen.has(match.id)) continue;
      const isHome = match.homeTeam?.clubId === clubId;
      const isAway = match.guestTeam?.clubId === clubId;
      if ((matchType === "home" && !isHome) || (matchType === "away" && !isAway)) continue;
      seen.add(match.id);
      matches.push(match);
    }
  }
  matches.sort((a, b) => (a.kickoff ?? "9999").localeCompare(b.kickoff ?? "9999") || a.id.localeCompare(b.id));
  const today = berlinDate(context.now);
  const actual = matches.find((match) => match.kickoff !== null && berlinDate(new Date(match.kickoff)) >= today);
  return { matches: matches.map(toWidgetMatch), actualMatchId: actual?.id ?? matches.at(-1)?.id ?? "" };
}

const SURFACES: Record<string, { type: 0 | 1 | 3; typeName: "Rasenplatz" | "Kunstrasenplatz" | null }> = {
  natural_grass: { type: 0, typeName: "Rasenplatz" },
  hybrid_grass: { type: 0, typeName: "Rasenplatz" },
  artificial_turf: { type: 1, typeName: "Kunstrasenplatz" },
};

/** #13: a match report: the match, its officials and, where shown, both team sheets with their events. */
export async function getLegacyMatchReport(context: ServiceContext, matchId: string) {
  const [match, report] = await Promise.all([getMatch(context, matchId, false), getMatchReport(context, matchId)]);
  const competition = await loadCompetition(context.db, match.compoundId);
  const neighbours = await findNeighbourMatchIds(
    context.db,
    match.compoundId,
    match.kickoff === null ? null : new Date(match.kickoff),
    matchId,
  );
  const numbers = new Map(
    [...report.home.players, ...report.guest.players].map((player) => [player.playerId, player] as const),
  );
  const sheet = (side: "home" | "guest") => {
    const part = report[side];
    const toPlayer = (player: (typeof part.players)[number]) => ({
      name: `${player.firstName} ${player.lastName}`.trim(),
      number: player.number ?? 0,
      captain: player.captain,
      keeper: player.keeper,
      substitute: player.substitute,
      playerInfo: { photoUrlThumb: "", photoUrlStamp: "", photoUrlImage: "" },
    });
    return {
      trainer: part.officials.find((official) => /trainer/i.test(official.functionName))?.name ?? "",
      players: part.players.map(toPlayer),
      matchEvents: report.events
        .filter((event) => event.side === side)
        .map((event, index) => {
          const lineup = event.playerId ? numbers.get(event.playerId) : undefined;
          return {
            minute: event.minute,
            additionalTimeMinute: event.addedMinute ?? 0,
            type: event.type,
            sortPos: index + 1,
            player: lineup
              ? toPlayer(lineup)
              : event.playerName
                ? toPlayer({
                    playerId: null,
                    firstName: "",
                    lastName: event.playerName,
                    number: null,
                    captain: false,
                    keeper: false,
                    substitute: false,
                  })
                : null,
          };
        }),
    };
  };
  const surface = match.venue ? (SURFACES[match.venue.surface] ?? { type: 3 as const, typeName: null }) : null;
  return {
    staffelzusatz: breadcrumbOf(competition),
    matchId: match.id,
    result: widgetResult(match),
    startDate: kickoffDate(match.kickoff) ?? "",
    startTime: kickoffTime(match.kickoff, match.kickoffTimeKnown) ?? "",
    leageName: match.competitionName,
    season: competition.season.label,
    homeTeamName: match.homeTeam?.name ?? "",
    guestTeamName: match.guestTeam?.name ?? null,
    homeTeamClubId: match.homeTeam?.clubId ?? null,
    guestTeamClubId: match.guestTeam?.clubId ?? null,
    compoundId: match.compoundId,
    matchNr: match.matchNumber ?? "",
    prevMatchId: neighbours.previousId,
    nextMatchId: neighbours.nextId,
    venue: {
      type: surface?.type ?? 3,
      typeName: surface?.typeName ?? null,
      name: match.venue?.name ?? "",
      street: match.venue?.street ?? "",
      zipCode: match.venue?.postalCode ?? "",
      city: match.venue?.city ?? null,
    },
    referee: match.referee ?? "",
    assistant1: match.assistant1 ?? "",
    assistant2: match.assistant2 ?? "",
    forthOfficial: match.fourthOfficial,
    spielTickerId: match.tickerUrl ? match.id : null,
    tickerMatchId: match.tickerUrl ? match.id : null,
    matchReportInfo: report.lineupAvailable
      ? {
          home: sheet("home"),
          guest: sheet("guest"),
          endTime: null,
          extraTimeFirstHalf: null,
          extraTimeSecondHalf: null,
          spectators: match.spectators,
        }
      : null,
    adCode: competition.competition.adCode ?? "",
  };
}
