import "../competitions/competitions.css";
import "./statistics.css";

interface Choice {
  id: number;
  name: string;
}

/**
 * The nationwide scorers' filter as a plain GET form. The league levels are those of the shown team type; a
 * visitor who picks another team type without JavaScript gets that type's highest level (the page says so).
 */
export function NationWideFilterForm({
  teamTypes,
  leagueLevels,
  chosen,
}: {
  teamTypes: readonly Choice[];
  leagueLevels: readonly Choice[];
  chosen: { mannschaftsart: number; spielklasse: number };
}) {
  return (
    <form className="statistics__form" method="get" action="/statistik/bundesweit" aria-label="Torjäger filtern">
      <div className="statistics__field">
        <label htmlFor="bundesweit-mannschaftsart">Mannschaftsart</label>
        <select
          id="bundesweit-mannschaftsart"
          className="select"
          name="mannschaftsart"
          defaultValue={String(chosen.mannschaftsart)}
        >
          {teamTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="statistics__field">
        <label htmlFor="bundesweit-spielklasse">Spielklasse</label>
        <select
          id="bundesweit-spielklasse"
          className="select"
          name="spielklasse"
          defaultValue={String(chosen.spielklasse)}
        >
          {leagueLevels.map((level) => (
            <option key={level.id} value={String(level.id)}>
              {level.name}
            </option>
          ))}
        </select>
      </div>
      <div className="statistics__actions">
        <button type="submit" className="button button--primary button--medium">
          Anzeigen
        </button>
      </div>
    </form>
  );
}
