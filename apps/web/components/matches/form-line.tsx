import "./form-line.css";

type FormResult = "won" | "drawn" | "lost";

const FORM_LABELS: Record<FormResult, readonly [string, string]> = {
  won: ["S", "Sieg"],
  drawn: ["U", "Unentschieden"],
  lost: ["N", "Niederlage"],
};

/**
 * A team's last results as letters on coloured fills (green win, grey draw, red loss), the same on match and team
 * pages; the letter carries the meaning, the colour only repeats it, and each letter names its result on hover.
 */
export function FormLine({ form }: { form: readonly FormResult[] }) {
  if (form.length === 0) return <>–</>;
  return (
    <span className="form-line">
      {form.map((result, index) => (
        <abbr
          // biome-ignore lint/suspicious/noArrayIndexKey: the form line is a fixed sequence of results.
          key={index}
          className={`form-line__item form-line__item--${result}`}
          title={FORM_LABELS[result][1]}
        >
          {FORM_LABELS[result][0]}
        </abbr>
      ))}
    </span>
  );
}
