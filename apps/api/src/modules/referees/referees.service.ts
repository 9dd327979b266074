import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { loadCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { listMatchRowsByIds } from "../shared/match-rows.repository.js";
import { areCardsShown, isPerformanceShown, isPersonPublic } from "../shared/privacy.js";
import { toWireMatches } from "../shared/wire-matches.js";
import { isCountedMatch } from "./referee-rules.js";
import {
  isCareerShown,
  REFEREE_MINIMUM_AGE,
  STATISTIC_TYPE,
  STATISTIC_TYPES,
  toCards,
  toCareer,
  toLedCompetition,
  toProfileHead,
  toSeasonStatistics,
  toSpecialMatches,
} from "./referees.mapper.js";
import * as repository from "./referees.repository.js";
import {
  DEFAULT_PERFORMANCE_MAX,
  type WireRefereePerformancePage,
  type WireRefereeProfile,
} from "./referees.schemas.js";

type Referee = repository.RefereeRow["referee"];

/** The referee a profile reference names; an unknown one and one whose profile is not public are the same 404. */
async function loadPublicReferee(db: Database, userId: string): Promise<repository.RefereeRow> {
  const row = await repository.findReferee(db, userId);
  if (!row || !isPersonPublic(row.referee)) throw new ApiError("not_found", `Unknown referee "${userId}"`);
  return row;
}

/** A page of the referee's matches of a season, each with the referee's role and, as its referee, the cards shown. */
async function buildPerformancePage(
  context: ServiceContext,
  referee: Referee,
  shown: ReadonlySet<number>,
  seasonId: string,
  page: { offset: number; max: number },
): Promise<WireRefereePerformancePage> {
  const { db } = context;
  const { rows, total } = await repository.listSeasonAssignments(db, referee.id, seasonId, page);
  const ids = rows.map((row) => row.matchId);
  const ledIds = rows.filter((row) => row.role === "referee").map((row) => row.matchId);
  // A match's cards add up to the season's: hidden with the season's cards (flag or statistic type 3).
  const cardsShown = areCardsShown(referee) && shown.has(STATISTIC_TYPE.cards);
  const [matchRows, cardCounts] = await Promise.all([
    listMatchRowsByIds(db, ids),
    cardsShown && ledIds.length > 0 ? repository.listCardCounts(db, referee.id, "match", ledIds) : Promise.resolve([]),
  ]);
  const byId = new Map(matchRows.map((row) => [row.match.id, row]));
  const ordered = ids.map((id) => byId.get(id)!);
  const wire = await toWireMatches(context, ordered);
  const entries = rows.map((row, index) => {
    const match = ordered[index]!.match;
    const showsCards = row.role === "referee" && cardsShown && isCountedMatch(match);
    const counts = cardCounts.filter((entry) => entry.key === row.matchId);
    return { role: row.role, match: wire[index]!, cards: showsCards ? toCards(counts) : null };
  });
  return {
    refereeId: referee.id,
    season: seasonId,
    entries,
    offset: page.offset,
    max: page.max,
    total,
    more: page.offset + rows.length < total,
  };
}

export async function getRefereePerformance(
  context: ServiceContext,
  query: { userId: string; seasonId: string | undefined; offset: number; max: number },
): Promise<WireRefereePerformancePage> {
  const { db } = context;
  const { referee } = await loadPublicReferee(db, query.userId);
  if (!isPerformanceShown(referee)) {
    throw new ApiError("not_found", `Referee "${query.userId}" does not show their matches`);
  }
  const [season, typeIds] = await Promise.all([
    repository.findSeason(db, query.seasonId),
    repository.listStatisticTypeIds(db, referee.id),
  ]);
  if (!season) throw new ApiError("not_found", `Unknown season "${query.seasonId}"`);
  const page = { offset: query.offset, max: query.max };
  return buildPerformancePage(context, referee, new Set(typeIds), season.id, page);
}

/** The season's competitions led, most matches first; the counts only where the referee shows them (type 1). */
async function listLedCompetitions(db: Database, refereeId: string, countsShown: boolean) {
  const current = await repository.findSeason(db, undefined);
  if (!current) return [];
  const led = await repository.listLedCompetitions(db, refereeId, current.id);
  led.sort((left, right) => right.matchesAsReferee - left.matchesAsReferee);
  const rows = await Promise.all(
    led.map(async (entry) => ({
      count: entry.matchesAsReferee,
      row: toLedCompetition(
        await loadCompetition(db, entry.competitionId),
        countsShown ? entry.matchesAsReferee : null,
      ),
    })),
  );
  return rows
    .sort((left, right) => right.count - left.count || left.row.name.localeCompare(right.row.name, "de"))
    .map(({ row }) => row);
}

/** Everything the referee page shows, computed from the matches the referee officiated; hidden parts are null. */
export async function getRefereeProfile(context: ServiceContext, userId: string): Promise<WireRefereeProfile> {
  const { db, links } = context;
  const row = await loadPublicReferee(db, userId);
  const { referee } = row;
  const typeIds = await repository.listStatisticTypeIds(db, referee.id);
  const shown = new Set(typeIds);
  const [seasonCounts, seasonCards, career, specialMatches, competitions] = await Promise.all([
    repository.listSeasonCounts(db, referee.id),
    areCardsShown(referee) ? repository.listCardCounts(db, referee.id, "season") : Promise.resolve([]),
    isCareerShown(referee) ? repository.listCareer(db, referee.id) : Promise.resolve(null),
    repository.listSpecialMatches(db, referee.id),
    listLedCompetitions(db, referee.id, shown.has(STATISTIC_TYPE.appearances)),
  ]);
  const statistics = seasonCounts.map((counts) => {
    const cards = seasonCards.filter((entry) => entry.key === counts.seasonId);
    return toSeasonStatistics(counts, areCardsShown(referee) ? toCards(cards) : null, shown);
  });
  const performanceShown = isPerformanceShown(referee);
  const latest = seasonCounts[0];
  return {
    ...toProfileHead(row, links),
    statisticTypes: typeIds,
    statistics,
    performance:
      performanceShown && latest
        ? await buildPerformancePage(context, referee, shown, latest.seasonId, {
            offset: 0,
            max: DEFAULT_PERFORMANCE_MAX,
          })
        : null,
    performanceSeasons: performanceShown
      ? seasonCounts.map((counts) => ({ season: counts.seasonId, seasonLabel: counts.seasonLabel }))
      : [],
    specialMatches: toSpecialMatches(specialMatches),
    career: career === null ? null : toCareer(career),
    competitions,
  };
}

export function getRefereeMasterData() {
  return {
    statisticTypes: STATISTIC_TYPES.map((type) => ({ id: type.id, name: type.name })),
    minimumAge: REFEREE_MINIMUM_AGE,
  };
}
