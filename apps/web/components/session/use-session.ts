"use client";

import { useEffect, useRef, useState } from "react";
import { type Session, useSessionContext } from "./session-provider";

/** The address of the login flow, coming back to the page the visitor is on. */
export function loginHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/login?callbackUrl=${encodeURIComponent(here)}`;
}

function hasExpired(session: Session, now = Date.now()): boolean {
  return session.expires !== null && Date.parse(session.expires) <= now;
}

/**
 * The session with the rules of website.md section 4: on a page that requires login, a visitor who is signed out,
 * whose session has ended or has no user starts the login flow; elsewhere an ended or user-less session is signed
 * out. `isPending` holds while the first read runs, or while a required login is not there yet.
 */
export function useSession({ required = false }: { required?: boolean } = {}): Session & { isPending: boolean } {
  const session = useSessionContext();
  const hasLoaded = useRef(false);
  if (session.status !== "loading") hasLoaded.current = true;
  const isExpired = session.status === "authenticated" && hasExpired(session);
  const isUserless = session.status === "authenticated" && session.user === null;
  // An ended token is first read again (the server renews it while the refresh token lives: after a device slept,
  // say); only a session that stays ended after that, or has no user, counts as broken.
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  const { status, expires, update, signOut } = session;
  const isRechecking = useRef(false);
  useEffect(() => {
    if (status === "loading") return;
    if (isExpired && !isUserless && checkedFor !== expires) {
      if (isRechecking.current) return;
      isRechecking.current = true;
      void update().finally(() => {
        isRechecking.current = false;
        setCheckedFor(expires);
      });
      return;
    }
    const isBroken = isUserless || isExpired;
    if (required && (status === "unauthenticated" || isBroken)) {
      window.location.assign(loginHref());
    } else if (!required && isBroken) {
      void signOut();
    }
  }, [required, status, isExpired, isUserless, expires, checkedFor, update, signOut]);
  const isPending =
    (session.status === "loading" && !hasLoaded.current) || (required && session.status !== "authenticated");
  return { ...session, isPending };
}
