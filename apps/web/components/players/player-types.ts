import type { CallResult } from "@spielfeld/api-client";

/** The player page's data in one call: profile, the current season's matches, each current team's fever curve. */
export type PlayerPageData = CallResult<"getPlayerPage">;
export type PlayerProfile = PlayerPageData["profile"];
export type PlayerTeam = PlayerProfile["teams"][number];
export type PlayerFeverCurve = CallResult<"getFevercurveByPlayer">;

const POSITIONS: Record<string, string> = {
  goalkeeper: "Tor",
  defender: "Abwehr",
  midfielder: "Mittelfeld",
  forward: "Angriff",
};

const FEET: Record<string, string> = { left: "links", right: "rechts", both: "beidfüßig" };

/** A position as the squad names it (Tor, Abwehr, Mittelfeld, Angriff); an unknown value stays as it is. */
export function positionLabel(position: string): string {
  return POSITIONS[position] ?? position;
}

export function footLabel(foot: string): string {
  return FEET[foot] ?? foot;
}

export function playerName(profile: Pick<PlayerProfile, "firstName" | "lastName">): string {
  return [profile.firstName, profile.lastName].filter(Boolean).join(" ");
}

/** Full years between a date of birth (YYYY-MM-DD) and a day (YYYY-MM-DD), both calendar dates. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

/** The media id inside an image address the API hands out (`…/getMediaImage/id/{id}`), so sizes can be chosen. */
export function mediaIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /\/getMediaImage\/id\/([^/?#]+)/.exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
}
