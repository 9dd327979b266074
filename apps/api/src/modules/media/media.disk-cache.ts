import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

export interface StoredImage {
  data: Buffer;
  contentType: string;
}

export interface DiskCacheOptions {
  directory: string;
  maxBytes: number;
  /** Told about files that could not be read or written; the cache then behaves as if they were absent. */
  onError?: (error: unknown) => void;
}

const TEMPORARY_SUFFIX = ".tmp";
// Every stored file starts with its content type and a newline, so a restart knows what it holds.
const NEWLINE = 0x0a;
const MAX_HEADER_BYTES = 64;

let temporaryCounter = 0;

/**
 * Renderings kept on disk across restarts, bounded by their total size (least recently used go first; the file
 * times carry the order over a restart). A key is `<id>_<version>_…`: storing a new version of an id removes the
 * files of its other versions. Files are written under a temporary name and renamed, so a crash never leaves a
 * half-written one behind.
 */
export function createDiskCache({ directory, maxBytes, onError = () => {} }: DiskCacheOptions) {
  // Insertion order is recency order: a hit moves the entry to the end.
  const index = new Map<string, number>();
  let totalBytes = 0;
  const ready = load().catch(onError);

  async function load() {
    const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const found: { name: string; bytes: number; usedAt: number }[] = [];
    for (const name of names) {
      const file = path.join(directory, name);
      if (name.endsWith(TEMPORARY_SUFFIX)) {
        await unlink(file).catch(onError);
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) found.push({ name, bytes: info.size, usedAt: info.mtimeMs });
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const entry of found) remember(entry.name, entry.bytes);
    evict();
  }

  function remember(name: string, bytes: number) {
    forget(name);
    index.set(name, bytes);
    totalBytes += bytes;
  }

  function forget(name: string) {
    const bytes = index.get(name);
    if (bytes === undefined) return;
    index.delete(name);
    totalBytes -= bytes;
  }

  function remove(name: string) {
    forget(name);
    unlink(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") onError(error);
    });
  }

  function evict() {
    for (const [name] of index) {
      if (totalBytes <= maxBytes) break;
      remove(name);
    }
  }

  function fileNameOf(key: string): string {
    if (!/^[\w.-]+$/.test(key)) throw new Error(`Unusable disk cache key ${key}`);
    return key;
  }

  return {
    get totalBytes() {
      return totalBytes;
    },
    get size() {
      return index.size;
    },
    /** Resolves once the files of an earlier run are indexed. */
    ready,
    async read(key: string): Promise<StoredImage | undefined> {
      await ready;
      const name = fileNameOf(key);
      const bytes = index.get(name);
      if (bytes === undefined) return undefined;
      const file = path.join(directory, name);
      try {
        const content = await readFile(file);
        const end = content.subarray(0, MAX_HEADER_BYTES).indexOf(NEWLINE);
        if (end <= 0) throw new Error(`Damaged media cache file ${name}`);
        remember(name, bytes);
        const now = new Date();
        utimes(file, now, now).catch(() => {});
        return { contentType: content.subarray(0, end).toString("latin1"), data: content.subarray(end + 1) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") onError(error);
        remove(name);
        return undefined;
      }
    },
    /** Stores a rendering and drops the files of the id's other versions (`<id>_<version>_…`). */
    async write(key: string, image: StoredImage): Promise<void> {
      await ready;
      const name = fileNameOf(key);
      const [id, version] = name.split("_");
      for (const [other] of index) {
        const [otherId, otherVersion] = other.split("_");
        if (otherId === id && otherVersion !== version) remove(other);
      }
      const content = Buffer.concat([Buffer.from(`${image.contentType}\n`, "latin1"), image.data]);
      if (content.byteLength > maxBytes) return;
      temporaryCounter += 1;
      const temporary = path.join(directory, `${name}.${process.pid}.${temporaryCounter}${TEMPORARY_SUFFIX}`);
      try {
        // Created with the first rendering, so an instance that renders nothing leaves nothing behind.
        await mkdir(directory, { recursive: true });
        await writeFile(temporary, content);
        await rename(temporary, path.join(directory, name));
      } catch (error) {
        onError(error);
        await unlink(temporary).catch(() => {});
        return;
      }
      remember(name, content.byteLength);
      evict();
    },
  };
}

export type DiskCache = ReturnType<typeof createDiskCache>;
