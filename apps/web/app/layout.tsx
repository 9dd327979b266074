import type { Metadata, Viewport } from "next";
import { cookies, headers } from "next/headers";
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
import { getSessionUser } from "../lib/session";
import { SITE, siteUrl } from "../lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE.associationName, template: `%s | ${SITE.associationShortName}` },
  description: "Ergebnisse, Tabellen, Vereine, Mannschaften und Neuigkeiten des Amateurfußballs in Bayern.",
  applicationName: SITE.associationName,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b3d91" };

/** A page is shown as an app's web view (without header) when the app says so by header or cookie. */
async function isWebView(): Promise<boolean> {
  const [requestHeaders, requestCookies] = await Promise.all([headers(), cookies()]);
  return requestHeaders.get("x-webview") === "true" || requestCookies.get("webview")?.value === "1";
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [webView, user] = await Promise.all([isWebView(), getSessionUser()]);
  return (
    <html lang="de">
      <body>
        <a className="skip-link" href="#main">
          {t("skip.main")}
        </a>
        <ToastProvider>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          {webView ? null : <Header user={user} navigation={prepareNavigation(NAVIGATION)} />}
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
