// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NAVIGATION, prepareNavigation } from "../navigation/navigation-config";
import { ToastProvider } from "../ui/toast";
import { Header } from "./header";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(cleanup);

function renderHeader() {
  render(
    <ToastProvider>
      <Header user={null} navigation={prepareNavigation(NAVIGATION)} />
    </ToastProvider>,
  );
  return screen.getByRole("button", { name: "Menü" });
}

const press = (key: string, options: { shiftKey?: boolean } = {}) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...options }));
  });

describe("the phone menu", () => {
  it("takes the focus, keeps it inside while open and returns it to the menu button on Escape", () => {
    const menuButton = renderHeader();
    fireEvent.click(menuButton);
    const dialog = screen.getByRole("dialog", { name: "Menü" });
    const close = screen.getByRole("button", { name: "Menü schließen" });
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first control goes round to the last one, Tab from there back to the first.
    press("Tab", { shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    press("Tab");
    expect(document.activeElement).toBe(close);
    press("Escape");
    expect(screen.queryByRole("dialog", { name: "Menü" })).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it("gives search, menu and more actions accessible names while showing only icons", () => {
    renderHeader();
    for (const name of ["Suche / Vereine", "Menü", "Weitere Aktionen"]) {
      const button = screen.getByRole("button", { name });
      expect(button.textContent).toBe("");
    }
  });
});
