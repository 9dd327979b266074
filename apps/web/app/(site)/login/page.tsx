import type { Metadata } from "next";
import { AppLink as Link } from "@/components/ui/app-link";
import "@/components/session/account.css";
import { cookies } from "next/headers";
import { pageMetadata } from "@/lib/metadata";
import { LOGIN_NAME_COOKIE, readLoginName } from "@/lib/session/login-name";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Anmelden"],
  description: "Melde dich mit deiner E-Mail-Adresse oder deinem Spitznamen an.",
  path: "/login",
  allowRobotsIndex: false,
});

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Why the last try failed, in words a visitor understands (the form's route handler names the reason). */
function failure(reason: string | undefined, minutes: string | undefined): string | null {
  switch (reason) {
    case "leer":
      return "Bitte gib deine E-Mail-Adresse oder deinen Spitznamen und dein Passwort ein.";
    case "credentials":
      return "E-Mail-Adresse, Spitzname oder Passwort stimmen nicht. Bitte versuche es noch einmal.";
    case "not-activated":
      return "Dein Konto ist noch nicht aktiviert. Bitte folge dem Link in der E-Mail, die wir dir geschickt haben.";
    case "throttled":
      return `Zu viele Versuche. Bitte warte ${/^\d{1,3}$/.test(minutes ?? "") ? minutes : "15"} Minuten und versuche es dann noch einmal.`;
    case "invalid":
      return "Bitte prüfe deine Eingaben.";
    case "herkunft":
      return "Die Anmeldung kam nicht von dieser Seite. Bitte melde dich hier noch einmal an.";
    case "unavailable":
      return "Die Anmeldung ist gerade nicht möglich. Bitte versuche es in ein paar Minuten noch einmal.";
    default:
      return null;
  }
}

/**
 * `/login`: the form posts to `/login` itself (a route handler behind the proxy), so it works without JavaScript;
 * after signing in the visitor comes back to `callbackUrl`, a path of this site.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const reason = first(query.fehler);
  const message = failure(reason, first(query.minuten));
  // The fields are marked only where they are what went wrong, not when the API was busy or out of reach.
  const isFieldError = reason === "leer" || reason === "credentials" || reason === "invalid";
  const callbackUrl = first(query.callbackUrl) ?? "";
  const username = readLoginName((await cookies()).get(LOGIN_NAME_COOKIE)?.value);
  const isActivated = first(query.aktiviert) === "1";
  const hasNewPassword = first(query.passwort) === "neu";
  return (
    <div className="page account-page">
      <h1>Anmelden</h1>
      {isActivated ? (
        <p className="form-message form-message--success" role="status">
          Dein Konto ist aktiviert. Du kannst dich jetzt anmelden.
        </p>
      ) : null}
      {hasNewPassword ? (
        <p className="form-message form-message--success" role="status">
          Dein neues Passwort ist gespeichert. Melde dich jetzt damit an.
        </p>
      ) : null}
      {message ? (
        <p className="form-message" role="alert" id="login-fehler">
          {message}
          {reason === "not-activated" ? (
            <>
              {" "}
              <Link href="/registrieren/aktivieren">Aktivierungsmail erneut senden</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <form className="account-form" method="post" action="/login">
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <div className="field">
          <label className="field__label" htmlFor="login-nutzer">
            E-Mail-Adresse oder Spitzname
          </label>
          <input
            className="input"
            id="login-nutzer"
            name="username"
            autoComplete="username"
            required
            defaultValue={username}
            aria-invalid={isFieldError ? true : undefined}
            aria-describedby={message ? "login-fehler" : undefined}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="login-passwort">
            Passwort
          </label>
          <input
            className="input"
            id="login-passwort"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={isFieldError ? true : undefined}
            aria-describedby={message ? "login-fehler" : undefined}
          />
        </div>
        <div>
          <button type="submit" className="button button--primary button--large">
            Anmelden
          </button>
        </div>
      </form>
      <p>
        <Link href="/passwort-vergessen">Passwort vergessen?</Link>
      </p>
      <h2>Noch kein Konto?</h2>
      <p>
        Mit einem Konto folgst du deinen Vereinen, Mannschaften, Wettbewerben und Spielern und findest sie unter „Mein
        Account“ wieder.
      </p>
      <p>
        <Link href="/registrieren">Jetzt registrieren</Link>
      </p>
    </div>
  );
}
