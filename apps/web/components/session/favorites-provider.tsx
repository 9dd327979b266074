"use client";

import { type CallResult, UnauthorizedError } from "@spielfeld/api-client";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { browserApi } from "@/lib/browser-api";
import { t } from "@/lib/i18n/messages";
import { Button } from "../ui/button";
import { ErrorDialog } from "../ui/error-dialog";
import { Modal } from "../ui/modal";
import { useSessionContext } from "./session-provider";
import { loginHref } from "./use-session";

export type FavoriteKind = "club" | "team" | "competition" | "player";

/** The field of `addFavorite` and `deleteFavorite` that names an object of each kind. */
const FIELD = {
  club: "fav-clubId",
  team: "fav-teamPermanentId",
  competition: "fav-competitionId",
  player: "userid",
} as const satisfies Record<FavoriteKind, string>;

/** The favourites as the API answers them (website.md section 3: each kind with the fields named there). */
export type FavoriteLists = CallResult<"getFavorites">;

type Ids = Record<FavoriteKind, string[]>;

const NONE: Ids = { club: [], team: [], competition: [], player: [] };

function idsOf(lists: FavoriteLists): Ids {
  return {
    club: lists.clubs.map((club) => club.objectRef),
    team: lists.teams.map((team) => team.objectRef),
    competition: lists.competitions.map((competition) => competition.objectRef),
    player: lists.players.map((player) => player.objectRef),
  };
}

function withoutEntry(lists: FavoriteLists, kind: FavoriteKind, id: string): FavoriteLists {
  return {
    clubs: kind === "club" ? lists.clubs.filter((club) => club.objectRef !== id) : lists.clubs,
    teams: kind === "team" ? lists.teams.filter((team) => team.objectRef !== id) : lists.teams,
    competitions:
      kind === "competition" ? lists.competitions.filter((entry) => entry.objectRef !== id) : lists.competitions,
    players: kind === "player" ? lists.players.filter((player) => player.objectRef !== id) : lists.players,
  };
}

interface Favorites {
  ids: Ids;
  lists: FavoriteLists | null;
  isLoading: boolean;
  hasError: boolean;
  isSignedIn: boolean;
  add: (kind: FavoriteKind, id: string) => Promise<void>;
  remove: (kind: FavoriteKind, id: string) => Promise<void>;
}

const FavoritesContext = createContext<Favorites>({
  ids: NONE,
  lists: null,
  isLoading: false,
  hasError: false,
  isSignedIn: false,
  add: async () => {},
  remove: async () => {},
});

export function useFavorites(): Favorites {
  return useContext(FavoritesContext);
}

/**
 * The signed-in visitor's favourites (website.md section 4): loaded on a user change with a loading and an error
 * flag, kept per kind as lists of ids; adding puts the id in at once and then reloads the lists from the server,
 * removing takes it out at once. An authentication error opens the auth-error dialog (section 8).
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const session = useSessionContext();
  const token = session.user?.token ?? null;
  const userId = session.user?.id ?? null;
  const [lists, setLists] = useState<FavoriteLists | null>(null);
  const [ids, setIds] = useState<Ids>(NONE);
  const [isLoading, setLoading] = useState(false);
  const [hasError, setError] = useState(false);
  const [isErrorShown, setErrorShown] = useState(false);
  const [isAuthErrorShown, setAuthErrorShown] = useState(false);

  const fail = useCallback((error: unknown) => {
    // The session is no longer valid.
    if (error instanceof UnauthorizedError && error.status === 401) {
      setAuthErrorShown(true);
      return;
    }
    setError(true);
    if (t("loadSubscriptionsError")) setErrorShown(true);
  }, []);

  // Only the newest load may set the lists: an older answer (a quick second star, a user who signed out in
  // between) arriving late is dropped.
  const generation = useRef(0);
  const load = useCallback(
    async (accessToken: string) => {
      const mine = ++generation.current;
      setLoading(true);
      setError(false);
      try {
        const answer = await browserApi(() => accessToken).account.getFavorites();
        if (mine !== generation.current) return;
        setLists(answer);
        setIds(idsOf(answer));
      } catch (error) {
        if (mine === generation.current) fail(error);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [fail],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token for the same user is no user change.
  useEffect(() => {
    generation.current += 1;
    setLists(null);
    setIds(NONE);
    if (userId && token) void load(token);
  }, [userId, load]);

  const change = useCallback(
    async (kind: FavoriteKind, id: string, isAdding: boolean) => {
      if (!token) return;
      setIds((current) => ({
        ...current,
        [kind]: isAdding
          ? [...current[kind].filter((known) => known !== id), id]
          : current[kind].filter((known) => known !== id),
      }));
      // Removing also takes out the detail entry at once (website.md section 4).
      if (!isAdding) setLists((current) => (current ? withoutEntry(current, kind, id) : current));
      try {
        const api = browserApi(() => token).account;
        await (isAdding ? api.addFavorite : api.deleteFavorite)({ [FIELD[kind]]: id });
        await load(token);
      } catch (error) {
        fail(error);
        await load(token);
      }
    },
    [token, load, fail],
  );

  const value: Favorites = {
    ids,
    lists,
    isLoading,
    hasError,
    isSignedIn: session.status === "authenticated" && session.user !== null,
    add: (kind, id) => change(kind, id, true),
    remove: (kind, id) => change(kind, id, false),
  };
  return (
    <FavoritesContext.Provider value={value}>
      {children}
      <Modal title={t("authErrorDialog.title")} isOpen={isAuthErrorShown} onClose={() => setAuthErrorShown(false)}>
        <p>{t("authErrorDialog.description")}</p>
        <div className="modal__actions">
          <Button onClick={() => window.location.assign(loginHref())}>{t("authErrorDialog.login")}</Button>
          <Button
            intent="secondary"
            onClick={async () => {
              setAuthErrorShown(false);
              await session.signOut();
            }}
          >
            {t("authErrorDialog.continue")}
          </Button>
        </div>
      </Modal>
      <ErrorDialog isOpen={isErrorShown} onClose={() => setErrorShown(false)} message={t("loadSubscriptionsError")} />
    </FavoritesContext.Provider>
  );
}
