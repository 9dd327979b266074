/**
 * A value made on first use and kept. For formatters and collators of `Intl` at a module's top level: the browser
 * evaluates every module a page's scripts import before the page responds, and the first `Intl` object with a time
 * zone or a German collation costs a phone some 30 to 45 ms of its main thread (it loads the locale's tables), also
 * for modules whose formatter the page never calls.
 */
export function lazy<T extends object>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
