import { ApiCallError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { AccountForm, type FieldSpec } from "@/components/session/account-form";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { privateRead, requireSession } from "@/lib/session/page-session";
import { AccountSubpage } from "../_components/account-subpage";
import { savePromateurConsent } from "./actions";
import { OPT_OUT_PREFIX } from "./opt-out";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Promateur-Einwilligung", "Mein Account"],
  description: "Für Spieler: ob Scouts im Promateur-Bereich dich sehen, und in welchen Ligen nicht.",
  path: "/mein-account/promateur-einwilligung",
  allowRobotsIndex: false,
});

const PATH = "/mein-account/promateur-einwilligung";

/**
 * `/mein-account/promateur-einwilligung`: the player's own agreement to the promateur tier (docs/promateur.md) and the
 * opt-out per league of the current season. An account without a player profile is told how to get one.
 */
export default async function PromateurConsentPage() {
  const session = await requireSession(PATH);
  const consent = await privateRead(session, PATH, (api) => api.players.getPromateurConsent()).catch(
    (error: unknown) => {
      if (error instanceof ApiCallError && error.status === 404) return null;
      throw error;
    },
  );
  if (!consent) {
    return (
      <AccountSubpage title="Promateur-Einwilligung">
        <p>
          Dein Konto ist mit keinem Spielerprofil verbunden. Die Einwilligung zu Promateur gibst du, wenn du{" "}
          <AppLink href="/profil-bearbeiten">dein Spielerprofil übernimmst</AppLink>.
        </p>
      </AccountSubpage>
    );
  }
  const fields: FieldSpec[] = [
    {
      name: "agree_promateur",
      label: "Ich stimme zu, dass Scouts im Promateur-Bereich meine Spiele, Ereignisse und Vereinshistorie sehen.",
      type: "checkbox",
      defaultChecked: consent.agreed,
      hint: consent.ofAge
        ? "Du kannst die Zustimmung jederzeit zurücknehmen; sie gilt ab sofort."
        : "Zustimmen kannst du erst mit 18 Jahren.",
    },
    ...consent.leagues.map(
      (league): FieldSpec => ({
        name: `${OPT_OUT_PREFIX}${league.competitionId}`,
        label: `Nicht in ${league.name} zeigen${league.isPilot ? " (Pilotliga)" : ""}`,
        type: "checkbox",
        defaultChecked: league.optedOut,
      }),
    ),
  ];
  return (
    <AccountSubpage title="Promateur-Einwilligung">
      <p>
        Promateur ist der Bereich des Verbands für Scouts und Förderprogramme. Dort erscheinst du nur, wenn du
        zugestimmt hast und volljährig bist, und nur in den Ligen, aus denen du dich nicht abgemeldet hast. Deine
        Einstellungen für das öffentliche Profil gelten dort zusätzlich.
      </p>
      <p>
        Zurzeit: <strong>{consent.agreed ? "zugestimmt" : "nicht zugestimmt"}</strong>.
        {consent.leagues.length === 0 ? ` In der Saison ${consent.season.label} spielst du in keiner Liga.` : ""}
      </p>
      <AccountForm
        id="promateur-einwilligung"
        action={savePromateurConsent}
        fields={fields}
        submitLabel="Speichern"
        success="Deine Einstellungen für Promateur sind gespeichert."
      />
    </AccountSubpage>
  );
}

export const dynamic = "force-dynamic";
