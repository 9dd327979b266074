import { websiteHref } from "@/components/clubs/club-profile";
import type { ClubInfo } from "./load-club";

/** schema.org `SportsOrganization` for a club: only what the page shows (the e-mail only where it is public). */
export function clubStructuredData(info: ClubInfo, url: string): Record<string, unknown> {
  const address = info.address.street || info.address.city ? info.address : null;
  return {
    "@context": "https://schema.org",
    "@type": "SportsOrganization",
    name: info.name,
    alternateName: info.shortName !== info.name ? info.shortName : undefined,
    sport: "Fußball",
    url,
    sameAs: info.url ? websiteHref(info.url) : undefined,
    foundingDate: info.foundedYear ? String(info.foundedYear) : undefined,
    email: info.email,
    telephone: info.contact.phone ?? undefined,
    address: address
      ? {
          "@type": "PostalAddress",
          streetAddress: address.street ?? undefined,
          postalCode: address.postalCode ?? undefined,
          addressLocality: address.city ?? undefined,
          addressCountry: "DE",
        }
      : undefined,
    memberOf: { "@type": "SportsOrganization", name: info.association.name },
  };
}
