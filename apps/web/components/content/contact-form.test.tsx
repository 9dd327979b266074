// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

// The proof of work runs in a worker of the site (e2e/tests/contact.spec.ts); here it stands solved.
vi.mock("./captcha-widget", () => ({
  CAPTCHA_FIELD: "captcha-solution",
  CaptchaWidget: () => <input type="hidden" name="captcha-solution" value="solved" readOnly />,
}));

/*
 * What the form shows for the API's answers, with the browser's fetch answered here. Each refusal's English
 * `message` names something else than its `field`, or nothing the form knows: the form must go by `field` and `kind`.
 */

let requests: Request[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(new URL(String(input), "http://www.bafv.example"), init));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
}

async function fillAndSend() {
  render(<ContactForm target={{ kind: "club", id: "K1" }} recipientLabel="den TSV Übersee" />);
  fireEvent.change(screen.getByLabelText("Dein Name"), { target: { value: "Anna Beispiel" } });
  fireEvent.change(screen.getByLabelText("Deine E-Mail-Adresse"), { target: { value: "anna@example.org" } });
  fireEvent.change(screen.getByLabelText("Betreff"), { target: { value: "Probetraining" } });
  fireEvent.change(screen.getByLabelText("Nachricht"), { target: { value: "Wann trainiert die E-Jugend?" } });
  fireEvent.submit(screen.getByRole("form", { name: "Nachricht an den TSV Übersee" }));
}

/** The error text a field's input points at, or null. */
function errorOf(label: string): string | null {
  const described = screen.getByLabelText(label).getAttribute("aria-describedby");
  return described ? (document.getElementById(described)?.textContent ?? null) : null;
}

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the contact form's answers", () => {
  it("sends the message to the club's manager and says so", async () => {
    answer(200, { sent: true, message: "Deine Nachricht wurde verschickt." });
    await fillAndSend();
    expect(await screen.findByText("Danke! Deine Nachricht an den TSV Übersee ist unterwegs.")).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(await requests[0]!.json()).toEqual({
      sender: "Anna Beispiel",
      address: "anna@example.org",
      subject: "Probetraining",
      content: "Wann trainiert die E-Jugend?",
      "captcha-solution": "solved",
      id: "K1",
    });
  });

  it("puts the field's message beside the field the error names, not the one its message names", async () => {
    answer(400, { kind: "invalid-parameter", field: "subject", message: 'Parameter "address" must match format' });
    await fillAndSend();
    await vi.waitFor(() => expect(errorOf("Betreff")).toBe("Bitte prüfe das Feld „Betreff“."));
    expect(errorOf("Deine E-Mail-Adresse")).toBeNull();
    expect(screen.queryByText(/must match/)).toBeNull();
  });

  it("says what is missing in the form's own words", async () => {
    answer(400, { kind: "missing-parameter", field: "sender", message: "Missing field" });
    await fillAndSend();
    await vi.waitFor(() => expect(errorOf("Dein Name")).toBe("Bitte gib deinen Namen ein."));
  });

  it("asks for the security check again when the API refuses the captcha, whatever its message says", async () => {
    answer(400, { kind: "captcha-invalid", field: "captcha-solution", message: "Challenge expired" });
    await fillAndSend();
    expect(
      await screen.findByText("Die Sicherheitsprüfung hat nicht geklappt. Bitte bestätige sie erneut."),
    ).toBeTruthy();
    expect(screen.queryByText(/expired/)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("asks to wait when the API counts too many messages", async () => {
    answer(429, { kind: "rate-limited", message: "Rate limit exceeded, retry in 1 hour" });
    await fillAndSend();
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Zu viele Nachrichten in kurzer Zeit. Bitte versuche es später noch einmal.",
      ),
    );
  });

  it("says that the message could not be sent when the API fails, without its words", async () => {
    answer(503, { kind: "unavailable", message: "Mail queue unavailable" });
    await fillAndSend();
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Die Nachricht konnte nicht gesendet werden. Bitte versuche es später noch einmal.",
      ),
    );
  });
});
