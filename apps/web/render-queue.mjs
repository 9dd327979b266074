// Page requests a few at a time (server.mjs, behind the HTTP cache of deploy/). Each render takes a core for tens
// to hundreds of milliseconds; when more arrive than the cores can do, rendering all of them at once makes every one
// slow and none done. Here they wait their turn instead: the cache's renewals (deploy/renewer.mjs), which bring a
// change to every reader of a page, and pages it has never kept, for which one reader waits, take turns; a request
// whose connection has closed by its turn is never rendered.

/**
 * A queue that runs at most `concurrency` jobs at once, each kind in the order it came; while both kinds wait, they
 * take turns, so neither starves the other.
 */
export function createRenderQueue(concurrency) {
  let running = 0;
  const renewals = [];
  const firsts = [];
  let isRenewalsTurn = true;
  const pump = () => {
    while (running < concurrency) {
      const [mine, other] = isRenewalsTurn ? [renewals, firsts] : [firsts, renewals];
      const job = mine.shift() ?? other.shift();
      if (!job) return;
      isRenewalsTurn = !isRenewalsTurn;
      if (job.isAbandoned()) continue;
      running += 1;
      let isDone = false;
      job.start(() => {
        if (isDone) return;
        isDone = true;
        running -= 1;
        pump();
      });
    }
  };
  return {
    /** Queues `start(done)`; `isAbandoned()` is asked when its turn comes (true: skipped). */
    run(isRenewal, start, isAbandoned) {
      (isRenewal ? renewals : firsts).push({ start, isAbandoned });
      pump();
    },
    stats: () => ({ running, waiting: renewals.length + firsts.length }),
  };
}

/** Page requests the queue orders: documents and navigations, not the framework's files, the API or route handlers. */
export function isPageRequest(request) {
  return (request.method === "GET" || request.method === "HEAD") && !/^\/(_next|rest|api)\//.test(request.url ?? "");
}
