// Where the renewal queue (renewer.mjs) hears the API's changes: the API tells it, as it tells each website
// instance, which cache tags a write touched (a POST of {"tags": [...]}, signed with REVALIDATE_SECRET; the topology
// lists this port in WEB_REVALIDATE_URL).
import { timingSafeEqual } from "node:crypto";
import http from "node:http";

const MAX_BYTES = 64 * 1024;
const TAG = /^[a-z]+(?::[A-Za-z0-9][A-Za-z0-9_-]{0,99})?$/;

/** Whether a string has the form of a cache tag (packages/cache-tags: `matches`, `match:ID`, …). */
export function isTag(value) {
  return typeof value === "string" && TAG.test(value);
}

function isAuthorised(header, secret) {
  const given = Buffer.from(String(header ?? ""));
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Listens on `port` (0: any) for the API's announcements and hands each one's tags to `onTags`. Resolves to
 * { port, close() }.
 */
export async function listenForChanges({ port, host = "127.0.0.1", secret, onTags, log = () => {} }) {
  const server = http.createServer((request, response) => {
    const answer = (status, body) =>
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (request.method !== "POST") return answer(405, { message: "POST only" });
    if (!isAuthorised(request.headers.authorization, secret)) return answer(401, { message: "Unauthorized" });
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_BYTES) chunks.push(chunk);
    });
    request.on("end", () => {
      let tags = null;
      try {
        if (size <= MAX_BYTES) tags = JSON.parse(Buffer.concat(chunks).toString("utf8"))?.tags;
      } catch {
        // Answered below.
      }
      if (!Array.isArray(tags) || tags.length === 0 || !tags.every(isTag)) {
        return answer(400, { message: 'Invalid field "tags": cache tags like "match:ID"' });
      }
      onTags(tags);
      answer(200, { heard: tags.length });
    });
    request.on("error", () => {});
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  server.on("error", (error) => log(`changes port: ${error.message}`));
  return {
    port: server.address().port,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  };
}
