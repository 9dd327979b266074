"use client";

import { usePathname } from "next/navigation";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionUser {
  id: string;
  nickname: string;
  /** The access token for the API's private calls. */
  token: string;
}

/** The session as website.md section 3 names it: status, user with nickname and token, expiry, an update function. */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** When the access token ends (ISO); `null` when signed out. */
  expires: string | null;
  update: () => Promise<void>;
  /** Signs out here and at the API, without leaving the page. */
  signOut: () => Promise<void>;
}

interface SessionAnswer {
  status: "authenticated" | "unauthenticated";
  user: SessionUser | null;
  expires: string | null;
}

/** The access token is renewed this long before it ends (website.md section 7: "about 30 s before expiry"). */
export const REFRESH_BEFORE_MS = 30_000;
/** A failed renewal is tried again after this long, up to REFRESH_RETRIES times. */
export const REFRESH_RETRY_MS = 30_000;
export const REFRESH_RETRIES = 3;

const SIGNED_OUT: SessionAnswer = { status: "unauthenticated", user: null, expires: null };

/**
 * Reads the session. Its expiry is moved onto this device's clock (by the answer's `Date`), so a clock that is
 * minutes off neither ends a valid session nor renews too late.
 */
async function fetchSession(): Promise<SessionAnswer> {
  const response = await fetch("/api/session", { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`Error fetching the user session. Response status: ${response.status}`);
  const answer = (await response.json()) as SessionAnswer;
  const serverNow = Date.parse(response.headers.get("date") ?? "");
  if (!answer.expires || Number.isNaN(serverNow)) return answer;
  const skew = serverNow - Date.now();
  // The Date header has whole seconds: a skew below two seconds is the header's rounding, not the clock.
  if (Math.abs(skew) < 2_000) return answer;
  return { ...answer, expires: new Date(Date.parse(answer.expires) - skew).toISOString() };
}

const SessionContext = createContext<Session>({
  status: "unauthenticated",
  user: null,
  expires: null,
  update: async () => {},
  signOut: async () => {},
});

export function useSessionContext(): Session {
  return useContext(SessionContext);
}

/**
 * Holds the visitor's session for every island of the page: read from `/api/session` at start, renewed through
 * `/login?refresh=true` (redirects not followed) about 30 s before the token ends and read again. Without an
 * expiry it reads once more, then fails; a failed renewal is retried every 30 s up to 3 times, then warned about;
 * `no-token` stops renewing (website.md sections 4, 7 and 8).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<SessionAnswer | null>(null);
  const stopped = useRef(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const update = useCallback(async () => {
    try {
      setAnswer(await fetchSession());
    } catch (error) {
      console.warn(error);
    }
  }, []);

  const signOut = useCallback(async () => {
    stopped.current = true;
    try {
      await fetch("/logout", { method: "POST", redirect: "manual", credentials: "same-origin" });
    } finally {
      setAnswer(SIGNED_OUT);
    }
  }, []);

  useEffect(() => {
    let isCurrent = true;
    fetchSession()
      .then((session) => {
        if (isCurrent) setAnswer(session);
      })
      .catch((error) => {
        console.error("Unable to initialize the user session", error);
        if (isCurrent) setAnswer(SIGNED_OUT);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const refresh = useCallback(async (attempt: number) => {
    try {
      const response = await fetch("/login?refresh=true", {
        redirect: "manual",
        cache: "no-store",
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      if (body.status === "no-token") {
        stopped.current = true;
        setAnswer(SIGNED_OUT);
        return;
      }
      if (!response.ok) throw new Error(`Error refreshing the user session. Response status: ${response.status}`);
      setAnswer(await fetchSession());
    } catch (error) {
      if (attempt < REFRESH_RETRIES) {
        retryTimer.current = setTimeout(() => void refresh(attempt + 1), REFRESH_RETRY_MS);
      } else {
        console.warn("Unable to refresh the user session", error);
      }
    }
  }, []);

  const expires = answer?.expires ?? null;
  const hasRetried = useRef(false);
  // Runs for every answer read, so the one retry without an expiry is followed by the error (website.md 7).
  useEffect(() => {
    if (answer?.status !== "authenticated" || stopped.current) return;
    const expires = answer.expires;
    if (!expires) {
      if (hasRetried.current) {
        console.error("Unable to refresh the user session", new Error("The user session has no expiry"));
        return;
      }
      hasRetried.current = true;
      void update();
      return;
    }
    hasRetried.current = false;
    const delay = Math.max(0, Date.parse(expires) - Date.now() - REFRESH_BEFORE_MS);
    const timer = setTimeout(() => void refresh(0), delay);
    return () => {
      clearTimeout(timer);
      clearTimeout(retryTimer.current);
    };
  }, [answer, refresh, update]);

  // A server action may have changed the session (a new nickname, a deleted account): read it again on navigation.
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void update();
  }, [pathname, update]);

  const value = useMemo<Session>(
    () => ({ status: answer?.status ?? "loading", user: answer?.user ?? null, expires, update, signOut }),
    [answer, expires, update, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
