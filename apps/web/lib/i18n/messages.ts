import { withRetry } from "../retry";
import { de, type MessageKey, type Messages } from "./de";

/** Loads the catalogue (bundled today, from a CMS tomorrow), retrying up to 5 times from 350 ms, doubling. */
export function loadMessages(load: () => Promise<Messages> = async () => de): Promise<Messages> {
  return withRetry(load, { retries: 5, initialDelayMs: 350 });
}

/** A message with `{name}` placeholders filled in. */
export function formatMessage(messages: Messages, key: MessageKey, values: Record<string, string> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The synchronous translator over the bundled catalogue. */
export function t(key: MessageKey, values?: Record<string, string>): string {
  return formatMessage(de, key, values);
}
