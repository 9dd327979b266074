"use client";

import { useEffect } from "react";

/** The message a widget sends its host page whenever its height changes (public/widget/embed.js listens). */
export const WIDGET_HEIGHT_MESSAGE = "spielfeld-widget-height";

/**
 * Tells the page that embeds the widget how tall it is, at once and on every change, so the embed script sizes the
 * iframe to its content. Without a parent (the widget opened on its own) it does nothing.
 */
export function WidgetResizer() {
  useEffect(() => {
    if (window.parent === window) return;
    let last = -1;
    const send = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: WIDGET_HEIGHT_MESSAGE, height }, "*");
    };
    const observer = new ResizeObserver(send);
    observer.observe(document.documentElement);
    send();
    return () => observer.disconnect();
  }, []);
  return null;
}
