/**
 * What an account form's server action answers: sent, or which field is wrong and why, with the values kept. A form
 * that checks all its fields at once names each wrong one in `errors` (field → German message).
 */
export interface FormState {
  status: "idle" | "sent" | "error";
  field?: string;
  message?: string;
  errors?: Record<string, string>;
  values: Record<string, string>;
}

/** The German message for a field the last answer refused, if it did (one of several, or the only one). */
export function fieldErrorOf(state: FormState, name: string): string | undefined {
  if (state.status !== "error") return undefined;
  return state.errors?.[name] ?? (state.field === name ? state.message : undefined);
}

const API_FIELDS = [
  "terms-of-usage-agreed",
  "password-old",
  "email-address-parents",
  "marketing-agreed",
  "verification",
  "mobile",
  "street",
  "city",
  "zip",
  "activation-code",
  "date_of_birth",
  "gender-id",
  "firstname",
  "lastname",
  "nickname",
  "password",
  "address",
] as const;

/** The form field an API error names (`Parameter "nickname": …`, `body/address must …`), if any. */
export function fieldOfApiMessage(message: string): string | null {
  // Only the name at the start counts: a value the visitor typed ("street" as a nickname) may follow it.
  // The API's words: `Parameter "x" …` from the services, `Invalid field "x": …` from schema validation.
  const named = /^(?:Parameter|Invalid field|Unknown field) "([^"]+)"/.exec(message);
  const name = named?.[1];
  return API_FIELDS.find((field) => field === name) ?? null;
}

/** The German message for a refused field, in the site's words (the API speaks English to developers). */
export function germanMessage(field: string | null, apiMessage: string): string {
  switch (field) {
    case "nickname":
      return /taken/.test(apiMessage)
        ? "Dieser Spitzname ist schon vergeben. Nimm einen der Vorschläge oder wähle einen anderen."
        : "Der Spitzname braucht 3 bis 30 Zeichen: Buchstaben, Ziffern, Leerzeichen, Punkt, Unterstrich oder Bindestrich, am Anfang ein Buchstabe oder eine Ziffer.";
    case "password":
      if (/not the current password/.test(apiMessage)) return "Das Passwort stimmt nicht.";
      if (/at most/.test(apiMessage)) return "Das Passwort darf höchstens 1.024 Zeichen haben.";
      return /common/.test(apiMessage)
        ? "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes."
        : "Das Passwort braucht mindestens 8 Zeichen.";
    case "address":
      if (/already the address/.test(apiMessage)) return "Das ist schon die E-Mail-Adresse deines Kontos.";
      return "Bitte gib eine gültige E-Mail-Adresse ein.";
    case "firstname":
      return "Bitte gib deinen Vornamen ein (bis 80 Zeichen).";
    case "lastname":
      return "Bitte gib deinen Nachnamen ein (bis 80 Zeichen).";
    case "date_of_birth":
      return "Bitte gib ein gültiges Geburtsdatum ein, das nicht in der Zukunft liegt.";
    case "gender-id":
      return "Bitte wähle eine der Angaben zum Geschlecht.";
    case "terms-of-usage-agreed":
      return "Bitte stimme den Nutzungsbedingungen zu, um ein Konto anzulegen.";
    case "activation-code":
    case "verification":
      return "Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt.";
    case "password-old":
      return "Das bisherige Passwort stimmt nicht.";
    case "zip":
      return "Die Postleitzahl hat fünf Ziffern.";
    case "mobile":
      return "Bitte gib eine Mobilnummer mit 6 bis 25 Zeichen ein: Ziffern, gern mit + am Anfang und mit Leerzeichen, /, - oder Klammern gegliedert.";
    case "street":
      return "Die Straße darf höchstens 120 Zeichen haben.";
    case "city":
      return "Der Ort darf höchstens 80 Zeichen haben.";
    case "email-address-parents":
      return "Bitte gib die E-Mail-Adresse eines Elternteils ein; sie muss eine andere sein als deine.";
    default:
      if (apiMessage === "throttled")
        return "Zu viele Versuche. Bitte warte eine Weile und versuche es dann noch einmal.";
      if (apiMessage === "unavailable")
        return "Das geht gerade nicht. Bitte versuche es in ein paar Minuten noch einmal.";
      if (apiMessage === "signed-out") return "Deine Anmeldung ist abgelaufen. Bitte melde dich noch einmal an.";
      if (/needs a parent's consent first/.test(apiMessage)) {
        return "Dafür braucht es zuerst die Einwilligung deiner Eltern; weiter unten kannst du sie anfragen.";
      }
      if (/only needed under/.test(apiMessage)) return "Du brauchst keine Einwilligung deiner Eltern mehr.";
      return "Bitte prüfe deine Eingaben.";
  }
}
