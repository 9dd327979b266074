import type { ErrorKind, ErrorReason } from "@spielfeld/api-client";

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
  "agree_terms",
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
  // The player's own profile (updatePlayerProfile).
  "height",
  "weight",
  "jersey-number",
  "foot-type",
  "playing-position",
  "image-source",
  "team-id",
  "saison",
  "identification",
  "captcha-solution",
  "playerId",
  // The team photo (uploadTeamImage).
  "image",
] as const;

/** What the website itself says went wrong, beside the fields: too many tries, the API away, the session ended. */
export type SiteProblem = "throttled" | "unavailable" | "signed-out";

/** The German sentence for a problem that is not one field's. */
export function siteMessage(problem: SiteProblem): string {
  switch (problem) {
    case "throttled":
      return "Zu viele Versuche. Bitte warte eine Weile und versuche es dann noch einmal.";
    case "unavailable":
      return "Das geht gerade nicht. Bitte versuche es in ein paar Minuten noch einmal.";
    case "signed-out":
      return "Deine Anmeldung ist abgelaufen. Bitte melde dich noch einmal an.";
  }
}

/** The German message for a refused field, in the site's words, by the API's closed `reason` where it gives one. */
export function fieldMessage(field: string, reason?: ErrorReason): string {
  switch (field) {
    case "nickname":
      return reason === "taken"
        ? "Dieser Spitzname ist schon vergeben. Nimm einen der Vorschläge oder wähle einen anderen."
        : "Der Spitzname braucht 3 bis 30 Zeichen: Buchstaben, Ziffern, Leerzeichen, Punkt, Unterstrich oder Bindestrich, am Anfang ein Buchstabe oder eine Ziffer.";
    case "password":
      if (reason === "wrong-password") return "Das Passwort stimmt nicht.";
      if (reason === "too-long") return "Das Passwort darf höchstens 1.024 Zeichen haben.";
      return reason === "too-common"
        ? "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wähle ein anderes."
        : "Das Passwort braucht mindestens 8 Zeichen.";
    case "address":
      if (reason === "unchanged") return "Das ist schon die E-Mail-Adresse deines Kontos.";
      return "Bitte gib eine gültige E-Mail-Adresse ein.";
    case "firstname":
      return "Bitte gib deinen Vornamen ein (bis 80 Zeichen).";
    case "lastname":
      return "Bitte gib deinen Nachnamen ein (bis 80 Zeichen).";
    case "date_of_birth":
      if (reason === "too-young") return "Für ein Spielerprofil bist du noch zu jung.";
      return "Bitte gib ein gültiges Geburtsdatum ein, das nicht in der Zukunft liegt.";
    case "agree_terms":
      return "Bitte stimme den Nutzungsbedingungen für Spielerprofile zu.";
    case "gender-id":
      return "Bitte wähle eine der Angaben zum Geschlecht.";
    case "terms-of-usage-agreed":
      return "Bitte stimme den Nutzungsbedingungen zu, um ein Konto anzulegen.";
    case "activation-code":
    case "verification":
      return "Dieser Code oder Link ist ungültig, abgelaufen oder wurde schon benutzt.";
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
    case "height":
      return "Die Größe in Zentimetern: eine ganze Zahl von 100 bis 230, oder leer.";
    case "weight":
      return "Das Gewicht in Kilogramm: eine ganze Zahl von 30 bis 200, oder leer.";
    case "jersey-number":
      return "Die Rückennummer ist eine ganze Zahl von 1 bis 99, oder leer.";
    case "foot-type":
    case "playing-position":
      return "Bitte wähle einen der Einträge.";
    case "image-source":
      return "Die Bildquelle hat höchstens 120 Zeichen und gehört zu einem Foto; dein Profil hat noch keins.";
    case "team-id":
    case "saison":
      return "Diese Mannschaft gehört nicht zu deinen Kadern.";
    case "captcha-solution":
      return "Die Sicherheitsprüfung hat nicht geklappt. Bitte bestätige sie erneut.";
    case "playerId":
      return "Der Link ist unvollständig. Öffne ihn bitte so, wie dein Verein ihn dir gegeben hat.";
    case "identification":
      return "Bitte gib die Nummer deines Schiedsrichterausweises ein: 3 bis 20 Zeichen, Buchstaben, Ziffern, Leerzeichen, Schrägstrich, Punkt oder Bindestrich.";
    case "image":
      return reason === "too-large"
        ? "Das Foto ist zu groß: höchstens 5 MB und 40 Megapixel."
        : "Bitte wähle ein Foto im Format JPEG, PNG oder WebP.";
    case "email-address-parents":
      return "Bitte gib die E-Mail-Adresse eines Elternteils ein; sie muss eine andere sein als deine.";
    default:
      return "Bitte prüfe deine Eingaben.";
  }
}

/** What a refused call tells a form, read from the error's `status`, `kind`, `field` and `reason`, never its prose. */
export interface Refusal {
  status: number;
  kind?: ErrorKind | undefined;
  field?: string | undefined;
  reason?: ErrorReason | undefined;
}

/** What a refused claim of a player profile says, by the API's reason (the club by its field). */
const CLAIM_MESSAGES: Record<string, string> = {
  clubId: "Bitte wähle deinen Verein über die Suche aus.",
  "no-record":
    "Bei diesem Verein gibt es keinen Spieler mit diesem Namen und Geburtsdatum. Schreib beides so, wie es in deinem Spielerpass steht.",
  taken:
    "Dieses Spielerprofil gehört schon zu einem anderen Konto. Sprich die Verantwortlichen deines Vereins an; sie können helfen.",
  "already-linked": "Dein Konto ist schon mit einem Spielerprofil verbunden.",
  "no-club-officials":
    "Bei diesem Verein kann gerade niemand deine Anfrage bestätigen. Bitte sprich die Verantwortlichen deines Vereins an.",
  "no-profile": "Dein Konto ist mit keinem Spielerprofil verbunden.",
};

/** What a refused entry of a list (career, special matches, successes) says, by the API's reason. */
const ENTRY_MESSAGES: Record<string, string> = {
  "in-the-future": "Ein Eintrag liegt in der Zukunft. Bitte trag nur ein, was schon war.",
  "ends-before-it-begins": "Bei einer Station liegt das Ende vor dem Anfang.",
  "not-officiated":
    "Ein Spiel aus unseren Daten gehört nicht zu deinen Spielen oder hat ein anderes Datum. Bitte prüfe das Datum.",
};

/** The field of the form a refusal names (one the site has words for), and the German message to show. */
export function refusalMessage(refusal: Refusal): { field?: string; message: string } {
  if (refusal.status === 429 || refusal.kind === "rate-limited") return { message: siteMessage("throttled") };
  if (refusal.status === 401) return { message: siteMessage("signed-out") };
  if (refusal.status >= 500) return { message: siteMessage("unavailable") };
  const field = API_FIELDS.find((name) => name === refusal.field);
  if (field) return { field, message: fieldMessage(field, refusal.reason) };
  if (refusal.reason === "consent-required") {
    return { message: "Dafür braucht es zuerst die Einwilligung deiner Eltern; weiter unten kannst du sie anfragen." };
  }
  if (refusal.reason === "consent-not-needed") return { message: "Du brauchst keine Einwilligung deiner Eltern mehr." };
  if (refusal.field?.startsWith("entries")) {
    return {
      message: ENTRY_MESSAGES[refusal.reason ?? ""] ?? "Bitte prüfe die Einträge: Jeder braucht alle Pflichtangaben.",
    };
  }
  const claimMessage = refusal.field === "clubId" ? CLAIM_MESSAGES.clubId : CLAIM_MESSAGES[refusal.reason ?? ""];
  if (claimMessage) return { message: claimMessage };
  return { message: "Bitte prüfe deine Eingaben." };
}

/** The form state of a refused call: the named field marked with its German message, the values kept. */
export function refusedState(refusal: Refusal, values: Record<string, string> = {}): FormState {
  const { field, message } = refusalMessage(refusal);
  return { status: "error", ...(field ? { field } : {}), message, values };
}

/** What a refused claim of a referee profile says instead of the player's words. */
const REFEREE_CLAIM_MESSAGES: Record<string, string> = {
  "no-record":
    "Wir haben keinen Schiedsrichter mit diesem Namen und Geburtsdatum gefunden. Schreib beides so, wie es in deinem Schiedsrichterausweis steht.",
  taken:
    "Dieses Schiedsrichterprofil gehört schon zu einem anderen Konto. Sprich die Verantwortlichen deines Vereins an; sie können helfen.",
  "already-linked": "Dein Konto ist schon mit einem Schiedsrichterprofil verbunden.",
  "no-club-officials":
    "Bei deinem Verein kann gerade niemand deine Anfrage bestätigen. Bitte sprich die Verantwortlichen deines Vereins an.",
  "no-profile": "Dein Konto ist mit keinem Schiedsrichterprofil verbunden.",
};

/** A refused referee claim's form state: the referee's words where the player's would stand. */
export function refereeClaimState(state: FormState): FormState {
  const reason = Object.entries(CLAIM_MESSAGES).find(([, message]) => message === state.message)?.[0];
  const message = reason === undefined ? undefined : REFEREE_CLAIM_MESSAGES[reason];
  return message === undefined ? state : { ...state, message };
}
