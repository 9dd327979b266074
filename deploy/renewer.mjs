#!/usr/bin/env node
// The cache's renewal queue (deploy/README.md, "Renewals off the reader's connection"). nginx answers a page whose
// kept copy has outlived its lifetime from that copy at once and sends a notice (syslog over UDP, one JSON line:
// host, address and the navigation headers of the cache key) here. This process renews each such copy once,
// through the cache's renewal port (which fetches the page from a website instance and keeps the new copy), a few at
// a time and the most asked-for first, so renders never queue up faster than the website instances can do them.
// Usage: node deploy/renewer.mjs --notices 8083 --renew http://127.0.0.1:8082 [--concurrency 4]
import dgram from "node:dgram";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** Request headers that are part of a kept page's cache key (nginx.conf.template), by their notice field. */
const KEY_HEADERS = {
  rsc: "RSC",
  prefetch: "Next-Router-Prefetch",
  segment: "Next-Router-Segment-Prefetch",
  tree: "Next-Router-State-Tree",
};
/** Notices of a copy that arrive this long after its renewal was kept were sent before it (UDP, nginx's buffer). */
const SETTLE_MS = 1000;
/**
 * Bytes of waiting copies at most (a navigation's state header can be a few kilobytes); beyond that a notice is
 * dropped, and the next reader of that copy sends another.
 */
const MAX_PENDING_BYTES = 32 * 1024 * 1024;
/** A renewal may wait this long in a website instance's render queue (nginx's renewal port waits 120 s). */
const RENEWAL_TIMEOUT_MS = 150_000;

/** The copy a notice names, or null for anything else that reaches the port. */
export function parseNotice(message) {
  const text = message.toString("utf8");
  const start = text.indexOf("{");
  if (start < 0) return null;
  try {
    const notice = JSON.parse(text.slice(start));
    if (typeof notice.host !== "string" || typeof notice.uri !== "string" || !notice.uri.startsWith("/")) return null;
    const headers = { Host: notice.host, "Accept-Encoding": "gzip" };
    for (const [field, name] of Object.entries(KEY_HEADERS)) {
      if (typeof notice[field] === "string" && notice[field] !== "") headers[name] = notice[field];
    }
    return {
      key: JSON.stringify([notice.host, notice.uri, ...Object.keys(KEY_HEADERS).map((f) => notice[f] ?? "")]),
      uri: notice.uri,
      headers,
    };
  } catch {
    return null;
  }
}

/**
 * Starts the queue. `noticePort`: the UDP port nginx sends its notices to; `renewUrl`: the cache's renewal port;
 * `concurrency`: renewals under way at once; `settleMs`: how long after a renewal its copy's notices are ignored.
 * Resolves to { noticePort, stats(), close() }.
 */
export async function startRenewer({
  noticePort,
  renewUrl,
  concurrency = 4,
  settleMs = SETTLE_MS,
  host = "127.0.0.1",
  log = () => {},
}) {
  const target = new URL(renewUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  /** key → { uri, headers, asks, since } */
  const pending = new Map();
  /** key → when its renewal was kept (for settleMs). */
  const renewedAt = new Map();
  const running = new Set();
  let pendingBytes = 0;
  const counts = { notices: 0, renewed: 0, failed: 0, dropped: 0 };
  let isClosed = false;
  let lastFailureLog = 0;

  const renew = (copy) =>
    new Promise((resolve) => {
      // A reader's headers or address that Node.js will not send (nginx passes on what it accepted) fail the renewal.
      let request;
      try {
        request = http.get(
          {
            host: target.hostname,
            port: target.port,
            path: copy.uri,
            headers: copy.headers,
            agent,
            timeout: RENEWAL_TIMEOUT_MS,
          },
          (response) => {
            // The body is read to its end (so nginx keeps it) and dropped unread.
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
            response.on("error", () => resolve(0));
          },
        );
      } catch {
        resolve(0);
        return;
      }
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve(0));
    });

  /**
   * The waiting copy to renew next: the one readers asked for most, where each second of waiting counts as one more
   * ask, so that a page few read is renewed too while popular ones keep expiring.
   */
  const next = () => {
    const now = Date.now();
    let best = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [key, copy] of pending) {
      const score = copy.asks + (now - copy.since) / 1000;
      if (score > bestScore) {
        best = [key, copy];
        bestScore = score;
      }
    }
    return best;
  };

  const pump = () => {
    while (!isClosed && running.size < concurrency && pending.size > 0) {
      const [key, copy] = next();
      pending.delete(key);
      pendingBytes -= key.length;
      running.add(key);
      renew(copy).then((status) => {
        running.delete(key);
        if (status >= 200 && status < 400) {
          counts.renewed += 1;
          renewedAt.set(key, Date.now());
        } else {
          // The copy stays as it was; the next reader's notice asks again.
          counts.failed += 1;
          if (Date.now() - lastFailureLog > 10_000) {
            lastFailureLog = Date.now();
            log(`renewal of ${copy.uri} answered ${status || "nothing"} (failures so far: ${counts.failed})`);
          }
        }
        pump();
      });
    }
  };

  const socket = dgram.createSocket("udp4");
  socket.on("message", (message) => {
    const copy = parseNotice(message);
    if (!copy) return;
    counts.notices += 1;
    if (running.has(copy.key)) return;
    const keptAt = renewedAt.get(copy.key);
    if (keptAt !== undefined && Date.now() - keptAt < settleMs) return;
    const waiting = pending.get(copy.key);
    if (waiting) {
      waiting.asks += 1;
      return;
    }
    if (pendingBytes + copy.key.length > MAX_PENDING_BYTES) {
      counts.dropped += 1;
      return;
    }
    pending.set(copy.key, { uri: copy.uri, headers: copy.headers, asks: 1, since: Date.now() });
    pendingBytes += copy.key.length;
    pump();
  });
  // Forget renewals older than their settling time now and then.
  const sweep = setInterval(() => {
    const limit = Date.now() - settleMs;
    for (const [key, at] of renewedAt) if (at < limit) renewedAt.delete(key);
  }, 10_000);
  sweep.unref();
  await new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(noticePort, host, resolve);
  });
  // A fault of the socket after it is bound is reported, not fatal (the queue goes on with what it has).
  socket.on("error", (error) => log(`notice socket: ${error.message}`));

  return {
    noticePort: socket.address().port,
    stats: () => ({ ...counts, pending: pending.size, running: running.size }),
    close: () => {
      isClosed = true;
      clearInterval(sweep);
      socket.close();
      agent.destroy();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      notices: { type: "string" },
      renew: { type: "string" },
      concurrency: { type: "string", default: "4" },
    },
  });
  const noticePort = Number(values.notices);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(noticePort) || !values.renew || !Number.isInteger(concurrency) || concurrency < 1) {
    process.stderr.write("Usage: node deploy/renewer.mjs --notices <udp port> --renew <url> [--concurrency n]\n");
    process.exit(2);
  }
  const renewer = await startRenewer({
    noticePort,
    renewUrl: values.renew,
    concurrency,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`Renewal queue: notices on udp 127.0.0.1:${noticePort}, renewals through ${values.renew}\n`);
  // Every minute, what was renewed (for the operator's log).
  const report = setInterval(() => process.stdout.write(`${JSON.stringify({ renewals: renewer.stats() })}\n`), 60_000);
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      clearInterval(report);
      renewer.close();
      process.exit(0);
    });
  }
}
