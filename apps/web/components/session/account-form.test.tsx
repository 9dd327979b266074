// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormState } from "@/lib/session/form-errors";
import { AccountForm, type FieldSpec } from "./account-form";

afterEach(cleanup);

const FIELDS: FieldSpec[] = [
  { name: "firstname", label: "Vorname", defaultValue: "Lena", required: true, maxLength: 80 },
  { name: "date_of_birth", label: "Geburtsdatum", type: "date" },
  { name: "zip", label: "Postleitzahl", pattern: "[0-9]{5}" },
  { name: "mobile", label: "Mobilnummer", type: "tel" },
];

async function submit(
  action: (previous: FormState, form: FormData) => Promise<FormState>,
  checksEveryField = true,
  prepare: (form: HTMLFormElement) => void = () => {},
) {
  const { container } = render(
    <AccountForm
      id="persoenlich"
      action={action}
      fields={FIELDS}
      submitLabel="Daten speichern"
      success="Gespeichert."
      checksEveryField={checksEveryField}
    />,
  );
  const form = container.querySelector("form") as HTMLFormElement;
  prepare(form);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Daten speichern" }));
  });
  return form;
}

describe("an account form", () => {
  it("that checks every field leaves the browser's checks out once scripted and marks half a date", async () => {
    const action = vi.fn(
      async (_previous: FormState, _form: FormData): Promise<FormState> => ({
        status: "sent",
        values: {},
      }),
    );
    const form = await submit(action, true, (form) => {
      // The browser holds half a date: its value is empty, its validity says the input was bad.
      const date = form.querySelector<HTMLInputElement>('input[name="date_of_birth"]')!;
      Object.defineProperty(date, "validity", { value: { badInput: true, valid: false } });
    });
    expect(form.noValidate).toBe(true);
    const sent = action.mock.calls[0]?.[1];
    expect(sent?.get("firstname")).toBe("Lena");
    expect(sent?.get("date_of_birth")).toBe("");
    expect(sent?.get("date_of_birth_incomplete")).toBe("1");
    expect(screen.getByRole("status").textContent).toBe("Gespeichert.");
  });

  it("shows every refused field's message beside it, their count above, and focuses the first", async () => {
    const errors = {
      zip: "Die Postleitzahl hat fünf Ziffern.",
      mobile:
        "Bitte gib eine Mobilnummer mit 6 bis 25 Zeichen ein: Ziffern, gern mit + am Anfang und mit Leerzeichen, /, - oder Klammern gegliedert.",
    };
    await submit(async (_previous, form) => ({
      status: "error",
      errors,
      message: "Bitte prüfe die 2 markierten Angaben.",
      values: { firstname: String(form.get("firstname")), zip: "8033", mobile: "Handy" },
    }));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Bitte prüfe die 2 markierten Angaben.");
    expect(alert.className).toBe("form-message");
    for (const [label, message] of [
      ["Postleitzahl", errors.zip],
      ["Mobilnummer", errors.mobile],
    ]) {
      const input = screen.getByLabelText(label as string);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    }
    expect(screen.getByLabelText("Vorname").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Postleitzahl"));
  });

  it("with one refused field says it beside the field and leaves the visible line above out", async () => {
    await submit(
      async () => ({ status: "error", field: "zip", message: "Die Postleitzahl hat fünf Ziffern.", values: {} }),
      false,
    );
    expect(screen.getByRole("alert").className).toBe("visually-hidden");
    expect(document.getElementById("persoenlich-zip-fehler")?.textContent).toBe("Die Postleitzahl hat fünf Ziffern.");
    expect(document.activeElement).toBe(screen.getByLabelText("Postleitzahl"));
  });
});

describe("an account form before its scripts run", () => {
  it("keeps the browser's checks in the server's HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(
      <AccountForm
        id="persoenlich"
        action={async () => ({ status: "idle", values: {} })}
        fields={FIELDS}
        submitLabel="Daten speichern"
        success=""
        checksEveryField
      />,
    );
    expect(html).toContain('<form class="account-form"');
    expect(html).not.toMatch(/novalidate/i);
  });
});
