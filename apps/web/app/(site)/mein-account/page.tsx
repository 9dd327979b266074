import type { Metadata } from "next";
import { AccountFavorites } from "@/components/session/account-favorites";
import { AppLink } from "@/components/ui/app-link";
import "@/components/session/account.css";
import type { FavoriteLists } from "@/components/session/favorites-provider";
import { imageServerUrl } from "@/lib/images";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Mein Account"],
  description: "Deine Favoriten und deine Kontodaten.",
  path: "/mein-account",
  allowRobotsIndex: false,
});

interface PersonalData {
  firstname: string;
  lastname: string;
  email: string;
}

/** `/mein-account`: who is signed in, and the favourites of each kind with links to their pages. */
export default async function AccountPage() {
  const session = await requireSession("/mein-account");
  const [personal, favorites, info] = await Promise.all([
    privateRead(session, "/mein-account", (api) => api.account.getPersonalData1()),
    privateRead(session, "/mein-account", (api) => api.account.getFavorites()),
    privateRead(session, "/mein-account", (api) => api.account.getUserInfo()),
  ]);
  return (
    <div className="page account-page account-page--wide">
      <h1>Mein Account</h1>
      <p>
        Hallo {personal.firstname}! Du bist als <strong>{session.nickname}</strong> ({personal.email}) angemeldet.
      </p>
      {info.termsConfirmationRequired ? (
        <p className="form-message" role="status">
          Die Nutzungsbedingungen haben sich geändert.{" "}
          <AppLink href="/mein-account/einwilligungen">Bitte stimme der neuen Fassung zu.</AppLink>
        </p>
      ) : null}
      <nav aria-label="Mein Konto">
        <ul className="account-links account-links--list">
          <li>
            <AppLink href="/profil-bearbeiten">Profil bearbeiten</AppLink>
          </li>
          <li>
            <AppLink href="/mein-account/zugangsdaten">E-Mail-Adresse und Passwort</AppLink>
          </li>
          <li>
            <AppLink href="/mein-account/einwilligungen">Einwilligungen</AppLink>
          </li>
          <li>
            <AppLink href="/mein-account/daten">Meine Daten herunterladen oder Konto löschen</AppLink>
          </li>
          <li>
            <AppLink href="/mein-account/liveticker">Spiele live erfassen</AppLink>
          </li>
          <li>
            <a href="/logout">Abmelden</a>
          </li>
        </ul>
      </nav>
      <AccountFavorites initial={favorites} imageBase={imageServerUrl()} />
    </div>
  );
}

export const dynamic = "force-dynamic";
