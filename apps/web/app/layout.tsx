import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { FIRST_PAINT_SCRIPT } from "../lib/security-headers";
import { SITE } from "../lib/site";
import "./globals.css";

// No `metadataBase`: pages name their canonical and share addresses in full (lib/metadata.ts), from the site's
// address at run time; the 404 page is prerendered at build time, when that address is not configured.
export const metadata: Metadata = {
  title: { default: SITE.associationName, template: `%s | ${SITE.associationShortName}` },
  description: "Ergebnisse, Tabellen, Vereine, Mannschaften und Neuigkeiten des Amateurfußballs in Bayern.",
  applicationName: SITE.associationName,
  appleWebApp: { title: SITE.associationShortName, statusBarStyle: "default" },
};

// The browser's bar follows the system scheme (a choice made on the site cannot reach it before the first paint).
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#0b3d91" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1722" },
  ],
};

/*
 * Before the first paint, FIRST_PAINT_SCRIPT marks the document for an app's web view (no header; the flag arrives
 * as the `x-webview` header, which the proxy turns into the `webview` cookie) and with the colour scheme the visitor
 * chose on this device (lib/theme.ts). Both are read on the client, so every page stays one cacheable document.
 */

/** The document shell every page shares; the site's frame lives in the `(site)` route group's layout. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no data in it. */}
        <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
