// The page and data cache of the website: Next.js's own cache, kept in memory only (bounded by
// `cacheMaxMemorySize`, least recently used entries go first; see next.config.ts), and never holding a
// "not found" page: addresses that name nothing are unlimited, and each would otherwise keep a rendered page.
//
// Behind an HTTP cache (WEB_BEHIND_CACHE=true) an entry past its lifetime counts as missing: the page is rendered
// (its data fetched) on the request that asks for it, instead of being answered as it was while Next.js renders it
// in the background. The cache in front already serves the old copy to readers, and the one request that reaches
// the website is its renewal (deploy/renewer.mjs), which should bring the new page, not the old one for one more
// lifetime, and should wait for the render it caused, so that renewals a few at a time mean renders a few at a time.
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
// Next.js loads this file itself (an `import()` of the path in next.config.ts), outside its bundles: it reads the
// settings module as plain Node.js does (a `require` of an ES module, Node.js 20.19 and later).
const { settings } = require("./settings.mjs");

const RESPONSE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/** Seconds an entry stays fresh: a fetch's own lifetime, or the page's. */
function lifetimeOf(entry, context) {
  if (entry.value?.kind === "FETCH") return context?.revalidate || entry.value.revalidate;
  return entry.cacheControl?.revalidate;
}

class SiteCache extends FileSystemCache {
  async get(key, context) {
    const entry = await super.get(key, context);
    if (!entry?.value || !settings().isBehindCache) return entry;
    const lifetime = lifetimeOf(entry, context);
    if (typeof lifetime === "number" && entry.lastModified + lifetime * 1000 <= Date.now()) return null;
    return entry;
  }

  async set(key, data, context) {
    if (data && RESPONSE_KINDS.has(data.kind) && data.status === 404) return;
    return super.set(key, data, context);
  }
}

module.exports = SiteCache;
