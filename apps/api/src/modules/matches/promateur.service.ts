import { eventTypeCodes, scoringSideOf } from "@spielfeld/football";
import { asc, eq } from "drizzle-orm";
import type { Static } from "typebox";
import { matchLineups, players } from "../../db/schema/index.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import { loadMatchRow, type MatchRow } from "../shared/match-rows.repository.js";
import { isDateOfBirthShown, mayNamePerson, visibleLogoId } from "../shared/privacy.js";
import { promateurNameable } from "../shared/promateur.repository.js";
import * as reports from "./match-report.repository.js";
import { findNeighbourMatchIds } from "./matches.repository.js";
import type { getMatchReportPromateurSchema } from "./promateur.schemas.js";

type Report = Static<(typeof getMatchReportPromateurSchema)["response"][200]>;

const EVENT_TYPES = [
  { id: eventTypeCodes.goal, key: "goal", name: "Tor", isGoal: true, isCard: false },
  { id: eventTypeCodes.penaltyGoal, key: "penaltyGoal", name: "Elfmetertor", isGoal: true, isCard: false },
  { id: eventTypeCodes.ownGoal, key: "ownGoal", name: "Eigentor", isGoal: true, isCard: false },
  { id: eventTypeCodes.yellowCard, key: "yellowCard", name: "Gelbe Karte", isGoal: false, isCard: true },
  { id: eventTypeCodes.yellowRedCard, key: "yellowRedCard", name: "Gelb-Rote Karte", isGoal: false, isCard: true },
  { id: eventTypeCodes.redCard, key: "redCard", name: "Rote Karte", isGoal: false, isCard: true },
  { id: eventTypeCodes.timePenalty, key: "timePenalty", name: "Zeitstrafe", isGoal: false, isCard: true },
  { id: eventTypeCodes.substitutionIn, key: "substitutionIn", name: "Einwechslung", isGoal: false, isCard: false },
  { id: eventTypeCodes.substitutionOut, key: "substitutionOut", name: "Auswechslung", isGoal: false, isCard: false },
];

/** The match event types, with the association's codes (DOMAIN.md). */
export function getMatchEventTypes() {
  return { eventTypes: EVENT_TYPES };
}

/** Regular time is played in two halves; extra time is two halves of a sixth of it; the break lasts 15 minutes. */
const HALVES = 2;
const INTERMISSION_MINUTES = 15;

async function listLineups(context: ServiceContext, matchId: string) {
  return context.db
    .select({
      lineup: matchLineups,
      player: {
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        position: players.position,
        dateOfBirth: players.dateOfBirth,
        isProfilePublic: players.isProfilePublic,
        isPerformanceVisible: players.isPerformanceVisible,
        areCardsVisible: players.areCardsVisible,
        isDateOfBirthVisible: players.isDateOfBirthVisible,
        isNationalityVisible: players.isNationalityVisible,
      },
    })
    .from(matchLineups)
    .innerJoin(players, eq(players.id, matchLineups.playerId))
    .where(eq(matchLineups.matchId, matchId))
    .orderBy(asc(matchLineups.side), asc(matchLineups.sortOrder));
}

function teamInfo(context: ServiceContext, row: MatchRow, side: "home" | "guest", resultShown: boolean) {
  const team = row[side];
  const goals = side === "home" ? row.match.homeGoals : row.match.guestGoals;
  const halftime = side === "home" ? row.match.homeGoalsHalftime : row.match.guestGoalsHalftime;
  return {
    teamPermanentId: team.teamPermanentId,
    teamSeasonId: team.teamSeasonId,
    teamName: team.name,
    clubId: team.clubId,
    clubName: team.clubName,
    clubLogoUrl:
      team.clubId === null
        ? null
        : mediaUrl(context.links, visibleLogoId({ isLogoPrivate: team.isLogoPrivate, logoMediaId: team.logoMediaId })),
    goals: resultShown ? goals : null,
    goalsHalftime: resultShown ? halftime : null,
  };
}

const pair = (home: number | null, guest: number | null) => (home === null || guest === null ? null : { home, guest });

/**
 * The match report of the promateur tier. A person is named only when the tier's consent rule lets them be named
 * about this league (`promateurNameable`) and the public rules let them be named in the place (team sheet,
 * performance, card); everyone else is left out of the players and stays anonymous in the events.
 */
export async function getMatchReportPromateur(context: ServiceContext, matchId: string): Promise<Report> {
  const { db } = context;
  const row = await loadMatchRow(db, matchId);
  const [competition, lineups, events, officials, neighbours] = await Promise.all([
    loadCompetition(db, row.competition.id),
    listLineups(context, matchId),
    reports.listEvents(db, matchId),
    reports.listOfficials(db, [matchId]),
    findNeighbourMatchIds(db, row.competition.id, row.match.kickoffAt, matchId),
  ]);
  const resultShown = !row.match.isResultPrivate;
  const referenced = [
    ...lineups.map(({ player }) => player.id),
    ...events.flatMap((event) => [event.playerId, event.relatedPlayerId]).filter((id): id is string => id !== null),
  ];
  const nameable = resultShown
    ? await promateurNameable(db, referenced, row.competition.id, berlinDate(context.now))
    : new Set<string>();
  const eventPeople = new Map(
    (
      await reports.listPlayers(
        db,
        [...new Set(referenced)].filter((id) => nameable.has(id)),
      )
    ).map((p) => [p.id, p]),
  );
  const isCard = (type: number) => EVENT_TYPES.some((entry) => entry.id === type && entry.isCard);
  const idIn = (id: string | null, type: number) => {
    const person = id === null ? undefined : eventPeople.get(id);
    if (!person || !nameable.has(person.id)) return null;
    return mayNamePerson(person, isCard(type) ? "card" : "performance") ? person.id : null;
  };
  const score = { home: 0, guest: 0 };
  const { teamType } = competition;
  const matchMinutes = teamType.matchMinutes;
  return {
    matchId,
    prevMatchId: neighbours.previousId,
    nextMatchId: neighbours.nextId,
    players: lineups
      .filter(({ player }) => nameable.has(player.id) && mayNamePerson(player, "teamSheet"))
      .map(({ lineup, player }) => ({
        playerId: player.id,
        firstName: player.firstName,
        lastName: player.lastName,
        side: lineup.side,
        number: lineup.jerseyNumber,
        captain: lineup.isCaptain,
        keeper: lineup.isKeeper,
        substitute: lineup.isSubstitute,
        position: player.position,
        birthYear: isDateOfBirthShown(player) ? Number(player.dateOfBirth.slice(0, 4)) : null,
      })),
    homeTeamInfo: teamInfo(context, row, "home", resultShown),
    guestTeamInfo: teamInfo(context, row, "guest", resultShown),
    events: resultShown
      ? events.map((event) => {
          const scoringSide = scoringSideOf(event);
          if (scoringSide !== null) score[scoringSide] += 1;
          return {
            id: event.id,
            type: event.typeCode,
            minute: event.minute,
            addedMinute: event.addedMinute,
            side: event.side,
            playerId: idIn(event.playerId, event.typeCode),
            relatedPlayerId: idIn(event.relatedPlayerId, event.typeCode),
            score: scoringSide === null ? null : { ...score },
          };
        })
      : [],
    matchInfo: {
      kickoffAt: row.match.kickoffAt?.toISOString() ?? null,
      status: row.match.status,
      matchday: row.match.matchday,
      roundName: row.match.roundName,
      resultPrivate: !resultShown,
      goalsExtraTime: resultShown ? pair(row.match.homeGoalsExtraTime, row.match.guestGoalsExtraTime) : null,
      penalties: resultShown ? pair(row.match.homePenaltyGoals, row.match.guestPenaltyGoals) : null,
      spectators: row.match.spectators,
      referee: officials.find((official) => official.role === "referee")?.name ?? null,
    },
    appVenue: row.venue?.id
      ? {
          id: row.venue.id,
          name: row.venue.name,
          street: row.venue.street,
          postalCode: row.venue.postalCode,
          city: row.venue.city,
          surface: row.venue.surface,
        }
      : null,
    matchDuration: matchMinutes,
    matchDurationSections: HALVES,
    extraTimeDuration: Math.round(matchMinutes / 3),
    intermissionDuration: INTERMISSION_MINUTES,
    association: { id: competition.association.id, name: competition.association.name },
    season: { id: competition.season.id, label: competition.season.label },
    competitionType: { id: competition.competitionType.id, name: competition.competitionType.name },
    competitionId: competition.competition.id,
    competitionName: competition.competition.name,
    roundBased: competition.competition.isRoundBased,
    leagueLevel: competition.leagueLevel?.id
      ? { id: competition.leagueLevel.id, name: competition.leagueLevel.name }
      : null,
    playingArea: { id: competition.playingArea.id, name: competition.playingArea.name },
    teamType: { id: teamType.id, name: teamType.name },
  };
}
