import { cacheTags } from "@spielfeld/cache-tags";
import { formatResultNotation, summariseResult } from "@spielfeld/football";
import type { functionaries } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";
import { type LinkBase, mediaUrl } from "./links.js";
import type { WireDivisionManager, WireMatch, WireMatchTeam } from "./match.schema.js";
import type { MatchRow, OfficialEntry } from "./match-rows.repository.js";
import { isPersonPublic, visibleLogoId } from "./privacy.js";

type SideRow = MatchRow["home"];

function toTeam(side: SideRow, links: LinkBase): WireMatchTeam | null {
  if (side.teamSeasonId === null) return null;
  const logoId = visibleLogoId(side);
  return {
    teamId: side.teamSeasonId,
    teamPermanentId: side.teamPermanentId ?? side.teamSeasonId,
    name: side.name ?? "",
    clubId: side.clubId ?? "",
    clubName: side.clubName ?? "",
    clubLogoId: logoId,
    clubLogoURL: mediaUrl(links, logoId),
    withdrawn: side.isWithdrawn ?? false,
    withoutRating: side.isWithoutRating ?? false,
  };
}

/** Officials keep their names (a public office); the link to a profile only when the profile is public. */
function linkedRefereeId(official: OfficialEntry | undefined): string | null {
  if (!official?.refereeId) return null;
  return isPersonPublic({ isProfilePublic: official.isProfilePublic === true }) ? official.refereeId : null;
}

const score = (home: number | null, guest: number | null) => (home === null || guest === null ? null : { home, guest });

/** Division manager with contact data only where the person allows it. */
export function toDivisionManager(
  row: typeof functionaries.$inferSelect | null,
  links: LinkBase,
): WireDivisionManager | null {
  if (row === null) return null;
  return {
    id: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    functionName: row.functionName,
    ...(row.isEmailPublic && row.email ? { email: row.email } : {}),
    ...(row.isPhonePublic && row.phone ? { phone: row.phone } : {}),
    photoUrl: mediaUrl(links, row.photoMediaId),
  };
}

/**
 * The one place match rows become wire matches; a private result never leaves the API. `currentMatchday` is the
 * competition's current matchday (see `matchdays.ts`).
 */
export function toWireMatch(row: MatchRow, currentMatchday: number | null, links: LinkBase): WireMatch {
  const m = row.match;
  noteReadTags(cacheTags.match(m.id), cacheTags.competition(row.competition.id));
  const isResultPrivate = m.isResultPrivate;
  const notation = formatResultNotation({ ...m, isKickoffTimeKnown: m.isKickoffTimeKnown });
  const officials = row.officials ?? {};
  const hidden = <T>(value: T) => (isResultPrivate ? null : value);
  const tickerCount = row.tickerCount;
  const isLive = m.status === "live";
  return {
    id: m.id,
    matchNumber: m.matchNumber,
    compoundId: row.competition.id,
    competitionName: row.competition.name,
    competitionShortName: row.competition.shortName,
    isTopLeague: row.competition.isTopLeague,
    competitionBasicTypeId: row.competitionType.id,
    competitionBasicTypeName: row.competitionType.name,
    competitionType: row.competitionType.basicType,
    roundName: m.roundName,
    leagueLevel: row.leagueLevelName,
    teamType: row.teamTypeName,
    playingArea: row.playingAreaName,
    season: row.competition.seasonId,
    matchday: m.matchday,
    kickoff: m.kickoffAt?.toISOString() ?? null,
    kickoffTimeKnown: m.isKickoffTimeKnown,
    homeTeam: toTeam(row.home, links),
    guestTeam: toTeam(row.guest, links),
    homeGoals: hidden(m.homeGoals),
    guestGoals: hidden(m.guestGoals),
    halftime: hidden(score(m.homeGoalsHalftime, m.guestGoalsHalftime)),
    extraTime: hidden(score(m.homeGoalsExtraTime, m.guestGoalsExtraTime)),
    penalties: hidden(score(m.homePenaltyGoals, m.guestPenaltyGoals)),
    result: {
      text: notation.text,
      decisionMark: notation.decisionMark,
      period: isResultPrivate ? null : notation.period,
      countsInTable: notation.countsForTable,
    },
    matchStatus: m.status,
    ratingType: m.decision,
    specialRating: m.decisionNote,
    cancellationReason: m.cancellationReason,
    live: isLive,
    liveMinute: isLive ? m.liveMinute : null,
    liveAddedMinute: isLive ? m.liveAddedMinute : null,
    timeState: m.timeState,
    cancelled: m.status === "postponed",
    aborted: m.status === "abandoned",
    annulled: m.status === "annulled",
    prePublished: m.status === "provisional" || m.isPrePublished,
    rescheduled: m.rescheduledToMatchId !== null || m.status === "rescheduled",
    rescheduledFrom: m.rescheduledFromMatchId
      ? { id: m.rescheduledFromMatchId, kickoff: row.rescheduledFromKickoff?.toISOString() ?? null }
      : null,
    rescheduledTo: m.rescheduledToMatchId
      ? { id: m.rescheduledToMatchId, kickoff: row.rescheduledToKickoff?.toISOString() ?? null }
      : null,
    resultPrivate: isResultPrivate,
    venue: row.venue?.id ? { ...row.venue, id: row.venue.id, name: row.venue.name ?? "" } : null,
    referee: officials.referee?.name ?? null,
    refereeId: linkedRefereeId(officials.referee),
    assistant1: officials.assistant_1?.name ?? null,
    assistant1Id: linkedRefereeId(officials.assistant_1),
    assistant2: officials.assistant_2?.name ?? null,
    assistant2Id: linkedRefereeId(officials.assistant_2),
    fourthOfficial: officials.fourth_official?.name ?? null,
    fourthOfficialId: linkedRefereeId(officials.fourth_official),
    spectators: m.spectators,
    imageCount: m.imageCount,
    videoCount: m.videoCount,
    liveTickerCount: tickerCount,
    tickerUrl:
      row.competition.isLiveTickerEnabled && (tickerCount > 0 || isLive)
        ? `${links.apiUrl}/v1/public/getTicker?spiel=${encodeURIComponent(m.id)}`
        : null,
    hasTable: row.competition.hasTable,
    hasMatchInfo: m.homeTeamSeasonId !== null && m.guestTeamSeasonId !== null,
    matchReportAvailable: m.isReportAvailable,
    currentMatchday,
    associationName: row.association.name,
    associationUuid: row.association.id,
    associationLogo: row.association.logoUrl,
  };
}

/** Which side won a match played to the end, counting extra time and penalties. */
export function winningSide(row: Pick<MatchRow, "match">): "home" | "guest" | null {
  if (row.match.status !== "finished" || row.match.isResultPrivate) return null;
  const { score } = summariseResult(row.match);
  if (!score || score.home === score.guest) return null;
  return score.home > score.guest ? "home" : "guest";
}
