// The page and data cache of the website: Next.js's own cache, kept in memory only (bounded by
// `cacheMaxMemorySize`, least recently used entries go first; see next.config.ts), and never holding a
// "not found" page: addresses that name nothing are unlimited, and each would otherwise keep a rendered page.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

class SiteCache extends FileSystemCache {
  async set(key, data, context) {
    if (data && RESPONSE_KINDS.has(data.kind) && data.status === 404) return;
    return super.set(key, data, context);
  }
}

module.exports = SiteCache;
