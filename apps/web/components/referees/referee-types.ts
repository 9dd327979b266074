import type { CallResult } from "@spielfeld/api-client";

export type RefereeProfile = CallResult<"getRefereeProfile">;
export type RefereePerformancePage = CallResult<"getRefereePerformance">;
export type RefereePerformanceEntry = RefereePerformancePage["entries"][number];

const ROLES: Record<RefereePerformanceEntry["role"], string> = {
  referee: "Schiedsrichter",
  assistant_1: "Assistent 1",
  assistant_2: "Assistent 2",
  fourth_official: "Vierter Offizieller",
};

export function roleLabel(role: RefereePerformanceEntry["role"]): string {
  return ROLES[role];
}

export function refereeName(profile: RefereeProfile): string {
  return [profile.profile.firstName, profile.profile.lastName].filter(Boolean).join(" ");
}

/** Cards shown as a short text, the kinds shown at all: `3 Gelb, 1 Rot`; none at all is `keine`. */
export function cardsText(cards: { yellow: number; yellowRed: number; red: number }): string {
  const parts = [
    [cards.yellow, "Gelb"],
    [cards.yellowRed, "Gelb-Rot"],
    [cards.red, "Rot"],
  ].filter(([count]) => Number(count) > 0);
  return parts.length === 0 ? "keine" : parts.map(([count, kind]) => `${count} ${kind}`).join(", ");
}

/** A number with a German decimal comma and two places: `3,59`. */
export function formatDecimal(value: number): string {
  return value.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The matches per page of the referee's season list. */
export const MATCHES_PER_PAGE = 20;

/** The pages of a season's list (at least one), and whether a page number names one of them. */
export function pageCount(total: number, perPage = MATCHES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
