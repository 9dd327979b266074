/*
 * What of a club's contact data may leave the API. The logo rule is `visibleLogoId` in privacy.ts; this file adds
 * the e-mail address, which a club shows only when it permits it.
 */

export interface ClubEmailPrivacy {
  email: string | null;
  /** The club permits showing its address. */
  isEmailPublic: boolean;
}

/** A club's e-mail address, only when the club permits it. */
export function visibleClubEmail(club: ClubEmailPrivacy): string | null {
  return club.isEmailPublic ? club.email : null;
}
