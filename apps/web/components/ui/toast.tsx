"use client";

import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { t } from "@/lib/i18n/messages";

export type ToastType = "info" | "success" | "attention";

export interface ToastOptions {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds until it closes by itself; null keeps it open until closed. Default 2000. */
  duration?: number | null;
  onClose?: () => void;
}

interface ActiveToast extends ToastOptions {
  id: number;
}

const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null);

export const TOAST_DEFAULT_DURATION = 2000;
export const TOAST_SWIPE_THRESHOLD = 50;

/** Shows a toast; must be used inside <ToastProvider>. */
export function useToast(): (toast: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider");
  return show;
}

function Toast({ toast, onDismiss }: { toast: ActiveToast; onDismiss: (id: number) => void }) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const close = useCallback(() => {
    onDismiss(toast.id);
    toast.onClose?.();
  }, [onDismiss, toast]);
  useEffect(() => {
    const duration = toast.duration === undefined ? TOAST_DEFAULT_DURATION : toast.duration;
    if (duration === null) return;
    const timer = setTimeout(close, duration);
    return () => clearTimeout(timer);
  }, [toast.duration, close]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [close]);
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) > TOAST_SWIPE_THRESHOLD) close();
    start.current = null;
    setOffset(0);
  };
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === "attention" ? "alert" : "status"}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="toast"
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label={t("toast.close")} onClick={close}>
        ×
      </button>
    </div>
  );
}

/** Holds the toasts of the page; closes them on timeout, close button, a swipe over 50 px or Escape. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const next = useRef(1);
  const show = useCallback((toast: ToastOptions) => {
    const id = next.current++;
    setToasts((current) => [...current, { ...toast, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
