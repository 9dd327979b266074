import type { MetadataRoute } from "next";
import { env } from "../lib/env";

/**
 * Everything is open to crawlers except the API on the site's origin (`/rest/`), the site's own endpoints
 * (`/api/`) and the personal pages; the sitemap index on the site's own host lists the rest.
 */
/** Read per request: the site address is configured at run time. */
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/rest/", "/api/", "/mein-account", "/profil-bearbeiten", "/login", "/logout", "/textsuche"],
      },
    ],
    sitemap: `${env().siteUrl}/sitemap.xml`,
  };
}
