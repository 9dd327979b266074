import {
  isMutualCriterion,
  type TieBreakApplicationMode,
  type TieBreakCriterion,
  type TieBreakProfile,
} from "./profiles.js";
import type { TableDecision } from "./table-types.js";

/** What the ordering needs to know about one table; the standing supplies it. */
export interface TieBreakEnvironment {
  isFinalTable: boolean;
  /** True when places first..last (1-based) decide the title, promotion or relegation. */
  isDecisiveRange(first: number, last: number): boolean;
  /** The criterion's value for each member of the group; higher ranks higher. */
  measure(criterion: TieBreakCriterion, group: readonly number[]): number[];
  /** The winner of a played decider between the two, or null. */
  findDeciderWinner(first: number, second: number): number | null;
  /** The group in the order the (seeded) lots put it. */
  drawLots(group: readonly number[]): number[];
}

/** Teams that share one place (isShared) or a single team, in final order. */
export interface RankedTier {
  members: number[];
  isShared: boolean;
  decidedBy: TableDecision | null;
}

type Rules = Pick<TieBreakProfile, "criteria" | "applicationMode" | "fallback">;

/** Orders teams by the profile's criteria; `offset` is the number of places already taken above them. */
export function orderByTieBreak(
  teams: readonly number[],
  rules: Rules,
  environment: TieBreakEnvironment,
  offset = 0,
): RankedTier[] {
  const tiers: RankedTier[] = [];
  if (teams.length > 0) orderGroup(teams, 0, offset, null, rules, environment, tiers);
  return tiers;
}

function orderGroup(
  group: readonly number[],
  start: number,
  offset: number,
  splitBy: TableDecision | null,
  rules: Rules,
  environment: TieBreakEnvironment,
  tiers: RankedTier[],
): void {
  if (group.length === 1) {
    tiers.push({ members: [...group], isShared: false, decidedBy: splitBy });
    return;
  }
  for (let index = start; index < rules.criteria.length; index++) {
    const criterion = rules.criteria[index]!;
    if (!isCriterionOpen(criterion, group.length, offset, rules.applicationMode, environment)) continue;
    const buckets = splitGroup(criterion, group, environment);
    if (buckets.length === 1) continue;
    // A smaller group left level by a mutual criterion gets its own mini-table: restart the mutual block.
    const next = isMutualCriterion(criterion) ? findMutualBlockStart(rules.criteria, index) : index + 1;
    let place = offset;
    for (const bucket of buckets) {
      orderGroup(bucket, next, place, criterion.criterion, rules, environment, tiers);
      place += bucket.length;
    }
    return;
  }
  settleOpenTie(group, offset, rules, environment, tiers);
}

function settleOpenTie(
  group: readonly number[],
  offset: number,
  rules: Rules,
  environment: TieBreakEnvironment,
  tiers: RankedTier[],
): void {
  if (rules.fallback !== "shared_place") {
    const criterion: TieBreakCriterion = { criterion: rules.fallback, scope: "all" };
    if (isCriterionOpen(criterion, group.length, offset, rules.applicationMode, environment)) {
      const buckets = splitGroup(criterion, group, environment);
      if (buckets.length > 1) {
        for (const bucket of buckets) tiers.push({ members: bucket, isShared: false, decidedBy: rules.fallback });
        return;
      }
    }
  }
  tiers.push({ members: [...group], isShared: true, decidedBy: "shared_place" });
}

/**
 * Mutual criteria follow the profile's application mode. Decider and lots settle only a final table: before
 * the last match nobody plays a decider, and drawing lots mid-season would rank teams by chance.
 */
function isCriterionOpen(
  criterion: TieBreakCriterion,
  size: number,
  offset: number,
  mode: TieBreakApplicationMode,
  environment: TieBreakEnvironment,
): boolean {
  const isFinalOnly = criterion.criterion === "decider" || criterion.criterion === "lots";
  if (!isFinalOnly && !isMutualCriterion(criterion)) return true;
  if (mode === "always" && !isFinalOnly) return true;
  if (!environment.isFinalTable) return false;
  return mode !== "zone_places_only" || environment.isDecisiveRange(offset + 1, offset + size);
}

function splitGroup(
  criterion: TieBreakCriterion,
  group: readonly number[],
  environment: TieBreakEnvironment,
): number[][] {
  if (criterion.criterion === "lots") return environment.drawLots(group).map((team) => [team]);
  if (criterion.criterion === "decider") {
    const [first, second] = group;
    if (group.length !== 2 || first === undefined || second === undefined) return [[...group]];
    const winner = environment.findDeciderWinner(first, second);
    if (winner === null) return [[...group]];
    return winner === first ? [[first], [second]] : [[second], [first]];
  }
  const values = environment.measure(criterion, group);
  const order = group.map((team, index) => ({ team, value: values[index]! }));
  order.sort((left, right) => right.value - left.value);
  const buckets: number[][] = [];
  let previous: number | undefined;
  for (const { team, value } of order) {
    if (previous === value) buckets[buckets.length - 1]!.push(team);
    else buckets.push([team]);
    previous = value;
  }
  return buckets;
}

function findMutualBlockStart(criteria: readonly TieBreakCriterion[], index: number): number {
  let start = index;
  while (start > 0 && isMutualCriterion(criteria[start - 1]!)) start -= 1;
  return start;
}
