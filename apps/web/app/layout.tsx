import type { Metadata, Viewport } from "next";
import { type ReactNode, Suspense } from "react";
import { AdSlot } from "../components/ads/ad-slot";
import { Footer } from "../components/footer/footer";
import { FOOTER } from "../components/footer/footer-config";
import { Header } from "../components/header/header";
import { NAVIGATION, prepareNavigation } from "../components/navigation/navigation-config";
import { DeviceNotice } from "../components/ui/device-notice";
import { LoadingBar } from "../components/ui/loading-bar";
import { ToastProvider } from "../components/ui/toast";
import { t } from "../lib/i18n/messages";
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, no data in it. */}
        <script dangerouslySetInnerHTML={{ __html: WEB_VIEW_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("skip.main")}
        </a>
        <ToastProvider>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <Header user={null} navigation={prepareNavigation(NAVIGATION)} />
          <main id="main" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <AdSlot id="Mobile_Footer_1" className="ad-slot--mobile" />
          <AdSlot id="Footer_1" className="ad-slot--desktop" />
          <Footer config={FOOTER} />
          <DeviceNotice />
        </ToastProvider>
      </body>
    </html>
  );
}
