// @vitest-environment happy-dom
import type { ErrorKind, ErrorReason } from "@spielfeld/api-client";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { type FormState, fieldMessage, type Refusal, refusedState } from "@/lib/session/form-errors";

/*
 * Every account form of the site marks the field the API's refusal names in `field` (its `kind` and `reason`
 * choosing the words), and says a refusal of no field of its own above the form: the server actions turn the
 * refusal into the form state with `refusedState`, as here, and the forms read nothing else.
 */

const answer = vi.hoisted(() => ({ state: { status: "idle", values: {} } as FormState }));
const action = async () => answer.state;

vi.mock("./registrieren/actions", () => ({ register: async () => answer.state }));
vi.mock("./registrieren/aktivieren/actions", () => ({
  activate: async () => answer.state,
  resendActivation: async () => answer.state,
}));
vi.mock("./passwort-vergessen/actions", () => ({
  requestReset: async () => answer.state,
  setNewPassword: async () => answer.state,
}));

const { RegistrationForm } = await import("./registrieren/registration-form");
const { ResendActivationForm } = await import("./registrieren/aktivieren/resend-form");
const { ResetRequestForm, NewPasswordForm } = await import("./passwort-vergessen/reset-forms");

afterEach(cleanup);
beforeEach(() => {
  answer.state = { status: "idle", values: {} };
});

const refusal = (field: string, reason?: ErrorReason, kind: ErrorKind = "invalid-parameter"): Refusal => ({
  status: 400,
  kind,
  field,
  ...(reason ? { reason } : {}),
});

/** The account forms of the pages, by the fields each shows (their specs as the pages give them, trimmed). */
const text = (name: string, label: string): FieldSpec => ({ name, label });
const ACCOUNT_FORMS: { name: string; fields: FieldSpec[]; submit: string }[] = [
  {
    name: "E-Mail-Adresse ändern",
    fields: [text("address", "Neue E-Mail-Adresse"), text("password", "Passwort")],
    submit: "E-Mail ändern",
  },
  {
    name: "Passwort ändern",
    fields: [text("password-old", "Bisheriges Passwort"), text("password", "Neues Passwort")],
    submit: "Passwort ändern",
  },
  { name: "Spitzname", fields: [text("nickname", "Spitzname")], submit: "Spitzname speichern" },
  {
    name: "Persönliche Daten",
    fields: ["firstname", "lastname", "date_of_birth", "street", "zip", "city", "mobile"].map((name) =>
      text(name, name),
    ),
    submit: "Daten speichern",
  },
  {
    name: "Einwilligung der Eltern",
    fields: [text("email-address-parents", "E-Mail-Adresse eines Elternteils")],
    submit: "Anfragen",
  },
];

async function submitWith(form: ReactElement, button: RegExp | string, state: FormState) {
  answer.state = state;
  render(form);
  await act(async () => {
    // Submitted as a whole: the browser's own checks of empty required fields are not what is tested here.
    fireEvent.submit(screen.getByRole("button", { name: button }).closest("form")!);
  });
}

/** The field's input is marked and described by the German message the refusal's field and reason call for. */
function expectMarked(input: HTMLElement, message: string) {
  expect(input.getAttribute("aria-invalid")).toBe("true");
  const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id));
  expect(described.map((element) => element?.textContent)).toContain(message);
}

describe("the account forms, from the API's refusal", () => {
  for (const { name, fields, submit } of ACCOUNT_FORMS) {
    for (const field of fields) {
      it(`${name}: a refused "${field.name}" is marked at its field`, async () => {
        await submitWith(
          <AccountForm id="probe" action={action} fields={fields} submitLabel={submit} success="Gespeichert." />,
          submit,
          refusedState(refusal(field.name)),
        );
        expectMarked(screen.getByLabelText(field.label), fieldMessage(field.name));
      });
    }
    it(`${name}: a refusal of no field of its own is said above the form`, async () => {
      await submitWith(
        <AccountForm id="probe" action={action} fields={fields} submitLabel={submit} success="Gespeichert." />,
        submit,
        refusedState({ status: 429, kind: "rate-limited" }),
      );
      expect(screen.getByRole("alert").textContent).toMatch(/Zu viele Versuche/);
      for (const field of fields) expect(screen.getByLabelText(field.label).getAttribute("aria-invalid")).toBeNull();
    });
  }

  it("registration: the taken nickname, the common password and the address, each at its field", async () => {
    for (const [field, reason, label] of [
      ["nickname", "taken", "Spitzname"],
      ["password", "too-common", "Passwort"],
      ["address", undefined, "E-Mail-Adresse"],
      ["firstname", undefined, "Vorname"],
    ] as const) {
      await submitWith(<RegistrationForm genders={[]} />, "Konto anlegen", refusedState(refusal(field, reason)));
      expectMarked(screen.getByLabelText(label, { exact: true }), fieldMessage(field, reason));
      cleanup();
    }
  });

  it("password reset: the name and the new password at their fields, anything else above", async () => {
    await submitWith(<ResetRequestForm />, "Link anfordern", refusedState(refusal("username")));
    expect(screen.getByLabelText("E-Mail-Adresse oder Spitzname").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Bitte prüfe deine Eingaben.");
    cleanup();
    await submitWith(
      <NewPasswordForm username="fan" code="c" />,
      "Passwort speichern",
      refusedState(refusal("password", "too-short")),
    );
    expectMarked(screen.getByLabelText("Neues Passwort"), fieldMessage("password", "too-short"));
  });

  it("activation mail again: a refused address at its field", async () => {
    await submitWith(<ResendActivationForm />, /senden|anfordern/i, refusedState(refusal("address")));
    expectMarked(screen.getByLabelText(/E-Mail-Adresse/), fieldMessage("address"));
  });
});
