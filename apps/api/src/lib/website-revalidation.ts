/**
 * Tells the website which cache tags a data change made stale. By default the website drops those pages at once
 * (the next visitor waits for a fresh render); `inBackground` lets it serve the page it has while it renders the
 * new one, for the many small changes of live reporting, whose news the live streams carry anyway.
 */
/** The most tags the website's revalidation endpoint takes in one call (app/api/revalidate/route.ts). */
export const TAGS_PER_CALL = 50;

export type RevalidateTags = (tags: string[], options?: { inBackground?: boolean }) => Promise<void>;

interface Logger {
  warn(object: object, message: string): void;
  debug?(object: object, message: string): void;
}

/**
 * How long after the API has started a website that refuses connections is taken to be still starting: the API
 * starts first (`npm start`, deploy/topology.mjs) and announces the content it imported before the website listens.
 */
const WEBSITE_START_GRACE_MS = 5 * 60_000;

/** Nothing listens at the address: the connection was refused, not lost or timed out. */
function isRefused(error: unknown): boolean {
  return (error as { cause?: { code?: unknown } } | undefined)?.cause?.code === "ECONNREFUSED";
}

/**
 * A revalidator for the configured website instances (each keeps a cache of its own, so each is told), or one that
 * does nothing when none is configured. Failures are logged and swallowed: the website's caches expire on their
 * own within a minute anyway. A website that refuses the connection before it has ever answered, within
 * `startGraceMs`, is still starting: its cache, in its memory only, is empty, so nothing of it is stale and that is
 * no warning (a clean start tells it about the imported content before it listens).
 */
export function createWebsiteRevalidator(
  target: { urls: readonly string[]; secret: string | undefined },
  log: Logger,
  timeoutMs = 2_000,
  startGraceMs = WEBSITE_START_GRACE_MS,
): RevalidateTags {
  const { urls, secret } = target;
  if (urls.length === 0 || !secret) return async () => {};
  const startingUntil = Date.now() + startGraceMs;
  const answered = new Set<string>();
  return async (allTags, options) => {
    // The website takes at most TAGS_PER_CALL tags a call: a longer list goes in several.
    for (let start = 0; start < allTags.length; start += TAGS_PER_CALL) {
      await tellAll(allTags.slice(start, start + TAGS_PER_CALL), options, secret);
    }
  };

  async function tellAll(tags: string[], options: { inBackground?: boolean } | undefined, key: string) {
    const body = JSON.stringify(options?.inBackground ? { tags, refresh: "background" } : { tags });
    await Promise.all(
      urls.map(async (url) => {
        const outcome = await tellOne(url, key, body, tags, log, timeoutMs);
        if (outcome === "answered") answered.add(url);
        if (outcome !== "refused") return;
        if (answered.has(url) || Date.now() > startingUntil) {
          log.warn({ err: "connection refused", tags }, "website unreachable for revalidation");
        } else {
          log.debug?.({ url, tags }, "website not listening yet: nothing of it to revalidate");
        }
      }),
    );
  }
}

/** Tells one website: it answered (a refusal of the call is logged), refused the connection, or failed (logged). */
async function tellOne(
  url: string,
  secret: string,
  body: string,
  tags: string[],
  log: Logger,
  timeoutMs: number,
): Promise<"answered" | "refused" | "failed"> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) log.warn({ status: response.status, tags }, "website revalidation refused");
    return "answered";
  } catch (error) {
    if (isRefused(error)) return "refused";
    log.warn(
      { err: error instanceof Error ? error.message : String(error), tags },
      "website unreachable for revalidation",
    );
    return "failed";
  }
}
