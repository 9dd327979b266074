// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasSignedOutNotice, SIGNED_OUT_COOKIE, signedOutCookie } from "@/lib/session/signed-out";
import { ToastProvider } from "../ui/toast";
import { SIGNED_OUT_TOAST_MS, SignedOutNotice } from "./signed-out-notice";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the logout route sets, as the browser keeps it.
  document.cookie = `${SIGNED_OUT_COOKIE}=; Max-Age=0; Path=/`;
});

const renderNotice = () =>
  render(
    <ToastProvider>
      <SignedOutNotice />
    </ToastProvider>,
  );

describe("the word after signing out", () => {
  it("shows a status toast once on the page the logout led to, and removes the cookie", () => {
    vi.useFakeTimers();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the logout route sets, as the browser keeps it.
    document.cookie = `${SIGNED_OUT_COOKIE}=1; Path=/`;
    renderNotice();
    const toast = screen.getByRole("status");
    expect(toast.textContent).toContain("Du bist abgemeldet.");
    expect(hasSignedOutNotice(document.cookie)).toBe(false);
    act(() => vi.advanceTimersByTime(SIGNED_OUT_TOAST_MS - 100));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("status")).toBeNull();
    // The next page says nothing.
    cleanup();
    renderNotice();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says nothing without the cookie, and knows only its own value", () => {
    renderNotice();
    expect(screen.queryByRole("status")).toBeNull();
    expect(hasSignedOutNotice(`a=b; ${SIGNED_OUT_COOKIE}=1`)).toBe(true);
    expect(hasSignedOutNotice(`${SIGNED_OUT_COOKIE}=0; x${SIGNED_OUT_COOKIE}=1`)).toBe(false);
    expect(signedOutCookie(true)).toMatchObject({ httpOnly: false, secure: true, path: "/", maxAge: 60 });
  });
});
