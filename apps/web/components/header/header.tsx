"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n/messages";
import { SITE } from "@/lib/site";
import { useSiteNames } from "../frame/site-names";
import { Navigation } from "../navigation/navigation";
import { NAVIGATION, type NavigationItem, prepareNavigation } from "../navigation/navigation-config";
import { useSession } from "../session/use-session";
import { AppLink } from "../ui/app-link";
import { AssociationLogo } from "../ui/association-logo";
import { Icon } from "../ui/icons";
import { SmartLink } from "../ui/smart-link";
import { useRouteChange } from "../ui/use-route-change";
import { ContextMenu } from "./context-menu";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";

export interface SessionUser {
  nickname: string;
}

export const HEADER_REVEAL_DISTANCE = 150;

function QuickLinks() {
  return (
    <ul className="quick-links" aria-label={t("header.quickLinks")}>
      <li>
        <SmartLink href={SITE.matchPortalUrl}>{t("header.matchPortal")}</SmartLink>
      </li>
      <li>
        <SmartLink href="/infothek">{t("header.infothek")}</SmartLink>
      </li>
    </ul>
  );
}

function SessionSlot({ user }: { user: SessionUser | null }) {
  return user ? (
    <AppLink href="/mein-account" className="header-button header-button--account">
      {user.nickname}
    </AppLink>
  ) : (
    <a href="/login" className="header-button header-button--login">
      {t("header.login")}
    </a>
  );
}

/**
 * Hides the header when scrolling down and shows it again when scrolling up or near the top. A scroll event
 * without movement keeps it as it is: the browser dispatches a scroll's event at its next frame, so a page
 * scrolled just before the header came to life sends one after the header has already seen the position.
 */
function useHideOnScroll(): boolean {
  const [isHidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= HEADER_REVEAL_DISTANCE || y < last.current) setHidden(false);
      else if (y > last.current) setHidden(true);
      last.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A page scrolled before the header came to life (or restored further down) counts as scrolled down.
    onScroll();
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return isHidden;
}

/** An app's web view (flagged on the document before the first paint, see the root layout) has no header. */
function useIsWebView(): boolean {
  const [isWebView, setWebView] = useState(false);
  useEffect(() => setWebView(document.documentElement.dataset.webview === "1"), []);
  return isWebView;
}

const PARTNER = {
  name: "Sparkasse Beispiel",
  logo: "/images/partner/sparkasse.svg",
  url: "https://www.sparkasse.example",
};

/**
 * The association's navigation, part of the header's own script: handed down from the server, it would travel in the
 * payload of every page (some 4 kB), where the script that the browser keeps between pages holds it once.
 */
const SITE_NAVIGATION = prepareNavigation(NAVIGATION);

/** The page header; the signed-in user comes from the session, unless given (tests, previews). */
export function Header({
  user: givenUser,
  navigation = SITE_NAVIGATION,
}: {
  user?: SessionUser | null;
  navigation?: (NavigationItem & { isPlainLink: boolean })[];
}) {
  // Every page has the header, so the session's rules for pages without required login apply here (website.md 4).
  const session = useSession();
  const names = useSiteNames();
  const user = givenUser !== undefined ? givenUser : session.user;
  const isHidden = useHideOnScroll();
  const isWebView = useIsWebView();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Leaving the page closes the menu.
  useRouteChange(() => setMenuOpen(false));
  useEffect(() => {
    document.body.classList.toggle("scroll-locked", isMenuOpen);
    return () => document.body.classList.remove("scroll-locked");
  }, [isMenuOpen]);
  // Closed by the visitor (Escape, close button), the menu gives the focus back to the button that opened it.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  if (isWebView) return null;
  return (
    <header className={`site-header${isHidden && !isMenuOpen ? " site-header--hidden" : ""}`} data-testid="site-header">
      <div className="site-header__bar">
        <AppLink href="/" className="site-header__logo" aria-label={t("header.logo", { ...names })}>
          <AssociationLogo shortName={names.shortName} />
        </AppLink>
        {/* Beside the link, not in it: the link's name starts with the visible wordmark (WCAG 2.5.3). */}
        <span className="site-header__claim" aria-hidden="true">
          Amateurfußball
          <br />
          in Bayern
        </span>
        <a className="site-header__partner" href={PARTNER.url} target="_blank" rel="noopener noreferrer">
          {/* biome-ignore lint/performance/noImgElement: a small static logo file with fixed dimensions. */}
          <img src={PARTNER.logo} alt="" width={80} height={24} className="site-header__partner-logo" />
          <span className="visually-hidden">
            {t("header.partner")}: {PARTNER.name} {t("footer.newTab")}
          </span>
        </a>
        <div className="site-header__quick">
          <QuickLinks />
        </div>
        <div className="site-header__actions">
          <div className="site-header__session">
            <SessionSlot user={user} />
          </div>
          <SearchBox />
          <ContextMenu isLoggedIn={user !== null} />
          <button
            ref={menuButton}
            type="button"
            className="icon-button menu-button"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={t("header.menu")}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <div className="site-header__navigation">
        <Navigation items={navigation} variant="desktop" />
      </div>
      {isMenuOpen ? (
        <MobileMenu id="mobile-menu" onClose={closeMenu}>
          <SessionSlot user={user} />
          <Navigation items={navigation} variant="mobile" onNavigate={() => setMenuOpen(false)} />
          <QuickLinks />
        </MobileMenu>
      ) : null}
    </header>
  );
}
