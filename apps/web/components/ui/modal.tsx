"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { t } from "@/lib/i18n/messages";

interface ModalProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog with a title and a close button; every modal closes when the route changes. */
export function Modal({ title, isOpen, onClose, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pathname = usePathname();
  const openedAt = useRef(pathname);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      openedAt.current = pathname;
      element.showModal();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen, pathname]);
  useEffect(() => {
    if (isOpen && pathname !== openedAt.current) onClose();
  }, [pathname, isOpen, onClose]);
  return (
    <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label={t("modal.close")} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
