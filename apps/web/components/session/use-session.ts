"use client";

import { useEffect, useRef } from "react";
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
  const isBroken = session.status === "authenticated" && (hasExpired(session) || session.user === null);
  useEffect(() => {
    if (session.status === "loading") return;
    if (required && (session.status === "unauthenticated" || isBroken)) {
      window.location.assign(loginHref());
    } else if (!required && isBroken) {
      void session.signOut();
    }
  }, [required, session, isBroken]);
  const isPending =
    (session.status === "loading" && !hasLoaded.current) || (required && session.status !== "authenticated");
  return { ...session, isPending };
}
