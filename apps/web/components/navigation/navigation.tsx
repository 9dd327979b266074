"use client";

import { useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n/messages";
import { SmartLink } from "../ui/smart-link";
import { useRouteChange } from "../ui/use-route-change";
import type { NavigationItem } from "./navigation-config";

type PreparedItem = NavigationItem & { isPlainLink: boolean };

function Dropdown({ item, id, onNavigate }: { item: PreparedItem; id: string; onNavigate: () => void }) {
  const [openThird, setOpenThird] = useState<number | null>(null);
  return (
    <div className="nav__dropdown" id={id}>
      <div className="nav__teaser">
        {item.imageLink ? (
          // biome-ignore lint/performance/noImgElement: teaser images are small static files with fixed dimensions.
          <img
            src={item.imageLink}
            alt={item.imageAlt ?? ""}
            title={item.imageTitle}
            width={290}
            height={193}
            className="nav__teaser-image"
          />
        ) : null}
        {item.teaserHeadline ? (
          <p className="nav__teaser-headline">
            {/* The teaser leads to what it announces; the overview link below always to the section's own page. */}
            {item.teaserLink && item.teaserLink !== item.link ? (
              <SmartLink href={item.teaserLink} onClick={onNavigate}>
                {item.teaserHeadline}
              </SmartLink>
            ) : (
              item.teaserHeadline
            )}
          </p>
        ) : null}
        {item.bereichsBeschreibung ? <p className="nav__teaser-text">{item.bereichsBeschreibung}</p> : null}
        <SmartLink href={item.link} onClick={onNavigate} className="nav__teaser-link">
          {t("nav.overview", { title: item.navigationTitle })}
        </SmartLink>
      </div>
      <ul className="nav__level2">
        {item.sublinks?.map((sub, index) => (
          <li key={sub.link} className="nav__level2-item">
            <SmartLink href={sub.link} onClick={onNavigate}>
              {sub.navigationTitle}
            </SmartLink>
            {sub.sublinks?.length ? (
              <>
                <button
                  type="button"
                  className="nav__expand"
                  aria-expanded={openThird === index}
                  aria-label={t("nav.more", { title: sub.navigationTitle })}
                  onClick={() => setOpenThird(openThird === index ? null : index)}
                >
                  ›
                </button>
                <div
                  className={`nav__level3 ${openThird === index ? "nav__level3--open" : ""}`}
                  hidden={openThird !== index}
                >
                  <button type="button" className="nav__back" onClick={() => setOpenThird(null)}>
                    ‹ {t("nav.back")}
                  </button>
                  <ul>
                    {sub.sublinks.map((third) => (
                      <li key={third.link}>
                        <SmartLink href={third.link} onClick={onNavigate}>
                          {third.navigationTitle}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {item.toplinks?.length ? (
        <div className="nav__toplinks">
          <p className="nav__toplinks-title">{t("nav.topLinks")}</p>
          <ul>
            {item.toplinks.map((link) => (
              <li key={link.link}>
                <SmartLink href={link.link} onClick={onNavigate}>
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The main navigation: plain links and dropdowns, one dropdown open at a time. */
export function Navigation({
  items,
  variant,
  onNavigate,
}: {
  items: PreparedItem[];
  variant: "desktop" | "mobile";
  onNavigate?: () => void;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
  // Leaving the page closes the menu.
  useRouteChange(() => setOpenIndex(null));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenIndex(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  const navigate = () => {
    setOpenIndex(null);
    onNavigate?.();
  };
  return (
    <nav ref={root} className={`nav nav--${variant}`} aria-label={t("header.mainNavigation")}>
      <ul className="nav__level1">
        {items.map((item, index) => (
          <li key={item.link} className="nav__level1-item">
            {item.isPlainLink ? (
              <SmartLink href={item.link} className="nav__top" onClick={navigate}>
                {item.navigationTitle}
              </SmartLink>
            ) : (
              <>
                <button
                  type="button"
                  className="nav__top"
                  aria-expanded={openIndex === index}
                  aria-controls={`nav-${variant}-${index}`}
                  onClick={() => setOpenIndex(openIndex === index ? null : index)}
                >
                  {item.navigationTitle}
                </button>
                {openIndex === index ? (
                  <Dropdown item={item} id={`nav-${variant}-${index}`} onNavigate={navigate} />
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
