import { AppLink } from "@/components/ui/app-link";
import { clubsNamed } from "@/lib/api/clubs-named";

/**
 * The choice of a club on a form's page: a search that reloads the page (`?verein=`; it works without scripts) and
 * the clubs found, each a link that chooses it (`?vereinId=`). `page` is the page's path, `anchor` where the page
 * opens again.
 */
export async function ClubChooser({ page, anchor, search }: { page: string; anchor: string; search: string }) {
  const found = await clubsNamed(search);
  return (
    <>
      <form action={`${page}#${anchor}`} method="get" className="player-claim__club-search">
        <label htmlFor="verein-suche">Verein suchen</label>
        <span className="player-claim__club-row">
          <input
            id="verein-suche"
            name="verein"
            type="search"
            defaultValue={search}
            minLength={2}
            maxLength={80}
            required
          />
          <button type="submit" className="button button--secondary button--medium">
            Suchen
          </button>
        </span>
      </form>
      {search.length >= 2 ? (
        found.length > 0 ? (
          <ul className="player-claim__clubs" aria-label="Gefundene Vereine">
            {found.map((club) => (
              <li key={club.id}>
                <AppLink href={`${page}?vereinId=${encodeURIComponent(club.id)}#${anchor}`}>{club.name}</AppLink>
                {club.city ? ` (${[club.postalCode, club.city].filter(Boolean).join(" ")})` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">Kein Verein heißt so. Versuch es mit einem Teil des Namens oder dem Ort.</p>
        )
      ) : null}
    </>
  );
}
