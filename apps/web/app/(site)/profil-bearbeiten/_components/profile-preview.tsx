"use client";

import { useEffect, useState } from "react";

/** What the preview shows of the profile: the saved values, and the labels of the choices. */
export interface PreviewFacts {
  name: string;
  /** A minor's profile without a parent's consent: nobody sees it yet, whatever the flags say. */
  awaitsConsent: boolean;
  dateOfBirth: string;
  nationality: string;
  clubName: string | null;
  values: Record<string, string>;
  labels: Record<string, Record<string, string>>;
}

/** The values the two forms hold now: their text fields and selects, and their checkboxes as "on" or "". */
function readForms(formIds: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const formId of formIds) {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) continue;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name) continue;
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        values[element.name] = element.checked ? "on" : "";
      } else if (!(element instanceof HTMLInputElement && element.type === "hidden")) {
        values[element.name] = element.value.trim();
      }
    }
  }
  return values;
}

/**
 * "So sehen andere dein Profil": the public's view of the profile as the forms above would save it, updated while
 * the visitor changes them (without scripts, as saved).
 */
export function ProfilePreview({ facts, formIds }: { facts: PreviewFacts; formIds: readonly string[] }) {
  const [values, setValues] = useState(facts.values);
  useEffect(() => {
    const update = () => setValues({ ...facts.values, ...readForms(formIds) });
    update();
    const forms = formIds.map((id) => document.getElementById(id)).filter((form) => form !== null);
    for (const form of forms) {
      form.addEventListener("input", update);
      form.addEventListener("change", update);
    }
    return () => {
      for (const form of forms) {
        form.removeEventListener("input", update);
        form.removeEventListener("change", update);
      }
    };
  }, [facts, formIds]);
  const on = (name: string) => values[name] === "on";
  if (facts.awaitsConsent) {
    return (
      <p className="profile-preview__closed">
        Noch sieht niemand dein Profil: Es bleibt privat, bis deine Eltern eingewilligt haben. Danach gilt, was du hier
        einstellst.
      </p>
    );
  }
  if (!on("profile-visible")) {
    return (
      <p className="profile-preview__closed">
        Niemand sieht dein Profil: kein Suchtreffer, keine Profilseite, und in Aufstellungen, Spielberichten und
        Statistiken steht „Nicht öffentlich“ statt deines Namens.
      </p>
    );
  }
  const details = on("player-visible");
  const label = (name: string) => facts.labels[name]?.[values[name] ?? ""] ?? "";
  const rows: [string, string][] = [
    ["Name", facts.name],
    ["Verein", facts.clubName ?? "–"],
    ...(details && values.nickname ? ([["Spitzname", values.nickname]] as [string, string][]) : []),
    ["Geburtsdatum", on("date-visible") ? facts.dateOfBirth : "verborgen"],
    ["Nationalität", on("citizenship-visible") ? facts.nationality : "verborgen"],
    ...(details
      ? ([
          ["Position", label("playing-position") || "–"],
          ["Größe", values.height ? `${values.height} cm` : "–"],
          ["Gewicht", values.weight ? `${values.weight} kg` : "–"],
          ["Starker Fuß", label("foot-type") || "–"],
          ["Rückennummer", values["jersey-number"] || "–"],
          ["Kapitän", on("is-captain") ? "ja" : "nein"],
        ] as [string, string][])
      : ([["Angaben zur Person", "verborgen"]] as [string, string][])),
    ["Einsätze, Minuten und Tore", on("performance-visible") ? "sichtbar" : "verborgen"],
    ["Karten", on("performance-visible") && on("cards-visible") ? "sichtbar" : "verborgen"],
    ["Frühere Mannschaften", on("club-history-visible") ? "sichtbar" : "verborgen"],
    ["In der Suche", on("profile-searchable") ? "auffindbar" : "nicht auffindbar"],
    ["Suchmaschinen", on("profile-searchable-ext") ? "dürfen die Seite zeigen" : "zeigen die Seite nicht"],
  ];
  return (
    <dl className="profile-preview__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
