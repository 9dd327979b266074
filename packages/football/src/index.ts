export {
  type CompetitionKind,
  classifyCompetitionType,
  competitionKinds,
} from "./classification/competition-type.js";
export {
  describeFavourites,
  type FavouriteClub,
  type FavouriteCompetition,
  type FavouriteItem,
  type FavouriteLists,
  type FavouritePicture,
  type FavouritePlayer,
  type FavouritesResponse,
  type FavouriteTeam,
  formatSeason,
  type ValueField,
} from "./classification/favourites.js";
export {
  describeFairPlayScheme,
  type FairPlayPoints,
  type FairPlayScheme,
  standardFairPlayScheme,
} from "./fair-play/fair-play-scheme.js";
export {
  countCardsByTeam,
  type FairPlayEntry,
  type FairPlayRecord,
  type FairPlayTable,
  rankFairPlayTable,
  scoreFairPlay,
} from "./fair-play/fair-play-table.js";
export { findCurrentMatchday, type PlannedMatchday } from "./match/current-matchday.js";
export {
  type LiveClock,
  type MatchFormat,
  matchDurationMinutes,
  readLiveClock,
  standardMatchFormat,
  type TimeState,
  timeStates,
} from "./match/live-clock.js";
export type { MatchOutcome, OutcomeMatch, OutcomeOptions, SideOutcome, SideResult } from "./match/match-outcome.js";
export {
  awardMatch,
  countScore,
  defaultAwardedGoals,
  pointsForDraw,
  pointsForWin,
  resolveMatchOutcome,
} from "./match/match-outcome.js";
export type { DecisionType, MatchSide, MatchStatus, Score } from "./match/match-status.js";
export { decisionTypes, matchStatuses } from "./match/match-status.js";
export {
  extraTimeMinutesFor,
  isBallInPlay,
  isMinuteInPeriod,
  nextPhases,
  periodEndMinute,
  type ReportedEntry,
  type ReportedFormat,
  type ReportedState,
  readReportedClock,
  readReportedState,
} from "./match/reported-match.js";
export { countRunningScore, type ScoringEvent, scoringSideOf } from "./match/running-score.js";
export { formatKickoffTime } from "./notation/kickoff-time.js";
export type {
  DecisionMark,
  NotationMatch,
  ResultNotation,
  ResultNotationFields,
  ResultPeriod,
} from "./notation/notation-types.js";
export { decisionMarks } from "./notation/notation-types.js";
export { parseResultNotation } from "./notation/parse-result-notation.js";
export { formatResultNotation, renderResultNotation, summariseResult } from "./notation/result-notation.js";
export { appendTeamMark, getTeamMark, parseTeamMark } from "./notation/team-mark.js";
export { computeFeverCurve, type FeverCurve, type FeverCurveLine } from "./statistics/fever-curve.js";
export { type EventTypeCode, eventTypeCodes, type LineupEntry, type MatchEvent } from "./statistics/match-events.js";
export {
  type PlayerEventCounts,
  type PlayerMatchPerformance,
  type PlayerPerformance,
  type PlayerPerformanceInput,
  summarisePlayerPerformance,
} from "./statistics/player-performance.js";
export {
  compareTeams,
  type HeadToHeadRecord,
  type TeamComparison,
  type TeamComparisonInput,
  type TeamComparisonSide,
} from "./statistics/team-comparison.js";
export {
  type MatchHighlight,
  summariseTeamStatistics,
  type TeamRecord,
  type TeamStatistics,
} from "./statistics/team-statistics.js";
export {
  rankTopScorers,
  type ScorerEntry,
  type ScorerPlayer,
  type TopScorers,
  type TopScorersInput,
} from "./statistics/top-scorers.js";
export { type AffectedTables, findAffectedTables, type ResultChange } from "./table/affected-tables.js";
export { drawLots } from "./table/lots.js";
export type {
  TieBreakApplicationMode,
  TieBreakCriterion,
  TieBreakCriterionName,
  TieBreakFallback,
  TieBreakProfile,
} from "./table/profiles.js";
export {
  bavarianLowerLeagueProfile,
  finalZoneHeadToHeadProfile,
  isMutualCriterion,
  regionalligaProfile,
  tieBreakCriterionLabels,
  tieBreakProfiles,
} from "./table/profiles.js";
export { rankTable } from "./table/rank-table.js";
export type {
  CompetitionSettings,
  PointDeduction,
  RankedTable,
  RankTableInput,
  SharedPlace,
  TableDecision,
  TableEntry,
  TableMatch,
  TableTeam,
  TableVariant,
  TableVariantKind,
  TableZone,
  TeamMark,
  Trend,
  UnrankedTeam,
} from "./table/table-types.js";
export { getZone, type ZoneCounts } from "./table/zones.js";
export { toSlug } from "./text/slug.js";
export {
  describeTickerEvent,
  type FinalScore,
  finalWords,
  halftimeText,
  kickoffText,
  phaseText,
  shootoutText,
  type TeamNames,
  type TickerEventText,
} from "./text/ticker-text.js";
