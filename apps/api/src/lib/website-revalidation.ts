/**
 * Tells the website which cache tags a data change made stale. By default the website drops those pages at once
 * (the next visitor waits for a fresh render); `inBackground` lets it serve the page it has while it renders the
 * new one, for the many small changes of live reporting, whose news the live streams carry anyway.
 */
export type RevalidateTags = (tags: string[], options?: { inBackground?: boolean }) => Promise<void>;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * A revalidator for the configured website instances (each keeps a cache of its own, so each is told), or one that
 * does nothing when none is configured. Failures are logged and swallowed: the website's caches expire on their
 * own within a minute anyway.
 */
export function createWebsiteRevalidator(
  target: { urls: readonly string[]; secret: string | undefined },
  log: Logger,
  timeoutMs = 2_000,
): RevalidateTags {
  const { urls, secret } = target;
  if (urls.length === 0 || !secret) return async () => {};
  return async (tags, options) => {
    const body = JSON.stringify(options?.inBackground ? { tags, refresh: "background" } : { tags });
    await Promise.all(urls.map((url) => tellOne(url, secret, body, tags, log, timeoutMs)));
  };
}

async function tellOne(
  url: string,
  secret: string,
  body: string,
  tags: string[],
  log: Logger,
  timeoutMs: number,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) log.warn({ status: response.status, tags }, "website revalidation refused");
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error), tags },
      "website unreachable for revalidation",
    );
  }
}
