/**
 * A least-recently-used cache bounded by the total size of its values rather than their number, so a few large
 * renderings cannot crowd memory while many small crests still fit.
 */
export class ByteLruCache<Value> {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently used entry first.
  readonly #entries = new Map<string, { value: Value; bytes: number }>();
  #totalBytes = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: Value) => number,
  ) {}

  get totalBytes(): number {
    return this.#totalBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value, evicting the least recently used ones; a value larger than the whole cache is not kept. */
  set(key: string, value: Value): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#totalBytes += bytes;
    for (const [oldestKey] of this.#entries) {
      if (this.#totalBytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#totalBytes -= entry.bytes;
    return true;
  }
}
