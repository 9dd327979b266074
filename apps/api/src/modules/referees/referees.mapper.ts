import { eventTypeCodes, toSlug } from "@spielfeld/football";
import type { CompetitionRow } from "../shared/competition-rows.repository.js";
import { type LinkBase, mediaUrl } from "../shared/links.js";
import { isDateOfBirthShown, isNationalityShown, visibleLogoId } from "../shared/privacy.js";
import type { listCareer, listSeasonCounts, listSpecialMatches, RefereeRow } from "./referees.repository.js";
import type { WireRefereeCards, WireRefereeProfile, WireRefereeSeasonStatistics } from "./referees.schemas.js";

export { REFEREE_MINIMUM_AGE, STATISTIC_TYPES } from "../shared/referee-master-data.js";
export const STATISTIC_TYPE = { appearances: 1, goalsPerMatch: 2, cards: 3 } as const;

/** The career is shown only on a public profile whose referee shows it. */
export function isCareerShown(referee: { isProfilePublic: boolean; isCareerVisible: boolean }): boolean {
  return referee.isProfilePublic && referee.isCareerVisible;
}

/** Card counts by event type code, added up into the wire's three kinds. */
export function toCards(counts: { typeCode: number; cards: number }[]): WireRefereeCards {
  const of = (code: number) => counts.filter((entry) => entry.typeCode === code).reduce((sum, e) => sum + e.cards, 0);
  return {
    yellow: of(eventTypeCodes.yellowCard),
    yellowRed: of(eventTypeCodes.yellowRedCard),
    red: of(eventTypeCodes.redCard),
  };
}

type SeasonCounts = Awaited<ReturnType<typeof listSeasonCounts>>[number];

/** One season's statistics, each part only when the referee shows its type (cards also only when allowed). */
export function toSeasonStatistics(
  counts: SeasonCounts,
  cards: WireRefereeCards | null,
  shown: ReadonlySet<number>,
): WireRefereeSeasonStatistics {
  const appearances = shown.has(STATISTIC_TYPE.appearances);
  const goalsPerMatch =
    counts.countedMatches === 0 ? null : Math.round((counts.countedGoals / counts.countedMatches) * 100) / 100;
  return {
    season: counts.seasonId,
    seasonLabel: counts.seasonLabel,
    matchesAsReferee: appearances ? counts.asReferee : null,
    matchesAsAssistant: appearances ? counts.asAssistant : null,
    matchesAsFourthOfficial: appearances ? counts.asFourthOfficial : null,
    goalsPerMatch: shown.has(STATISTIC_TYPE.goalsPerMatch) ? goalsPerMatch : null,
    cards: shown.has(STATISTIC_TYPE.cards) ? cards : null,
  };
}

/** The person and club part of a profile, with date of birth, nationality and crest only where allowed. */
export function toProfileHead(
  { referee, club }: RefereeRow,
  links: LinkBase,
): Pick<WireRefereeProfile, "refereeId" | "nameSlug" | "profile" | "club"> {
  return {
    refereeId: referee.id,
    nameSlug: toSlug(`${referee.firstName} ${referee.lastName}`),
    profile: {
      firstName: referee.firstName,
      lastName: referee.lastName,
      nickname: referee.nickname,
      imageUrl: mediaUrl(links, referee.imageMediaId),
      level: referee.levelName,
      activeSince: referee.activeSince,
      dateOfBirth: isDateOfBirthShown(referee) ? referee.dateOfBirth : null,
      nationality: isNationalityShown(referee) ? referee.nationality : null,
    },
    club:
      club?.id && club.name
        ? { id: club.id, name: club.name, nameSlug: toSlug(club.name), logoUrl: mediaUrl(links, visibleLogoId(club)) }
        : null,
  };
}

export function toCareer(rows: Awaited<ReturnType<typeof listCareer>>): NonNullable<WireRefereeProfile["career"]> {
  return rows.map((row) => ({ fromYear: row.fromYear, toYear: row.toYear, description: row.description }));
}

export function toSpecialMatches(rows: Awaited<ReturnType<typeof listSpecialMatches>>) {
  return rows.map((row) => ({
    id: row.id,
    playedOn: row.playedOn,
    description: row.description,
    remark: row.remark,
    matchId: row.matchId,
  }));
}

export function toLedCompetition(row: CompetitionRow, matchesAsReferee: number | null) {
  const { competition, competitionType, teamType, leagueLevel, playingArea } = row;
  return {
    compoundId: competition.id,
    name: competition.name,
    shortName: competition.shortName,
    competitionType: competitionType.basicType,
    teamType: teamType.name,
    leagueLevel: leagueLevel?.name ?? null,
    playingArea: playingArea.name,
    matchesAsReferee,
  };
}
