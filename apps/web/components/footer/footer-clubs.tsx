import { getTopClubs } from "@/lib/api/top-clubs";
import { isBuilding } from "@/lib/env";
import { clubLink } from "@/lib/links";
import { logSecondaryFailure } from "@/lib/log";
import { AppLink } from "../ui/app-link";
import { Crest } from "../ui/crest";
import "./footer-clubs.css";

/**
 * The footer's top clubs, each with its crest, leading to its club page on this site (which links the club's own
 * website). Left out while the API cannot be reached, so every page still renders its footer.
 */
export async function FooterClubs({ title, count }: { title: string; count: number }) {
  // While the site is built no API runs: the pages prerendered then (the 404 page) renew with their clubs later.
  if (isBuilding()) return null;
  const clubs = await getTopClubs(count).catch(logSecondaryFailure("footer: top clubs"));
  if (!clubs || clubs.length === 0) return null;
  return (
    <section className="footer__logos footer__logos--clubs" aria-label={title} data-testid="footer-clubs">
      <h2 className="footer__title">{title}</h2>
      <ul>
        {clubs.map((club) => {
          const href = clubLink(club);
          return href ? (
            <li key={club.id}>
              <AppLink href={href} className="footer__logo-link">
                <Crest logoId={club.logoId} clubName={club.name} size="large" />
                <span>{club.name}</span>
              </AppLink>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}
