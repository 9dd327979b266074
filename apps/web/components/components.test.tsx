// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Header } from "./header/header";
import { NAVIGATION, prepareNavigation } from "./navigation/navigation-config";
import { Button } from "./ui/button";
import { PageError } from "./ui/page-error";
import { SmartLink } from "./ui/smart-link";
import { ToastProvider } from "./ui/toast";

const navigation = { pathname: "/" };
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  cleanup();
  navigation.pathname = "/";
});

describe("header session slot and context menu", () => {
  const renderHeader = (user: { nickname: string } | null) =>
    render(
      <ToastProvider>
        <Header user={user} navigation={prepareNavigation(NAVIGATION)} />
      </ToastProvider>,
    );

  it("offers login when logged out", () => {
    renderHeader(null);
    expect(screen.getByRole("link", { name: "Jetzt einloggen" }).getAttribute("href")).toBe("/login");
    fireEvent.click(screen.getByRole("button", { name: "Weitere Aktionen" }));
    expect(screen.getByRole("link", { name: "Anmelden" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Abmelden" })).toBeNull();
  });

  it("shows the nickname linking to the account, edit profile and logout when logged in", () => {
    renderHeader({ nickname: "Kicker87" });
    expect(screen.queryByRole("link", { name: "Jetzt einloggen" })).toBeNull();
    expect(screen.getByRole("link", { name: "Kicker87" }).getAttribute("href")).toBe("/mein-account");
    fireEvent.click(screen.getByRole("button", { name: "Weitere Aktionen" }));
    expect(screen.getByRole("link", { name: "Profil bearbeiten" }).getAttribute("href")).toBe("/profil-bearbeiten");
    expect(screen.getByRole("link", { name: "Abmelden" }).getAttribute("href")).toBe("/logout");
    expect(screen.queryByRole("link", { name: "Anmelden" })).toBeNull();
    expect(screen.getByRole("button", { name: "Teilen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Link kopieren" })).toBeTruthy();
  });
});

describe("links inside widgets", () => {
  it("open in the widgetlinks window, internal and external alike", () => {
    navigation.pathname = "/widget/mannschaft/X";
    render(
      <>
        <SmartLink href="/ergebnisse">Ergebnisse</SmartLink>
        <SmartLink href="https://www.dfb.de">DFB</SmartLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Ergebnisse" }).getAttribute("target")).toBe("widgetlinks");
    expect(screen.getByRole("link", { name: /DFB/ }).getAttribute("target")).toBe("widgetlinks");
  });

  it("open external links in a new tab elsewhere", () => {
    render(<SmartLink href="https://www.dfb.de">DFB</SmartLink>);
    const link = screen.getByRole("link", { name: /DFB/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("button", () => {
  it("disables itself while its asynchronous click handler runs", async () => {
    let finish = () => {};
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Button intent="secondary" size="small" deviation="danger" onClick={handler}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Speichern" }) as HTMLButtonElement;
    expect(button.className).toBe("button button--secondary button--small button--danger");
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(handler).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.disabled).toBe(false);
  });
});

describe("error page", () => {
  it("names the failure in the document's title and retries on the button", () => {
    const onRetry = vi.fn();
    render(<PageError title="Verein" message="Die Vereinsseite kann gerade nicht geladen werden." onRetry={onRetry} />);
    expect(screen.getByRole("heading", { level: 1, name: "Verein" })).toBeTruthy();
    expect(document.title).toBe("Fehler: Verein | BAFV");
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes a title of its own where the heading already says what happened", () => {
    render(<PageError title="Da ist etwas schiefgelaufen" documentTitle="Fehler" message="…" onRetry={() => {}} />);
    expect(document.title).toBe("Fehler | BAFV");
  });
});
