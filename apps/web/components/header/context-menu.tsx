"use client";

import { useEffect, useRef, useState } from "react";
import { t } from "@/lib/i18n/messages";
import { Icon } from "../ui/icons";
import { Modal } from "../ui/modal";
import { ShareLinks, useCopyLink } from "../ui/share-links";
import { SmartLink } from "../ui/smart-link";
import { ThemeChoiceControl } from "./theme-choice";

/** Edit profile and logout when logged in, login when not; share, copy link and the colour scheme for everyone. */
export function ContextMenu({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isSharing, setSharing] = useState(false);
  const copyLink = useCopyLink();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [isOpen]);
  return (
    <div className="context-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-label={t("context.open")}
        onClick={() => setOpen(!isOpen)}
      >
        <Icon name="more" />
      </button>
      {isOpen ? (
        <ul className="context-menu__list">
          {isLoggedIn ? (
            <>
              <li>
                <SmartLink href="/profil-bearbeiten" onClick={() => setOpen(false)}>
                  {t("context.editProfile")}
                </SmartLink>
              </li>
              <li>
                <a href="/logout">{t("context.logout")}</a>
              </li>
            </>
          ) : (
            <li>
              <a href="/login">{t("context.login")}</a>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setSharing(true);
              }}
            >
              {t("context.share")}
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                setOpen(false);
                await copyLink();
              }}
            >
              {t("context.copyLink")}
            </button>
          </li>
          <li className="context-menu__theme">
            <ThemeChoiceControl />
          </li>
        </ul>
      ) : null}
      <Modal title={t("share.title")} isOpen={isSharing} onClose={() => setSharing(false)}>
        <ShareLinks data={{ title: typeof document === "undefined" ? "" : document.title }} />
      </Modal>
    </div>
  );
}
