import { ApiError } from "../../plugins/errors.js";
import { getClubInfo as readClubInfo } from "../clubs/clubs.service.js";
import { getScorerTable } from "../competitions/lists.service.js";
import {
  type CompetitionRow,
  hasTable,
  listCompetitionTeams,
  loadCompetition,
} from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import type { WireMatch } from "../shared/match.schema.js";
import { visibleLogoId } from "../shared/privacy.js";
import { getTable } from "../shared/wire-tables.js";
import { getTeamFixtures } from "../teams/fixtures.service.js";
import { getTeamSquad } from "../teams/squad.service.js";
import { loadTeam, loadTeamCompetitions, pickLeague } from "../teams/team-context.js";

/*
 * The association's public widget API, as its existing third-party clients read it (docs/widgets.md, and the
 * clients' own schemas gathered in the specification's widget-api.md): the same data as every other call, under
 * the privacy rules of every other call, put into the shapes, names and formats those clients parse.
 */

/** Every answer's envelope: `state` 0 and `message` null on success. */
export function envelope<T>(data: T) {
  return { state: 0, message: null, data };
}

/**
 * The competition types' names the clients accept (a closed set); ours outside it get the nearest of them, and the
 * legacy id paired with its name.
 */
const LEGACY_TYPES: Record<number, { id: 1 | 2 | 70 | 300 | 308; name: string }> = {
  1: { id: 1, name: "Meisterschaften" },
  2: { id: 2, name: "Hallenturniere" },
  70: { id: 70, name: "Freundschaftsspiele" },
  300: { id: 300, name: "Turniere" },
  308: { id: 308, name: "Pokale" },
  401: { id: 2, name: "Hallenturniere" },
  402: { id: 300, name: "Turniere" },
  403: { id: 300, name: "Turniere" },
  404: { id: 300, name: "Turniere" },
  405: { id: 1, name: "Meisterschaften" },
};
const TYPE_NAMES: Record<number, string> = { 401: "Hallenturniere (Futsal)", 404: "Auswahlspiele" };

export function competitionTypeName(id: number, name: string): string {
  return TYPE_NAMES[id] ?? LEGACY_TYPES[id]?.name ?? name;
}

export function legacyType(id: number) {
  return LEGACY_TYPES[id] ?? { id: 1 as const, name: "Meisterschaften" };
}

const dateFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** `DD.MM.YYYY` in Berlin, or null without a date. */
export function kickoffDate(iso: string | null): string | null {
  return iso === null ? null : dateFormat.format(new Date(iso));
}

/** `HH:MM` in Berlin, or null while the time is open. */
export function kickoffTime(iso: string | null, isKnown: boolean): string | null {
  return iso === null || !isKnown ? null : timeFormat.format(new Date(iso));
}

/**
 * The result in the forms the clients parse: `""` (not played, or not to be shown), `h:g`, `h:g nE`, `h:g w`,
 * `h:g u`, `Abse.`, `Abbr.` and `n.an.`. A result after extra time is its score (the clients know no `nV`); a
 * private result (children's football) is `""`.
 */
export function widgetResult(match: Pick<WireMatch, "result" | "resultPrivate" | "live">): string {
  // Private (children's football), running, or entered but not yet released: no result to show yet.
  if (match.resultPrivate || match.live) return "";
  const text = match.result.text;
  if (text.includes("vorl.")) return "";
  if (text === "Abse." || text === "Abbr.") return text;
  if (text.includes("n.an.")) return "n.an.";
  const score = /^(\d+:\d+)/.exec(text)?.[1];
  if (!score) return "";
  if (/ nE\b/.test(text)) return `${score} nE`;
  // A decision: by rating (w), by a court (u); an administrative one is a rating too, for the clients' parsers.
  if (match.result.decisionMark === "u") return `${score} u`;
  if (match.result.decisionMark === "w" || match.result.decisionMark === "v") return `${score} w`;
  return score;
}

/** One part of a breadcrumb: its separator never inside a part, so a breadcrumb always splits into four. */
const breadcrumbPart = (part: string) => part.replace(/\s*\|\s*/g, " / ");

/** A competition's breadcrumb in four parts: type, team type, level, area. */
export function breadcrumbOf(competition: CompetitionRow): string {
  const { competitionType, teamType, leagueLevel, playingArea } = competition;
  return [
    competitionTypeName(competitionType.id, competitionType.name),
    teamType.name,
    leagueLevel?.name ?? competitionType.name,
    playingArea.name,
  ]
    .map(breadcrumbPart)
    .join(" | ");
}

export function toWidgetMatch(match: WireMatch) {
  return {
    matchId: match.id,
    compoundId: match.compoundId,
    competitionName: match.competitionShortName,
    competitionType: competitionTypeName(match.competitionBasicTypeId, match.competitionBasicTypeName),
    teamType: match.teamType,
    kickoffDate: kickoffDate(match.kickoff),
    kickoffTime: kickoffTime(match.kickoff, match.kickoffTimeKnown),
    homeTeamName: match.homeTeam?.name ?? "",
    homeTeamPermanentId: match.homeTeam?.teamPermanentId ?? "",
    homeClubId: match.homeTeam?.clubId ?? null,
    homeLogoPrivate: match.homeTeam ? match.homeTeam.clubLogoId === null : true,
    guestTeamName: match.guestTeam?.name ?? "",
    guestTeamPermanentId: match.guestTeam?.teamPermanentId ?? "",
    guestClubId: match.guestTeam?.clubId ?? null,
    guestLogoPrivate: match.guestTeam ? match.guestTeam.clubLogoId === null : true,
    result: widgetResult(match),
    tickerMatchId: match.tickerUrl ? match.id : null,
    prePublished: match.prePublished,
  };
}

async function teamWithLeague(context: ServiceContext, teamId: string) {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId);
  const competitions = await loadTeamCompetitions(db, [selected.teamSeason.id]);
  // The league; a team without one (children's football, cups and friendlies only) names its first competition.
  const league = pickLeague(competitions.map((entry) => entry.competition)) ?? competitions[0]?.competition ?? null;
  return { selected, league };
}

function clubInformation(
  context: ServiceContext,
  club: { id: string; name: string; logoMediaId: string | null; isLogoPrivate: boolean | null },
) {
  const logoId = visibleLogoId(club);
  return { id: club.id, name: club.name, logoUrl: mediaUrl(context.links, logoId) ?? "", logoPublic: logoId !== null };
}

/** #1: the team and its matches of the current season, in every competition. */
export async function getTeamMatches(context: ServiceContext, teamId: string) {
  const { selected, league } = await teamWithLeague(context, teamId);
  const fixtures = await getTeamFixtures(context, selected.team.id, selected.season.id);
  const matches = fixtures.matches;
  const now = context.now.getTime();
  const live = matches.find((match) => match.live);
  const next = matches.find((match) => match.kickoff !== null && Date.parse(match.kickoff) >= now);
  const actual = live ?? next ?? matches.at(-1);
  return {
    team: {
      permanentId: selected.team.id,
      name: selected.teamSeason.name,
      typeName: selected.teamType.name,
      seasonId: selected.season.id,
      clubId: selected.club.id,
      clubName: selected.club.name,
      compoundId: league?.competition.id ?? "",
      competitionName: league?.competition.shortName ?? "",
      // Four parts even without a competition, as the clients split it.
      competitionBreadcrumb: league
        ? breadcrumbOf(league)
        : ["Freundschaftsspiele", selected.teamType.name, selected.teamType.name, selected.club.name]
            .map(breadcrumbPart)
            .join(" | "),
    },
    matches: matches.map(toWidgetMatch),
    actualMatchId: actual?.id ?? "",
    actualTickeredMatchId: live?.tickerUrl ? live.id : null,
  };
}

/** #2 and #4: a club's information and number. */
export async function getClubInformation(context: ServiceContext, clubId: string) {
  const club = await readClubInfo(context, clubId, undefined);
  return {
    club: { id: club.id, name: club.name, logoUrl: club.logoUrl ?? "", logoPublic: club.logoUrl !== null },
    number: club.number,
  };
}

/** #2: the club of a team. */
export async function getClubInformationOfTeam(context: ServiceContext, teamId: string) {
  const { selected } = await loadTeam(context.db, teamId);
  return getClubInformation(context, selected.club.id);
}

/** #3: a team, its type and its club. */
export async function getTeamInformation(context: ServiceContext, teamId: string) {
  const { selected } = await loadTeam(context.db, teamId);
  return {
    team: { permanentId: selected.team.id, name: selected.teamSeason.name },
    teamType: { id: selected.teamType.id, name: selected.teamType.name },
    club: clubInformation(context, selected.club),
  };
}

/** #5: a competition's details. */
export async function getCompetitionInformation(context: ServiceContext, competitionId: string) {
  const competition = await loadCompetition(context.db, competitionId);
  const { competition: c, competitionType, teamType, leagueLevel, playingArea, season, association } = competition;
  return {
    compoundId: c.id,
    competitionName: c.shortName,
    competitionNumber: c.id.split("-")[0]!,
    competitionBreadcrumb: breadcrumbOf(competition),
    adCode: c.adCode ?? "",
    association: { id: association.id, name: association.name },
    season: { id: season.id, name: season.label },
    competitionType: { id: competitionType.id, name: competitionTypeName(competitionType.id, competitionType.name) },
    teamType: { id: teamType.id, name: teamType.name },
    leagueLevel: leagueLevel?.id ? { id: leagueLevel.id, name: leagueLevel.name } : { id: 0, name: "" },
    playingArea: { id: playingArea.id, name: playingArea.name },
  };
}

const TREND = { up: 1, same: 0, down: -1 } as const;

/** #6: a competition's table; a competition without one (children's football) is `null`. */
export async function getCompetitionTable(context: ServiceContext, competitionId: string) {
  const competition = await loadCompetition(context.db, competitionId);
  if (!hasTable(competition)) return null;
  const table = await getTable(context, competitionId);
  return {
    compoundId: competitionId,
    competitionName: competition.competition.shortName,
    comment: competition.competition.comment,
    configuration: {
      promotionTeamCount: table.promotionCount,
      promotionPlayoffTeamCount: table.promotionPlayoffCount,
      relegationPlayoffTeamCount: table.relegationPlayoffCount,
      relegationTeamCount: table.relegationCount,
    },
    table: table.entries.map((entry) => ({
      position: entry.position,
      matches: entry.matchesPlayed,
      matchesWon: entry.matchesWon,
      matchesDrawn: entry.matchesDrawn,
      matchesLost: entry.matchesLost,
      goalsFor: entry.goalsPlus,
      goalsAgainst: entry.goalsMinus,
      goalsDiff: entry.goalDifference,
      points: entry.points,
      trend: TREND[entry.trend],
      live: entry.live,
      team: { permanentId: entry.teamPermanentId, name: entry.teamName },
    })),
  };
}

/** #7: the team's squad of the current season, as published (an unpublished squad is `public: false`, no players). */
export async function getTeamSquadForWidget(context: ServiceContext, teamId: string) {
  const { selected } = await loadTeam(context.db, teamId);
  const squad = await getTeamSquad(context, selected.team.id, selected.season.id, "squad");
  return {
    public: squad.publishData,
    season: { id: selected.season.id, name: selected.season.label },
    team: { permanentId: selected.team.id, name: selected.teamSeason.name },
    players: squad.entries.map((entry) => ({
      player: {
        name: `${entry.firstName} ${entry.lastName}`.trim(),
        playerImage: entry.imageUrl ?? null,
        playerImageStamp: entry.imageUrl ?? null,
        playerImageCopyright: null,
      },
      statistics: {
        matchesPlayed: entry.statistics?.matches ?? 0,
        // The squad's statistics count matches and goals; minutes are not counted per squad (docs/widgets.md).
        minutesPlayed: 0,
        goals: entry.statistics?.goals ?? 0,
      },
    })),
  };
}

/** #8: a competition's scorers; a competition without a scorer list is `null`. */
export async function getTopScorers(context: ServiceContext, competitionId: string) {
  const competition = await loadCompetition(context.db, competitionId);
  if (!competition.competition.hasScorers) return null;
  const list = await getScorerTable(context, competitionId, 0, 25);
  const teams = new Map(
    (await listCompetitionTeams(context.db, competitionId)).map((team) => [team.teamSeasonId, team.teamPermanentId]),
  );
  return {
    compoundId: competitionId,
    competitionName: competition.competition.shortName,
    adCode: competition.competition.adCode ?? "",
    scorers: list.entries.map((entry) => ({
      playerImage: "",
      playerImageStamp: "",
      playerImageCopyright: null,
      name: `${entry.firstName} ${entry.lastName}`.trim(),
      team: { permanentId: teams.get(entry.teamId) ?? entry.teamId, name: entry.teamName || null },
      rank: entry.position,
      goals: entry.goals,
    })),
  };
}

/** An id the clients check before sending; anything else never names one of ours. */
export function requireId(field: string, value: string, length: { min: number; max: number }): void {
  if (value.length < length.min || value.length > length.max || !/^[A-Za-z0-9-]+$/.test(value)) {
    throw new ApiError("bad_request", `Parameter "${field}" is not a valid id`, { field });
  }
}
