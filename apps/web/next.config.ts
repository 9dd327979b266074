import type { NextConfig } from "next";

const apiUrl = (process.env.API_URL ?? "http://127.0.0.1:4000/rest").replace(/\/$/, "");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js would hash every cached page on every request to make its ETag (about half the cost of serving a
  // cached page); pages are kept fresh by revalidation and `s-maxage`, so a validator buys little.
  generateEtags: false,
  reactStrictMode: true,
  // The browser reaches the API (and its image server) on the site's own origin under /rest.
  async rewrites() {
    return [{ source: "/rest/:path*", destination: `${apiUrl}/:path*` }];
  },
};

export default nextConfig;
