"use client";

import { useEffect } from "react";
import { t } from "@/lib/i18n/messages";
import { useToast } from "./toast";

export const DEVICE_NOTICE_FLAG = "spielfeld.unsupportedDeviceNoticeClosed";
export const MINIMUM_WIDTH = 320;

/** The feature checks of website.md section 5. */
export function isDeviceSupported(): boolean {
  const supportsCss = typeof CSS !== "undefined" && typeof CSS.supports === "function";
  return (
    supportsCss &&
    CSS.supports("container-type", "inline-size") &&
    CSS.supports("--probe", "0") &&
    typeof window.matchMedia === "function" &&
    typeof window.CustomEvent === "function" &&
    typeof window.IntersectionObserver === "function" &&
    window.innerWidth >= MINIMUM_WIDTH
  );
}

/** Shows an attention toast once per session on devices the site does not fully support. */
export function DeviceNotice() {
  const showToast = useToast();
  useEffect(() => {
    if (isDeviceSupported() || window.sessionStorage.getItem(DEVICE_NOTICE_FLAG)) return;
    showToast({
      type: "attention",
      title: t("device.title"),
      message: t("device.description"),
      duration: null,
      onClose: () => window.sessionStorage.setItem(DEVICE_NOTICE_FLAG, "true"),
    });
  }, [showToast]);
  return null;
}
