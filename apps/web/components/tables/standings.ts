import type { CallResult } from "@spielfeld/api-client";

export type Standings = CallResult<"getAmateurTable">;

/** The zones of a table, top to bottom, as the table's counts define them. */
export const ZONES = ["promotion", "promotionPlayoff", "relegationPlayoff", "relegation"] as const;
export type Zone = (typeof ZONES)[number];

/**
 * Each zone's name and its marker: an arrow beside the place, so the zones differ in shape as well as in colour
 * (WCAG 1.4.1); up is promotion, down is relegation, slanted is the play-off.
 */
export const ZONE_DESCRIPTIONS: Record<Zone, { label: string; marker: string }> = {
  promotion: { label: "Aufstiegsplatz", marker: "↑" },
  promotionPlayoff: { label: "Relegationsplatz (Aufstieg)", marker: "↗" },
  relegationPlayoff: { label: "Relegationsplatz (Abstieg)", marker: "↘" },
  relegation: { label: "Abstiegsplatz", marker: "↓" },
};

export function isZone(value: string): value is Zone {
  return (ZONES as readonly string[]).includes(value);
}

/** The zones this table has, in order (those with a count above zero). */
export function zonesOf(table: Standings): Zone[] {
  const counts: Record<Zone, number> = {
    promotion: table.promotionCount,
    promotionPlayoff: table.promotionPlayoffCount,
    relegationPlayoff: table.relegationPlayoffCount,
    relegation: table.relegationCount,
  };
  return ZONES.filter((zone) => counts[zone] > 0);
}

/**
 * Whether a table counts any match yet. A table of a half that has not begun ranks nobody: every team would stand
 * "1." with 0 points, so a page says that the half has not started instead.
 */
export function hasCountedMatches(table: Standings): boolean {
  return table.entries.some((entry) => entry.matchesPlayed > 0);
}
