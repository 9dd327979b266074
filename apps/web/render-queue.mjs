// Page requests a few at a time (server.mjs, behind the HTTP cache of deploy/). Each render takes a core for tens
// to hundreds of milliseconds; when more arrive than the cores can do, rendering all of them at once makes every one
// slow and none done. Here they wait their turn instead, the cache's renewals (deploy/renewer.mjs) before pages it
// has never kept, and a request whose client has gone by its turn is never rendered.

/** A queue that runs at most `concurrency` jobs at once, urgent ones first, each in the order it came. */
export function createRenderQueue(concurrency) {
  let running = 0;
  const urgent = [];
  const normal = [];
  const pump = () => {
    while (running < concurrency) {
      const job = urgent.shift() ?? normal.shift();
      if (!job) return;
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
    run(isUrgent, start, isAbandoned) {
      (isUrgent ? urgent : normal).push({ start, isAbandoned });
      pump();
    },
    stats: () => ({ running, waiting: urgent.length + normal.length }),
  };
}

/** Page requests the queue orders: documents and navigations, not the framework's files, the API or route handlers. */
export function isPageRequest(request) {
  return (request.method === "GET" || request.method === "HEAD") && !/^\/(_next|rest|api)\//.test(request.url ?? "");
}
