"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { t } from "@/lib/i18n/messages";
import { Icon } from "../ui/icons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  // Hidden entries (a closed third level) have no layout box and take no focus.
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length);
}

/**
 * The phone menu as a modal dialog: it takes the focus when it opens, keeps it inside while open (Tab and Shift+Tab
 * wrap around) and closes with Escape or its close button; the header returns the focus to the menu button.
 */
export function MobileMenu({ id, onClose, children }: { id: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const container = dialog.current;
      if (!container) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const isInside = active instanceof HTMLElement && container.contains(active);
      if (!isInside || (event.shiftKey && active === first)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div id={id} ref={dialog} className="mobile-menu" role="dialog" aria-modal="true" aria-label={t("header.menu")}>
      <div className="mobile-menu__top">
        <button
          ref={closeButton}
          type="button"
          className="icon-button mobile-menu__close"
          aria-label={t("header.closeMenu")}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      {children}
    </div>
  );
}
