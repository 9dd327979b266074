"use client";

import { ApiCallError } from "@spielfeld/api-client";
import { useEffect, useState } from "react";
import { browserApi } from "@/lib/browser-api";
import "./push.css";

/*
 * Web push for one team, competition or match: the fan switches it on here (the browser asks for permission once),
 * chooses what to be told of, and switches it off again. No account is needed: the browser's subscription is the
 * device's token (catalogue calls subscribe, unsubscribe, getPushSettings, updatePushSettings).
 */

const WEB_PUSH = 3;
export const REFERENCE_TYPES = { team: 1, competition: 2, club: 3, match: 4 } as const;

interface Category {
  id: string;
  name: string;
  enabled: boolean;
}

type State = "unsupported" | "off" | "on" | "denied" | "working";

function tokenOf(subscription: PushSubscription): string {
  const json = JSON.stringify(subscription.toJSON());
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

async function loadSettings(token: string): Promise<Category[] | null> {
  try {
    return (await browserApi().account.getPushSettings({ token, "token-type-id": WEB_PUSH })).categories;
  } catch (error) {
    if (error instanceof ApiCallError) return null;
    throw error;
  }
}

export function PushButton(props: { objectRef: string; referenceType: keyof typeof REFERENCE_TYPES; label: string }) {
  const { objectRef, referenceType, label } = props;
  const storageKey = `spielfeld-push-${referenceType}-${objectRef}`;
  const [state, setState] = useState<State>("working");
  const [categories, setCategories] = useState<Category[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      return;
    }
    if (Notification.permission === "denied") {
      setState("denied");
      return;
    }
    setState(localStorage.getItem(storageKey) ? "on" : "off");
  }, [storageKey]);

  async function switchOn() {
    setState("working");
    setMessage(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setState("denied");
        return;
      }
      const api = browserApi().account;
      const { publicKey } = await api.getPushPublicKey();
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const token = tokenOf(subscription);
      await api.subscribe({
        "object-ref": objectRef,
        "token-type-id": WEB_PUSH,
        token,
        referenceTypeId: REFERENCE_TYPES[referenceType],
      });
      localStorage.setItem(storageKey, "1");
      setCategories((await loadSettings(token)) ?? []);
      setState("on");
      setMessage("Benachrichtigungen sind eingeschaltet.");
    } catch {
      setState("off");
      setMessage("Die Benachrichtigungen ließen sich nicht einschalten. Bitte versuche es später noch einmal.");
    }
  }

  async function switchOff() {
    setState("working");
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      await browserApi()
        .account.unsubscribe({
          "object-ref": objectRef,
          "token-type-id": WEB_PUSH,
          token: tokenOf(subscription),
          referenceTypeId: REFERENCE_TYPES[referenceType],
        })
        .catch(() => null);
    }
    localStorage.removeItem(storageKey);
    setCategories([]);
    setState("off");
    setMessage("Benachrichtigungen sind ausgeschaltet.");
  }

  async function toggleCategory(id: string, enabled: boolean) {
    const subscription = await currentSubscription();
    if (!subscription) return;
    const next = categories.map((category) => (category.id === id ? { ...category, enabled } : category));
    setCategories(next);
    const settings = Object.fromEntries(next.map((category) => [category.id, category.enabled]));
    // A refused change leaves the boxes as ticked; the settings are read again when the page is opened next.
    await browserApi()
      .account.updatePushSettings({
        settings: JSON.stringify(settings),
        token: tokenOf(subscription),
        "token-type-id": WEB_PUSH,
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiCallError)) throw error;
      });
  }

  useEffect(() => {
    if (state !== "on" || categories.length > 0) return;
    void currentSubscription()
      .then((subscription) => (subscription ? loadSettings(tokenOf(subscription)) : null))
      .then((list) => {
        if (list) setCategories(list);
      })
      .catch(() => undefined);
  }, [state, categories.length]);

  if (state === "unsupported") return null;
  return (
    <div className="push">
      {state === "on" ? (
        <button type="button" className="button button--secondary button--small" onClick={switchOff}>
          Benachrichtigungen ausschalten
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={switchOn}
          disabled={state === "working" || state === "denied"}
          aria-describedby={state === "denied" ? `${storageKey}-denied` : undefined}
        >
          Benachrichtigungen zu {label}
        </button>
      )}
      {state === "denied" ? (
        <p id={`${storageKey}-denied`} className="push__note">
          Dein Browser lässt keine Benachrichtigungen dieser Seite zu; das kannst du in seinen Einstellungen ändern.
        </p>
      ) : null}
      {state === "on" && categories.length > 0 ? (
        <fieldset className="push__categories">
          <legend>Benachrichtige mich bei</legend>
          {categories.map((category) => (
            <label key={category.id} className="check">
              <input
                type="checkbox"
                checked={category.enabled}
                onChange={(event) => void toggleCategory(category.id, event.target.checked)}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="push__note" role="status">
        {message}
      </p>
    </div>
  );
}
