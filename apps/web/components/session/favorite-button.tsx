"use client";

import { useState } from "react";
import { t } from "@/lib/i18n/messages";
import "./account.css";
import { Icon } from "../ui/icons";
import { type FavoriteKind, useFavorites } from "./favorites-provider";
import { useSessionContext } from "./session-provider";
import { loginHref } from "./use-session";

/**
 * The star beside a club's, team's, competition's or player's name: a toggle for a signed-in visitor, and for
 * everyone else a way into the login flow that comes back to this page. The page around it stays one cached
 * document for every visitor; only this island knows who is looking.
 */
export function FavoriteButton({ kind, id, name }: { kind: FavoriteKind; id: string; name: string }) {
  const session = useSessionContext();
  const favorites = useFavorites();
  // Disabled while its call runs (website.md section 4: buttons).
  const [isBusy, setBusy] = useState(false);
  if (session.status === "loading") return <span className="favorite-button favorite-button--placeholder" />;
  if (!favorites.isSignedIn) {
    return (
      <a
        className="favorite-button"
        href="/login"
        onClick={(event) => {
          event.preventDefault();
          window.location.assign(loginHref());
        }}
      >
        <Icon name="star" size={20} />
        <span>{t("favorites.label")}</span>
        <span className="visually-hidden">{t("favorites.signInFor", { name })}</span>
      </a>
    );
  }
  // Until the favourites are read, the star could only guess; it keeps its place and waits.
  if (favorites.lists === null && !favorites.hasError) {
    return <span className="favorite-button favorite-button--placeholder" aria-hidden="true" />;
  }
  const isFollowed = favorites.ids[kind].includes(id);
  return (
    <button
      type="button"
      className={`favorite-button${isFollowed ? " favorite-button--on" : ""}`}
      aria-pressed={isFollowed}
      // aria-disabled, not disabled: the button keeps the keyboard focus while its call runs.
      aria-disabled={isBusy || undefined}
      onClick={async () => {
        if (isBusy) return;
        setBusy(true);
        try {
          await (isFollowed ? favorites.remove(kind, id) : favorites.add(kind, id));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Icon name="star" size={20} isFilled={isFollowed} />
      <span>{t("favorites.label")}</span>
      <span className="visually-hidden">{t("favorites.of", { name })}</span>
    </button>
  );
}
