import type { Metadata } from "next";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { appointTeamAdmin, endTeamAdmin } from "./actions";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Meine Mannschaften"],
  description: "Für Team-Admins: Kader, Mannschaftsseite und Foto der eigenen Mannschaften, und wer sie verwaltet.",
  path: "/mein-account/mannschaften",
  allowRobotsIndex: false,
});

const PATH = "/mein-account/mannschaften";

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));

/** The fields of an appointment's form: the club, one of its teams, the account's nickname. */
function appointmentFields(
  club: { clubId: string; teams: { teamId: string; teamName: string }[] },
  nicknameHint?: string,
): FieldSpec[] {
  return [
    { name: "club-id", label: "", type: "hidden", defaultValue: club.clubId },
    {
      name: "team-id",
      label: "Mannschaft",
      type: "select",
      required: true,
      options: club.teams.map((team) => ({ value: team.teamId, label: team.teamName })),
    },
    {
      name: "nickname",
      label: "Spitzname des Kontos",
      type: "text",
      required: true,
      minLength: 3,
      maxLength: 30,
      ...(nicknameHint ? { hint: nicknameHint } : {}),
    },
  ];
}

/**
 * `/mein-account/mannschaften`: the teams the signed-in user administers, each with its own page, and for each of
 * their clubs who administers which team, with the appointments a club's admins make (docs/team-administration.md).
 */
export default async function TeamAdminListPage() {
  const session = await requireSession(PATH);
  const { teams } = await privateRead(session, PATH, (api) => api.clubs.getTeamAdminList());
  const clubs = [...new Map(teams.map((team) => [team.clubId, team.clubName])).entries()];
  const clubAdmins = await Promise.all(
    clubs.map(([clubId]) => privateRead(session, PATH, (api) => api.clubs.getClubTeamAdmins({ "club-id": clubId }))),
  );
  return (
    <AccountSubpage title="Meine Mannschaften">
      {teams.length === 0 ? (
        <p>
          Du verwaltest keine Mannschaft. Die Team-Admins deines Vereins können dich zum Team-Admin deiner Mannschaft
          ernennen: Sprich sie an, wenn du ihre Seite pflegen möchtest.
        </p>
      ) : (
        <ul className="account-links account-links--list">
          {teams.map((team) => (
            <li key={team.teamId}>
              <AppLink href={`${PATH}/${encodeURIComponent(team.teamId)}`}>{team.teamName}</AppLink> ({team.clubName},
              seit {dateText(team.since)})
            </li>
          ))}
        </ul>
      )}
      {clubAdmins.map((club, index) => {
        const clubName = clubs[index]![1];
        return (
          <section key={club.clubId} aria-labelledby={`verein-${club.clubId}`}>
            <h2 id={`verein-${club.clubId}`}>Team-Admins von {clubName}</h2>
            <p>
              Als Team-Admin des Vereins ernennst du die Team-Admins seiner Mannschaften, neben den Reportern für den
              Liveticker. Beenden kann eine Ernennung, wer die Mannschaft selbst verwaltet oder die Person ernannt hat;
              jede Mannschaft behält mindestens einen Team-Admin.
            </p>
            <ul>
              {club.teams.map((team) => (
                <li key={team.teamId}>
                  <strong>{team.teamName}</strong>:{" "}
                  {team.admins.length === 0
                    ? "niemand"
                    : team.admins
                        .map(
                          (admin) =>
                            `${admin.nickname} (seit ${dateText(admin.since)}${admin.appointedBy ? `, ernannt von ${admin.appointedBy}` : ""})`,
                        )
                        .join(", ")}
                </li>
              ))}
            </ul>
            <h3>Team-Admin ernennen</h3>
            <AccountForm
              id={`ernennen-${club.clubId}`}
              action={appointTeamAdmin}
              fields={appointmentFields(club, "Das Konto muss aktiviert sein.")}
              submitLabel="Ernennen"
              success="{nickname} ist jetzt Team-Admin."
            />
            <h3>Ernennung beenden</h3>
            <AccountForm
              id={`beenden-${club.clubId}`}
              action={endTeamAdmin}
              fields={appointmentFields(club)}
              submitLabel="Ernennung beenden"
              isDanger
              success="Die Ernennung ist beendet."
            />
          </section>
        );
      })}
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
