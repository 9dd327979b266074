"use client";

import { type FavoriteEntry, favoriteEntries } from "@/lib/session/favorite-entries";
import { FavoriteButton } from "./favorite-button";
import { FavoritePicture } from "./favorite-picture";
import { type FavoriteKind, type FavoriteLists, useFavorites } from "./favorites-provider";
import { useSession } from "./use-session";

const SECTIONS: { kind: FavoriteKind; title: string; empty: string }[] = [
  {
    kind: "club",
    title: "Meine Vereine",
    empty: "Du folgst noch keinem Verein. Auf jeder Vereinsseite merkst du ihn dir mit dem Stern.",
  },
  {
    kind: "team",
    title: "Meine Mannschaften",
    empty: "Du folgst noch keiner Mannschaft. Auf jeder Mannschaftsseite merkst du sie dir mit dem Stern.",
  },
  {
    kind: "competition",
    title: "Meine Wettbewerbe",
    empty: "Du folgst noch keinem Wettbewerb. Auf jeder Wettbewerbsseite merkst du ihn dir mit dem Stern.",
  },
  {
    kind: "player",
    title: "Meine Spieler",
    empty: "Du folgst noch keinem Spieler. Auf jeder Spielerseite merkst du ihn dir mit dem Stern.",
  },
];

/**
 * The favourites of each kind on the account page, as the server read them and then as the favourites state
 * holds them: an entry taken out with its star leaves the list at once.
 */
export function AccountFavorites({ initial, imageBase }: { initial: FavoriteLists; imageBase: string }) {
  // The account page requires login: a session that ends while it is open starts the login flow (website.md 4).
  useSession({ required: true });
  const favorites = useFavorites();
  const entries = favoriteEntries(favorites.lists ?? initial);
  const isShown = (entry: FavoriteEntry) => favorites.lists === null || favorites.ids[entry.kind].includes(entry.id);
  return (
    <>
      {SECTIONS.map(({ kind, title, empty }) => {
        const shown = entries[kind].filter(isShown);
        return (
          <section key={kind} aria-labelledby={`favoriten-${kind}`}>
            <h2 id={`favoriten-${kind}`}>{title}</h2>
            {shown.length === 0 ? (
              <p>{empty}</p>
            ) : (
              <ul className="favorite-list">
                {shown.map((entry) => (
                  <li key={entry.id} className="favorite-list__item">
                    <FavoritePicture entry={entry} imageBase={imageBase} />
                    <span className="favorite-list__text">
                      {entry.href ? <a href={entry.href}>{entry.name}</a> : <span>{entry.name}</span>}
                      {entry.description ? (
                        <span className="favorite-list__description">{entry.description}</span>
                      ) : null}
                    </span>
                    <FavoriteButton kind={kind} id={entry.id} name={entry.name} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
