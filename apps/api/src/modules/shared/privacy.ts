/*
 * Privacy: one rule per flag, applied by every call and page that shows a person, a logo, a result or a squad.
 * Hidden data never leaves the API; the website only shows what these functions let through.
 *
 * - A person whose profile is not public is never named and never linked: "Nicht öffentlich" everywhere
 *   (team sheets, events, ticker, scorer lists, statistics).
 * - A person whose performance is hidden keeps a named, linked place on the team sheet (the profile is public),
 *   but is not named where performance is counted: goals, substitutions, cards, scorer lists and statistics.
 * - A person whose cards are hidden is not named beside a card.
 * - Date of birth and nationality are shown only when the profile is public and the flag allows it.
 * - A private logo is never sent; a private result (children's football) hides score, events and team sheet;
 *   an unpublished squad is not shown.
 */

/** What every call shows in place of a person it may not name. */
export const NOT_PUBLIC_NAME = "Nicht öffentlich";

export interface PersonPrivacy {
  isProfilePublic: boolean;
  isPerformanceVisible: boolean;
  areCardsVisible: boolean;
}

export interface PersonalDetailsPrivacy {
  isProfilePublic: boolean;
  isDateOfBirthVisible: boolean;
  isNationalityVisible: boolean;
}

/** Where a person appears: on a team sheet, beside a counted performance (goal, substitution), beside a card. */
export type PersonContext = "teamSheet" | "performance" | "card";

export function isPersonPublic(person: Pick<PersonPrivacy, "isProfilePublic">): boolean {
  return person.isProfilePublic;
}

export function isPerformanceShown(person: PersonPrivacy): boolean {
  return person.isProfilePublic && person.isPerformanceVisible;
}

export function areCardsShown(person: PersonPrivacy): boolean {
  return isPerformanceShown(person) && person.areCardsVisible;
}

export function isDateOfBirthShown(person: PersonalDetailsPrivacy): boolean {
  return person.isProfilePublic && person.isDateOfBirthVisible;
}

export function isNationalityShown(person: PersonalDetailsPrivacy): boolean {
  return person.isProfilePublic && person.isNationalityVisible;
}

/** Whether a person may be named in a context. */
export function mayNamePerson(person: PersonPrivacy, context: PersonContext): boolean {
  if (context === "teamSheet") return isPersonPublic(person);
  if (context === "performance") return isPerformanceShown(person);
  return areCardsShown(person);
}

export interface PersonReference {
  /** Set only for a person whose profile may be opened. */
  id: string | null;
  firstName: string;
  lastName: string;
}

/** A person as a call shows them in a context: named and linked, or "Nicht öffentlich" without id. */
export function toPersonReference(
  person: PersonPrivacy & { id: string; firstName: string; lastName: string },
  context: PersonContext,
): PersonReference {
  if (!mayNamePerson(person, context)) return { id: null, firstName: "", lastName: NOT_PUBLIC_NAME };
  return { id: person.id, firstName: person.firstName, lastName: person.lastName };
}

/** The full name a list shows ("Nicht öffentlich" for a hidden person). */
export function toPersonName(reference: PersonReference): string {
  return [reference.firstName, reference.lastName].filter((part) => part !== "").join(" ");
}

/** A club's logo, unless the club keeps it private (unknown privacy counts as private). */
export function visibleLogoId(club: { isLogoPrivate: boolean | null; logoMediaId: string | null }): string | null {
  return club.isLogoPrivate === false ? club.logoMediaId : null;
}

/** Children's football without results: score, events and team sheet stay private. */
export function isResultShown(match: { isResultPrivate: boolean }): boolean {
  return !match.isResultPrivate;
}

/** A squad is shown once the club has published it. */
export function isSquadShown(teamSeason: { isSquadPublic: boolean }): boolean {
  return teamSeason.isSquadPublic;
}

/** Profiles need a parent's consent until this age (DOMAIN.md). */
export const AGE_OF_CONSENT = 18;

/** Whole years between a date of birth and a day, both ISO dates. */
export function ageOn(dateOfBirth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return day.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/**
 * Whether a player's profile may be shown: public, and for a minor (under 18 today, in Berlin) only with a
 * parent's consent. Anything else is answered exactly like an unknown id.
 */
export function isProfileShown(
  player: { isProfilePublic: boolean; dateOfBirth: string; parentalConsentAt: Date | null },
  today: string,
): boolean {
  if (!isPersonPublic(player)) return false;
  return ageOn(player.dateOfBirth, today) >= AGE_OF_CONSENT || player.parentalConsentAt !== null;
}
