// Load shedding of the website's server (server.mjs): while the event loop keeps falling behind (the mean delay over
// two quarter seconds in a row above WEB_LOAD_SHED_EVENT_LOOP_DELAY_MS, see settings.mjs), pages are answered
// with a short 503 and Retry-After at once instead of every request waiting; the cache in front serves what it has
// meanwhile. The framework's files and the revalidation calls still go through (server.mjs decides which).
import { monitorEventLoopDelay } from "node:perf_hooks";

const BUSY_PAGE =
  '<!doctype html><html lang="de"><meta charset="utf-8"><title>Einen Moment bitte</title>' +
  "<h1>Einen Moment bitte</h1><p>Die Seite ist gerade sehr gefragt. Bitte lade sie in ein paar Sekunden neu.</p></html>";
const BUSY_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "retry-after": "5",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/**
 * Starts watching the event loop.
 * @param {number} maxDelayMs the setting (settings.mjs): the mean delay above which pages are shed, 0 never
 */
export function startLoadShedding(maxDelayMs) {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let laggingSamples = 0;
  let isBusy = false;
  setInterval(() => {
    laggingSamples = maxDelayMs > 0 && loopDelay.mean / 1e6 - 10 > maxDelayMs ? laggingSamples + 1 : 0;
    // Two quarter seconds in a row: one long task alone (a first render, a big page) never sheds.
    isBusy = laggingSamples >= 2;
    loopDelay.reset();
  }, 250).unref();
  return {
    isBusy: () => isBusy,
    answerBusy: (response) => response.writeHead(503, BUSY_HEADERS).end(BUSY_PAGE),
  };
}
