import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import type { TokenService } from "../../plugins/auth/token-service.js";
import type { AccountContext } from "./accounts.service.js";

/** What the account routes are registered with. */
export interface AccountRouteOptions {
  config: Config;
  db: Database;
  tokens: TokenService;
  clock: () => Date;
}

/** The tier declaration of the signed-in user's own calls (see plugins/auth/access.ts). */
export const signedIn = { tier: "private" as const };

/*
 * Abuse limits per client address (behind TRUST_PROXY the forwarded one, so the website's server forwards its
 * visitors' addresses): these calls hash passwords, send mails or tell whether an address is registered.
 */
export const perAddress = (max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, keyGenerator: (request: { ip: string }) => `account:${request.ip}` },
});

export function accountContext(
  app: FastifyInstance,
  { config, db, tokens, clock }: AccountRouteOptions,
): AccountContext {
  return {
    db,
    config,
    log: app.log,
    now: clock,
    sessions: {
      tokens,
      accessTokenSeconds: config.sessions.accessTokenSeconds,
      refreshTokenDays: config.sessions.refreshTokenDays,
    },
  };
}
