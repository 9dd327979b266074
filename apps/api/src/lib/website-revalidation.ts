/** Tells the website which cache tags a data change made stale; the website revalidates them at once. */
export type RevalidateTags = (tags: string[]) => Promise<void>;

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * A revalidator for the configured website, or one that does nothing when none is configured. Failures are
 * logged and swallowed: the website's caches expire on their own within a minute anyway.
 */
export function createWebsiteRevalidator(
  target: { url: string | undefined; secret: string | undefined },
  log: Logger,
  timeoutMs = 2_000,
): RevalidateTags {
  const { url, secret } = target;
  if (!url || !secret) return async () => {};
  return async (tags) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) log.warn({ status: response.status, tags }, "website revalidation refused");
    } catch (error) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error), tags },
        "website unreachable for revalidation",
      );
    }
  };
}
