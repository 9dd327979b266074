import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import { clientNetworkOf } from "../../lib/client-network.js";
import type { TokenService } from "../../plugins/auth/token-service.js";
import type { AccountDependencies } from "./accounts.service.js";

/** What the account routes are registered with. */
export interface AccountRouteOptions {
  config: Config;
  tokens: TokenService;
}

/** The tier declaration of the signed-in user's own calls (see plugins/auth/access.ts). */
export const signedIn = { tier: "private" as const };

/*
 * Abuse limits per client address (behind TRUST_PROXY the forwarded one, so the website's server forwards its
 * visitors' addresses): these calls hash passwords, send mails or tell whether an address is registered.
 */
export const perAddress = (max: number, timeWindow: string) => ({
  rateLimit: {
    max: (request: { server: { accountLimitsFactor: number } }) => max * request.server.accountLimitsFactor,
    timeWindow,
    keyGenerator: (request: { ip: string }) => `account:${clientNetworkOf(request.ip)}`,
  },
});

/**
 * Milliseconds a call that must not tell whether an account exists takes at least (a reset request: looking up
 * nothing is quicker than issuing a code and queueing its mail). Well above either path, so both answer alike.
 */
export const UNIFORM_ANSWER_MS = 200;

/** Runs `work` and answers no sooner than `milliseconds` after it began, whatever it did. */
export async function answerAfter<T>(milliseconds: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = milliseconds - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** What the account services are called with besides the request's context. */
export function accountDependencies(
  app: FastifyInstance,
  { config, tokens }: AccountRouteOptions,
): AccountDependencies {
  return {
    config,
    log: app.log,
    sessions: {
      tokens,
      accessTokenSeconds: config.sessions.accessTokenSeconds,
      refreshTokenDays: config.sessions.refreshTokenDays,
    },
  };
}
