import { clientNetworkOf } from "../../lib/client-network.js";
import { ApiError } from "../../plugins/errors.js";

/*
 * The budget of open live streams on one instance (each holds a connection and a file descriptor): a client network
 * (an IPv4 address, an IPv6 /64) may hold `perClient` at once, the instance `perInstance`. The excess is answered at
 * once (429 or 503 with Retry-After) before any stream is opened. The counts live in the instance's memory; the
 * map holds one entry per client network with an open stream, so it is bounded by `perInstance`.
 */

/** Seconds after which a refused reader may try again. */
export const STREAM_RETRY_SECONDS = 30;

export interface StreamLimits {
  /** Takes a place for a stream from the address, or throws the refusal; the returned function frees it. */
  admit(address: string): () => void;
  readonly open: number;
}

export function createStreamLimits({
  perClient,
  perInstance,
}: {
  perClient: number;
  perInstance: number;
}): StreamLimits {
  const byClient = new Map<string, number>();
  let open = 0;
  return {
    admit(address) {
      if (open >= perInstance) {
        throw new ApiError("unavailable", "This instance holds as many live streams as it may; try again shortly", {
          retryAfterSeconds: STREAM_RETRY_SECONDS,
        });
      }
      const client = clientNetworkOf(address);
      const held = byClient.get(client) ?? 0;
      if (held >= perClient) {
        throw new ApiError("too_many_requests", `At most ${perClient} live streams may be open from one address`, {
          retryAfterSeconds: STREAM_RETRY_SECONDS,
        });
      }
      byClient.set(client, held + 1);
      open += 1;
      let isFree = false;
      return () => {
        if (isFree) return;
        isFree = true;
        open -= 1;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
    get open() {
      return open;
    },
  };
}
