import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SITE } from "../lib/site";
import { WEB_VIEW_SCRIPT } from "../lib/web-view";
import "./globals.css";

// No `metadataBase`: pages name their canonical and share addresses in full (lib/metadata.ts), from the site's
// address at run time; the 404 page is prerendered at build time, when that address is not configured.
export const metadata: Metadata = {
  title: { default: SITE.associationName, template: `%s | ${SITE.associationShortName}` },
  description: "Ergebnisse, Tabellen, Vereine, Mannschaften und Neuigkeiten des Amateurfußballs in Bayern.",
  applicationName: SITE.associationName,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b3d91" };

/*
 * An app's web view leaves the header out. The flag arrives as the `x-webview` header or the `webview` cookie;
 * the proxy turns the header into the cookie, and WEB_VIEW_SCRIPT reads the cookie before the first paint.
 */

/** The document shell every page shares; the site's frame lives in the `(site)` route group's layout. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no data in it. */}
        <script dangerouslySetInnerHTML={{ __html: WEB_VIEW_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
