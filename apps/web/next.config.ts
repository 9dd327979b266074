import type { NextConfig } from "next";

const apiUrl = (process.env.API_URL ?? "http://127.0.0.1:4000/rest").replace(/\/$/, "");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The browser reaches the API (and its image server) on the site's own origin under /rest.
  async rewrites() {
    return [{ source: "/rest/:path*", destination: `${apiUrl}/:path*` }];
  },
};

export default nextConfig;
