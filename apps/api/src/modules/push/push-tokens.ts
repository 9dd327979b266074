import { ApiError } from "../../plugins/errors.js";

/*
 * Push tokens as the catalogue's calls carry them: a token and its type. The apps' tokens (Firebase, APNs) are
 * kept for their senders; this API delivers web push itself, where the token is the browser's subscription (its
 * endpoint and keys) as base64url JSON.
 */

export const TOKEN_TYPES = { firebase: 1, apns: 2, webPush: 3 } as const;

/** What a fan can be told, each a category to switch off. */
export const PUSH_CATEGORIES = {
  kickoff: "Anpfiff",
  goal: "Tore",
  halftime: "Halbzeit",
  fulltime: "Abpfiff und Endstand",
  redcard: "Rote Karten",
} as const;
export type PushCategory = keyof typeof PUSH_CATEGORIES;
export const ALL_CATEGORIES = Object.keys(PUSH_CATEGORIES) as PushCategory[];

/** What a subscription follows, by the catalogue's reference type. */
export const REFERENCE_TYPES = { team: 1, competition: 2, club: 3, match: 4 } as const;

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Whether an endpoint lies on a push service the API sends to (`https://.example.com` allows its subdomains). */
export function isAllowedEndpoint(endpoint: URL, origins: readonly string[]): boolean {
  return origins.some((allowed) => {
    const url = new URL(allowed.replace("://.", "://"));
    if (url.protocol !== endpoint.protocol || (url.port || "") !== (endpoint.port || "")) return false;
    return allowed.includes("://.")
      ? endpoint.hostname === url.hostname || endpoint.hostname.endsWith(`.${url.hostname}`)
      : endpoint.hostname === url.hostname;
  });
}

/**
 * A web push token read as the browser's subscription; a 400 naming `token` when it is not one, or when its
 * endpoint is not a push service the API sends to (nobody makes this server post to an address of their choice).
 */
export function readWebPushToken(token: string, origins: readonly string[]): WebPushSubscription {
  let subscription: WebPushSubscription;
  try {
    subscription = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as WebPushSubscription;
  } catch {
    throw new ApiError("bad_request", 'Invalid field "token": a web push token is the subscription as base64url JSON');
  }
  const { endpoint, keys } = subscription ?? {};
  let url: URL;
  try {
    url = new URL(String(endpoint));
  } catch {
    throw new ApiError("bad_request", 'Invalid field "token": the subscription has no endpoint');
  }
  if (!isAllowedEndpoint(url, origins)) {
    throw new ApiError("bad_request", 'Invalid field "token": the endpoint is not a known push service');
  }
  if (typeof keys?.p256dh !== "string" || typeof keys.auth !== "string" || !BASE64URL.test(keys.p256dh + keys.auth)) {
    throw new ApiError("bad_request", 'Invalid field "token": the subscription has no keys');
  }
  return { endpoint: url.href, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** A token of a known type, checked where this API can: web push tokens fully, the apps' by form. */
export function checkToken(token: string, tokenTypeId: number, origins: readonly string[], field = "token"): void {
  if (tokenTypeId === TOKEN_TYPES.webPush) {
    try {
      readWebPushToken(token, origins);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError("bad_request", error.message.replace('"token"', `"${field}"`));
      throw error;
    }
    return;
  }
  if (!Object.values(TOKEN_TYPES).includes(tokenTypeId as 1)) {
    throw new ApiError("bad_request", 'Invalid field "token-type-id": 1 (Firebase), 2 (APNs) or 3 (web push)');
  }
}

/** Settings as `updatePushSettings` takes them: JSON `{ "goal": false, … }` or the enabled categories, comma-separated. */
export function parseSettings(settings: string): PushCategory[] {
  const trimmed = settings.trim();
  if (trimmed.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new ApiError("bad_request", 'Invalid field "settings": not readable JSON');
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    const unknown = entries.find(([name, value]) => !(name in PUSH_CATEGORIES) || typeof value !== "boolean");
    if (unknown) throw new ApiError("bad_request", `Invalid field "settings": unknown or non-boolean "${unknown[0]}"`);
    const off = new Set(entries.filter(([, value]) => value === false).map(([name]) => name));
    return ALL_CATEGORIES.filter((category) => !off.has(category));
  }
  const named = trimmed === "" ? [] : trimmed.split(",").map((name) => name.trim());
  const unknown = named.find((name) => !(name in PUSH_CATEGORIES));
  if (unknown !== undefined)
    throw new ApiError("bad_request", `Invalid field "settings": unknown category "${unknown}"`);
  return ALL_CATEGORIES.filter((category) => named.includes(category));
}
