import type { ReactNode } from "react";
import { t } from "@/lib/i18n/messages";
import { SITE } from "@/lib/site";
import { AdSlot } from "../ads/ad-slot";
import { Footer } from "../footer/footer";
import { FOOTER } from "../footer/footer-config";
import { Header } from "../header/header";
import { FavoritesProvider } from "../session/favorites-provider";
import { SessionProvider } from "../session/session-provider";
import { SignedOutNotice } from "../session/signed-out-notice";
import { DeviceNotice } from "../ui/device-notice";
import { LoadingBar } from "../ui/loading-bar";
import { ToastProvider } from "../ui/toast";
import { ServiceWorker } from "./service-worker";
import { SiteNamesProvider } from "./site-names";

/**
 * The site's frame: skip link, header with navigation, the main landmark, ad slots and footer. The `(site)` route
 * group wraps its pages in it, and the global 404 page uses it too, since that page sits outside the group. Pages
 * outside the group (the embeddable widgets under `/widget/`) have no frame and bring a layout of their own.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip.main")}
      </a>
      <SiteNamesProvider names={{ name: SITE.associationName, shortName: SITE.associationShortName }}>
        <SessionProvider>
          <FavoritesProvider>
            <ToastProvider>
              <LoadingBar />
              <Header />
              <main id="main" className="site-main" tabIndex={-1}>
                {children}
              </main>
              <AdSlot id="Mobile_Footer_1" className="ad-slot--mobile" />
              <AdSlot id="Footer_1" className="ad-slot--desktop" />
              <Footer config={FOOTER} />
              <DeviceNotice />
              <SignedOutNotice />
              <ServiceWorker />
            </ToastProvider>
          </FavoritesProvider>
        </SessionProvider>
      </SiteNamesProvider>
    </>
  );
}
