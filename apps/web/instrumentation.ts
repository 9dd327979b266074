import { env } from "./lib/env";

/** Runs once when the server starts: a missing or malformed setting stops it here, not at render time. */
export function register() {
  env();
}
