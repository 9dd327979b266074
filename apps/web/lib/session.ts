import "server-only";
import type { SessionUser } from "../components/header/header";

/**
 * The signed-in user of this request. Sessions (an encrypted, httpOnly cookie holding the tokens) arrive with
 * the accounts area; until then every visitor is anonymous.
 */
export async function getSessionUser(): Promise<SessionUser | null> {
  return null;
}
