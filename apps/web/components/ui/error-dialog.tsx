"use client";

import { t } from "@/lib/i18n/messages";
import { Button } from "./button";
import { Modal } from "./modal";

interface ErrorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  message?: string;
  action?: { label: string; onClick: () => unknown };
}

/** The shared error dialog: a default title and message, and an optional action. */
export function ErrorDialog({
  isOpen,
  onClose,
  title = t("errorDialog.title"),
  message = t("errorDialog.message"),
  action,
}: ErrorDialogProps) {
  return (
    <Modal title={title} isOpen={isOpen} onClose={onClose}>
      <p>{message}</p>
      {action ? (
        <div className="modal__actions">
          <Button onClick={action.onClick}>{action.label}</Button>
        </div>
      ) : null}
    </Modal>
  );
}
