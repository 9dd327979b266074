import type { ReactNode } from "react";
import "@/components/session/account.css";
import "./promateur.css";
import { AppLink } from "@/components/ui/app-link";

/** The frame of a promateur page: the way back, the title, and the page. */
export function PromateurFrame({
  title,
  back,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="page account-page account-page--wide promateur">
      <nav aria-label="Promateur-Bereich" className="promateur__trail">
        <AppLink href="/mein-account">Mein Account</AppLink>
        {" › "}
        <AppLink href="/mein-account/promateur">Promateur</AppLink>
        {back ? (
          <>
            {" › "}
            <AppLink href={back.href}>{back.label}</AppLink>
          </>
        ) : null}
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** What an account without promateur access sees instead of the area. */
export function NoPromateurAccess() {
  return (
    <PromateurFrame title="Promateur">
      <p>
        Der Promateur-Bereich ist Konten mit Promateur-Zugang vorbehalten (Scouts und Förderprogramme der Verbände).
        Dein Konto hat diesen Zugang nicht. Den Zugang vergibt der Verband.
      </p>
    </PromateurFrame>
  );
}

/** The rule every promateur page follows, in the words of its readers. */
export function ConsentNote() {
  return (
    <p className="promateur__note">
      Genannt werden nur volljährige Spieler, die Promateur zugestimmt und sich für die jeweilige Liga nicht abgemeldet
      haben. Alle anderen erscheinen hier nicht, auch nicht mit ihrem Namen im Spielbericht.
    </p>
  );
}
