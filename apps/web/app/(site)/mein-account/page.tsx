import type { Metadata } from "next";
import { AccountFavorites } from "@/components/session/account-favorites";
import { AppLink } from "@/components/ui/app-link";
import "@/components/session/account.css";
import type { FavoriteLists } from "@/components/session/favorites-provider";
import { formatKickoff } from "@/lib/dates";
import { imageServerUrl } from "@/lib/images";
import { matchLink } from "@/lib/links";
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
  const [personal, favorites, info, administered, promateur] = await Promise.all([
    privateRead(session, "/mein-account", (api) => api.account.getPersonalData1()),
    privateRead(session, "/mein-account", (api) => api.account.getFavorites()),
    privateRead(session, "/mein-account", (api) => api.account.getUserInfo()),
    privateRead(session, "/mein-account", (api) => api.clubs.getTeamAdminList()),
    privateRead(session, "/mein-account", (api) => api.general.checkPromateurFeature()),
  ]);
  // A referee's coming matches (the API answers 404 no-profile where the account holds no referee record).
  const refereeMatches = info.refereeProfile
    ? (await privateRead(session, "/mein-account", (api) => api.referees.getRefereeNextMatches())).matches
    : null;
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
          {info.playerProfile ? (
            <li>
              <AppLink href="/mein-account/promateur-einwilligung">Promateur-Einwilligung (für Spieler)</AppLink>
            </li>
          ) : null}
          {promateur.enabled ? (
            <li>
              <AppLink href="/mein-account/promateur">Promateur: Pilotligen, Spielberichte, Vereinshistorien</AppLink>
            </li>
          ) : null}
          {administered.teams.length > 0 ? (
            <li>
              <AppLink href="/mein-account/mannschaften">Meine Mannschaften (Kader, Mannschaftsseite, Foto)</AppLink>
            </li>
          ) : null}
          {administered.teams.length > 0 ? (
            <li>
              <AppLink href="/mein-account/spielerprofil-loesen">
                Spieler- oder Schiedsrichterprofil vom falschen Konto lösen (für Vereine)
              </AppLink>
            </li>
          ) : null}
          <li>
            <a href="/logout">Abmelden</a>
          </li>
        </ul>
      </nav>
      {refereeMatches ? <RefereeNextMatches matches={refereeMatches} /> : null}
      <AccountFavorites initial={favorites} imageBase={imageServerUrl()} />
    </div>
  );
}

const ROLE_NAMES: Record<string, string> = {
  referee: "Schiedsrichter",
  assistant_1: "Schiedsrichter-Assistent 1",
  assistant_2: "Schiedsrichter-Assistent 2",
  fourth_official: "Vierter Offizieller",
};

/** The signed-in referee's coming matches, soonest first, each with the role and a link to the match. */
function RefereeNextMatches({
  matches,
}: {
  matches: {
    matchId: string;
    kickoffAt: string;
    role: string;
    homeTeamName: string | null;
    guestTeamName: string | null;
    competitionName: string;
  }[];
}) {
  return (
    <section aria-labelledby="meine-spiele-titel" className="referee-next">
      <h2 id="meine-spiele-titel">Meine nächsten Spiele als Schiedsrichter</h2>
      {matches.length === 0 ? (
        <p>Für dich ist gerade kein Spiel angesetzt.</p>
      ) : (
        <ul className="referee-next__list">
          {matches.map((match) => {
            const title = `${match.homeTeamName ?? "offen"} – ${match.guestTeamName ?? "offen"}`;
            const href =
              match.homeTeamName && match.guestTeamName
                ? matchLink({ id: match.matchId, homeTeam: true, guestTeam: true })
                : null;
            return (
              <li key={`${match.matchId}-${match.role}`}>
                <span className="referee-next__when">{formatKickoff(match.kickoffAt)}</span>{" "}
                {href ? <AppLink href={href}>{title}</AppLink> : title}
                <span className="referee-next__what">
                  {match.competitionName} · {ROLE_NAMES[match.role] ?? match.role}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export const dynamic = "force-dynamic";
