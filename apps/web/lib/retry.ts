/** Retries an async load: up to `retries` more attempts, waiting `initialDelayMs` and doubling each time. */
export async function withRetry<T>(
  load: () => Promise<T>,
  {
    retries = 5,
    initialDelayMs = 350,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = {},
): Promise<T> {
  let delay = initialDelayMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}
