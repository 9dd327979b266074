import type { MetadataRoute } from "next";

/**
 * Everything is open to crawlers except the API on the site's origin (`/rest/`) and the site's own endpoints
 * (`/api/`). No Sitemap line: the API's sitemaps index addresses of the API itself, and the site publishes no
 * sitemap address of its own; robots.txt names none rather than one that does not answer.
 */
export default function robots(): MetadataRoute.Robots {
  return { rules: [{ userAgent: "*", allow: "/", disallow: ["/rest/", "/api/"] }] };
}
