import type { ReactNode } from "react";
import { AppLink } from "../ui/app-link";
import {
  LIST_SLUGS,
  LIST_TITLES,
  type StatisticsChoices,
  type StatisticsList,
  type StatisticsSelection,
  statisticValue,
} from "./selection";
import "../competitions/competitions.css";
import "./statistics.css";

/** "Saison 2026/27", "Letzter Monat (November 2026)": the period as the select offers it. */
export function periodText(period: { label: string; name: string | null }): string {
  if (!period.name) return period.label;
  return period.name.startsWith(period.label) ? period.name : `${period.label} (${period.name})`;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="statistics__field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The filter of the association's statistics as a plain GET form: it works without JavaScript, and its address
 * is the page's own (bookmarkable, shareable). A Kreis is offered within its Bezirk; once a Bezirk is chosen only
 * its Kreise are.
 */
export function StatisticsFilterForm({
  choices,
  selection,
}: {
  choices: StatisticsChoices;
  selection: StatisticsSelection;
}) {
  const districts = selection.bezirk
    ? choices.districts.filter((district) => district.id === selection.bezirk)
    : choices.districts;
  const lists = Object.keys(LIST_SLUGS) as StatisticsList[];
  return (
    <form className="statistics__form" method="get" action="/statistik" aria-label="Statistik filtern">
      <Field id="statistik-statistik" label="Statistik">
        <select
          id="statistik-statistik"
          className="select"
          name="statistik"
          defaultValue={statisticValue(selection.list, selection.stats)}
        >
          {lists.map((list) => (
            <optgroup key={list} label={LIST_TITLES[list]}>
              {choices.stats
                .filter((stat) => stat.list === list)
                .map((stat) => (
                  <option key={stat.id} value={statisticValue(list, stat.id)}>
                    {LIST_TITLES[list]}: {stat.label}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id="statistik-zeitraum" label="Zeitraum">
        <select id="statistik-zeitraum" className="select" name="zeitraum" defaultValue={selection.zeitraum}>
          {choices.periods.map((period) => (
            <option key={period.id} value={period.id}>
              {periodText(period)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="statistik-bezirk" label="Bezirk">
        <select id="statistik-bezirk" className="select" name="bezirk" defaultValue={selection.bezirk ?? ""}>
          <option value="">Alle Bezirke</option>
          {choices.districts.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="statistik-kreis" label="Kreis">
        <select id="statistik-kreis" className="select" name="kreis" defaultValue={selection.kreis ?? ""}>
          <option value="">Alle Kreise</option>
          {districts.map((district) => (
            <optgroup key={district.id} label={`Bezirk ${district.name}`}>
              {district.kreise.map((kreis) => (
                <option key={kreis.id} value={kreis.id}>
                  {kreis.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field id="statistik-mannschaftsart" label="Mannschaftsart">
        <select
          id="statistik-mannschaftsart"
          className="select"
          name="mannschaftsart"
          defaultValue={selection.mannschaftsart === undefined ? "" : String(selection.mannschaftsart)}
        >
          <option value="">Alle Mannschaftsarten</option>
          {choices.teamTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="statistics__actions">
        <button type="submit" className="button button--primary button--medium">
          Anzeigen
        </button>
        <AppLink href="/statistik" className="statistics__reset">
          Filter zurücksetzen
        </AppLink>
      </div>
    </form>
  );
}
