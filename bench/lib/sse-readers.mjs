// Live readers of the Sunday replay (bench/sunday.mjs), in a process of their own: opens the given live streams
// through the cache and notes when each match state (score and phase) first arrives. Started with fork(); the
// parent sends { streams: [path…], base } and later "report"; the child answers with what it saw.
import http from "node:http";

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
/** matchId|home:guest|timeState -> first arrival (ms since the epoch). */
const firstSeen = new Map();
let open = 0;
let failed = 0;
let events = 0;
let bytes = 0;

function record(data) {
  const key = `${data.matchId}|${data.homeGoals ?? "-"}:${data.guestGoals ?? "-"}|${data.timeState}`;
  if (!firstSeen.has(key)) firstSeen.set(key, Date.now());
}

function openStream(base, path, attempt = 0) {
  const request = http.get(`${base}${path}`, { agent, headers: { accept: "text/event-stream" } }, (response) => {
    if (response.statusCode !== 200) {
      failed += 1;
      response.resume();
      return;
    }
    open += 1;
    let buffer = "";
    response.setEncoding("utf8");
    response.on("data", (chunk) => {
      bytes += chunk.length;
      buffer += chunk;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!frame.startsWith("id:")) continue;
        events += 1;
        if (!frame.includes("\nevent: match\n")) continue;
        const data = frame.slice(frame.indexOf("\ndata: ") + 7);
        try {
          record(JSON.parse(data));
        } catch {}
      }
    });
    response.on("end", () => {
      open -= 1;
    });
    response.on("error", () => {});
  });
  request.on("error", () => {
    if (attempt < 3) setTimeout(() => openStream(base, path, attempt + 1), 500);
    else failed += 1;
  });
}

process.on("message", async (message) => {
  if (message === "report") {
    process.send({ open, failed, events, bytes, firstSeen: [...firstSeen] });
    return;
  }
  if (message === "status") {
    process.send({ open, failed, events });
    return;
  }
  // Opened in steps, as readers arrive, not all in one instant.
  const { base, streams, perSecond } = message;
  for (let index = 0; index < streams.length; index += 1) {
    openStream(base, streams[index]);
    if ((index + 1) % Math.max(1, Math.round(perSecond / 10)) === 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
