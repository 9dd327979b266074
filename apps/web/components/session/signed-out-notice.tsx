"use client";

import { useEffect } from "react";
import { t } from "@/lib/i18n/messages";
import { hasSignedOutNotice, SIGNED_OUT_COOKIE } from "@/lib/session/signed-out";
import { useToast } from "../ui/toast";

/** How long the confirmation stays: long enough to be read, closed earlier by its button, a swipe or Escape. */
export const SIGNED_OUT_TOAST_MS = 10_000;

/** After "Abmelden": a success toast (a status, read out politely) on the page the visitor lands on, once. */
export function SignedOutNotice() {
  const showToast = useToast();
  useEffect(() => {
    if (!hasSignedOutNotice(document.cookie)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the notice is a cookie the logout route sets for this script.
    document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    showToast({ type: "success", title: t("context.signedOut"), duration: SIGNED_OUT_TOAST_MS });
  }, [showToast]);
  return null;
}
