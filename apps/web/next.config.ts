import { createRequire } from "node:module";
import type { NextConfig } from "next";
import { buildSettings } from "./lib/env";

const require = createRequire(import.meta.url);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js would hash every cached page on every request to make its ETag (about half the cost of serving a
  // cached page); pages are kept fresh by revalidation and `s-maxage`, so a validator buys little.
  generateEtags: false,
  reactStrictMode: true,
  // Cached pages and data live in memory only, at most 512 MB per instance (least recently used go first): the
  // addresses a visitor can make up are unlimited, so an unbounded page cache on disk could fill it. Behind a cache
  // that keeps pages stale while they renew, the instance must still hold the pages being renewed, or each renewal
  // is a full render (the Sunday replay's afternoon pages need a few hundred megabytes).
  cacheHandler: require.resolve("./cache-handler.cjs"),
  cacheMaxMemorySize: 512 * 1024 * 1024,
  // globalNotFound: addresses that match no route get app/global-not-found.tsx, rendered on its own, so that no page's
  // payload carries a root 404 with a second copy of the frame (a documented, still experimental Next.js 16 option).
  //
  // inlineCss: the site's stylesheet (about 8 kB compressed) comes inside each document rather than as files the
  // browser must fetch before it may paint. On a phone's first visit those files held the first paint back until the
  // scripts had arrived and run, so that the page's largest text appeared only after hydration (bench/RESULTS.md,
  // "Pages that paint fast"). The price: a returning visitor receives the styles again with each document.
  //
  // serverActions.bodySizeLimit: a team's photo (the API takes up to 5 MB, docs/team-administration.md) goes through
  // a server action; every other action's form is far smaller.
  experimental: {
    isrFlushToDisk: false,
    globalNotFound: true,
    inlineCss: true,
    serverActions: { bodySizeLimit: "6mb" },
  },
  // The test line type-checks the site in a step of its own and then has the browser tests' server build it: it says
  // so (lib/env.ts, buildSettings), and that build skips a second check of the same sources. Every other build
  // (npm start, npm run build, the topology) checks them.
  typescript: { ignoreBuildErrors: buildSettings().isTypeChecked },
  // Pages get their full set of security headers in proxy.ts; these two hold for every answer, assets included.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
