import type { TableZone } from "./table-types.js";

export interface ZoneCounts {
  promotionCount: number;
  promotionPlayoffCount: number;
  relegationPlayoffCount: number;
  relegationCount: number;
}

/** Promotion places count from the top, relegation places from the bottom; the top wins where they overlap. */
export function getZone(position: number, teamCount: number, counts: ZoneCounts): TableZone {
  if (position <= counts.promotionCount) return "promotion";
  if (position <= counts.promotionCount + counts.promotionPlayoffCount) return "promotionPlayoff";
  const placeFromBottom = teamCount - position + 1;
  if (placeFromBottom <= counts.relegationCount) return "relegation";
  if (placeFromBottom <= counts.relegationCount + counts.relegationPlayoffCount) return "relegationPlayoff";
  return "none";
}

/** Places first..last decide something when they include the title or straddle a zone boundary. */
export function isDecisiveRange(first: number, last: number, teamCount: number, counts: ZoneCounts): boolean {
  if (first === 1 && last > 1) return true;
  return getZone(first, teamCount, counts) !== getZone(last, teamCount, counts);
}
