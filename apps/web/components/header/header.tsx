"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { t } from "../../lib/i18n/messages";
import { SITE } from "../../lib/site";
import { Navigation } from "../navigation/navigation";
import type { NavigationItem } from "../navigation/navigation-config";
import { SmartLink } from "../ui/smart-link";
import { ContextMenu } from "./context-menu";
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
    <Link href="/mein-account" className="header-button header-button--account">
      {user.nickname}
    </Link>
  ) : (
    <a href="/login" className="header-button header-button--login">
      {t("header.login")}
    </a>
  );
}

/** Hides the header when scrolling down and shows it again when scrolling up or near the top. */
function useHideOnScroll(): boolean {
  const [isHidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HEADER_REVEAL_DISTANCE && y > last.current);
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

export function Header({
  user,
  navigation,
}: {
  user: SessionUser | null;
  navigation: (NavigationItem & { isPlainLink: boolean })[];
}) {
  const isHidden = useHideOnScroll();
  const isWebView = useIsWebView();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving the page closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    document.body.classList.toggle("scroll-locked", isMenuOpen);
    return () => document.body.classList.remove("scroll-locked");
  }, [isMenuOpen]);
  if (isWebView) return null;
  return (
    <header className={`site-header${isHidden && !isMenuOpen ? " site-header--hidden" : ""}`} data-testid="site-header">
      <div className="site-header__bar">
        <Link href="/" className="site-header__logo" aria-label={t("header.logo")}>
          <svg viewBox="0 0 120 40" width="120" height="40" aria-hidden="true" focusable="false">
            <rect width="120" height="40" rx="6" fill="#0b3d91" />
            <text
              x="60"
              y="27"
              textAnchor="middle"
              fontSize="20"
              fontWeight="700"
              fill="#ffffff"
              fontFamily="Arial, sans-serif"
            >
              {SITE.associationShortName}
            </text>
          </svg>
        </Link>
        <a
          className="site-header__partner"
          href="https://www.sparkasse.example"
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="visually-hidden">
            {t("header.partner")} {t("footer.newTab")}
          </span>
          <svg viewBox="0 0 80 24" width="80" height="24" aria-hidden="true" focusable="false">
            <rect width="80" height="24" rx="4" fill="#c8102e" />
            <text x="40" y="16" textAnchor="middle" fontSize="11" fill="#ffffff" fontFamily="Arial, sans-serif">
              Partner
            </text>
          </svg>
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
            type="button"
            className="header-button menu-button"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            {t("header.menu")}
          </button>
        </div>
      </div>
      <div className="site-header__navigation">
        <Navigation items={navigation} variant="desktop" />
      </div>
      {isMenuOpen ? (
        <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={t("header.menu")}>
          <button type="button" className="header-button mobile-menu__close" onClick={() => setMenuOpen(false)}>
            {t("header.closeMenu")}
          </button>
          <SessionSlot user={user} />
          <Navigation items={navigation} variant="mobile" onNavigate={() => setMenuOpen(false)} />
          <QuickLinks />
        </div>
      ) : null}
    </header>
  );
}
