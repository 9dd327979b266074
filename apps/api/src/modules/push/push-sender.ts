import type { FastifyBaseLogger } from "fastify";
import webPush from "web-push";
import type { Database } from "../../db/database.js";
import * as repository from "./push.repository.js";
import { readWebPushToken } from "./push-tokens.js";

/*
 * The web push worker of one instance: it claims due messages (SKIP LOCKED, so instances share the work), encrypts
 * each for its device with the VAPID key (web-push, RFC 8291/8292) and posts it to the device's push service.
 * A device the service no longer knows (404, 410) is deleted at once; a 429 is tried again after its Retry-After;
 * a 5xx or a lost connection backs off; anything else is dropped and logged. Messages past their time to live are
 * dropped unsent.
 */

export interface PushSenderOptions {
  db: Database;
  log: FastifyBaseLogger;
  vapid: { publicKey: string; privateKey: string };
  subject: string;
  serviceOrigins: string[];
  now: () => Date;
  fetch?: typeof fetch;
}

const BATCH = 50;
const MAX_ATTEMPTS = 5;

/** Seconds to wait after a 429: its Retry-After (seconds or a date), else a minute. */
export function retryAfterSeconds(header: string | null, now: Date): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now.getTime()) / 1000));
}

export function createPushSender(options: PushSenderOptions) {
  const { db, log } = options;
  const send = options.fetch ?? fetch;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<number> | null = null;
  let isDueAgain = false;

  async function deliver(message: repository.ClaimedPush): Promise<void> {
    const device = { token: message.token, tokenTypeId: message.tokenTypeId };
    const now = options.now();
    let subscription: ReturnType<typeof readWebPushToken>;
    try {
      subscription = readWebPushToken(message.token, options.serviceOrigins);
    } catch {
      await repository.deleteDevice(db, device);
      return;
    }
    const ttl = Math.max(0, Math.floor((message.expiresAt.getTime() - now.getTime()) / 1000));
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(message.message), {
      vapidDetails: {
        subject: options.subject,
        publicKey: options.vapid.publicKey,
        privateKey: options.vapid.privateKey,
      },
      TTL: Math.min(ttl, message.ttlSeconds),
      urgency: message.urgency,
      contentEncoding: "aes128gcm",
    });
    let status: number;
    let retryAfter: string | null = null;
    try {
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      status = 0;
      log.warn({ err: error instanceof Error ? error.message : String(error) }, "push service unreachable");
    }
    if (status >= 200 && status < 300) {
      await repository.deleteOutgoing(db, message.id);
    } else if (status === 404 || status === 410) {
      await repository.deleteDevice(db, device);
    } else if (status === 429) {
      await repository.retryOutgoing(
        db,
        message.id,
        new Date(now.getTime() + retryAfterSeconds(retryAfter, now) * 1000),
      );
    } else if ((status === 0 || status >= 500) && message.attempts < MAX_ATTEMPTS) {
      await repository.retryOutgoing(db, message.id, new Date(now.getTime() + 5_000 * 2 ** message.attempts));
    } else {
      log.warn({ status, attempts: message.attempts }, "push message dropped");
      await repository.deleteOutgoing(db, message.id);
    }
  }

  /** Sends what is due now; resolves to the number of messages tried. */
  async function sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await repository.claimDue(db, BATCH, options.now());
      await Promise.all(batch.map((message) => deliver(message)));
      tried += batch.length;
      if (batch.length < BATCH) return tried;
    }
  }

  /** One round at a time; messages queued while it runs are sent by another pass of the same round. */
  function sendRound(): Promise<number> {
    if (round) {
      isDueAgain = true;
      return round;
    }
    round = (async () => {
      let tried = 0;
      do {
        isDueAgain = false;
        tried += await sendDue();
      } while (isDueAgain);
      return tried;
    })().finally(() => {
      round = null;
    });
    return round;
  }

  return {
    sendDue: sendRound,
    start(intervalMs: number) {
      timer = setInterval(() => {
        if (round) return;
        sendRound().catch((error) => {
          log.warn({ err: error instanceof Error ? error.message : String(error) }, "push round failed");
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await round?.catch(() => 0);
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
