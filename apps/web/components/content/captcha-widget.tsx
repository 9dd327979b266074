"use client";

import { createElement, useEffect, useState } from "react";
import "altcha/altcha.css";
import { browserApiUrl } from "@/lib/browser-api";

/** Where the widget fetches a challenge: our own API through the site's origin; no third party is asked. */
export const CAPTCHA_CHALLENGE_URL = browserApiUrl("getCaptchaChallenge", {});
/** The form field the solved challenge is sent in (api.md: captcha-solution). */
export const CAPTCHA_FIELD = "captcha-solution";

/**
 * The self-hosted proof-of-work check (ALTCHA): the browser solves a small puzzle from our API in a worker, and
 * the server checks the solution once. Loaded only in the browser; the external build keeps the site's script
 * policy (no inline scripts or blob workers): the worker is a file of the site.
 */
export function CaptchaWidget() {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      await import("altcha/external");
      await import("altcha/i18n/de");
      const global = (window as unknown as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
      const worker = () => new Worker("/captcha-worker.js");
      for (const name of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"])
        if (global && !global.algorithms.has(name)) global.algorithms.set(name, worker);
      if (isCurrent) setReady(true);
    })();
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!isReady) return <p className="captcha-placeholder">Sicherheitsprüfung wird geladen …</p>;
  return createElement("altcha-widget", {
    challenge: CAPTCHA_CHALLENGE_URL,
    name: CAPTCHA_FIELD,
    language: "de",
    auto: "onfocus",
    type: "checkbox",
  });
}
