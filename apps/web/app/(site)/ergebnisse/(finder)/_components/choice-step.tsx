import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";

export interface Choice {
  key: string | number;
  label: string;
  href: string;
  isCurrent: boolean;
  /** Competitions behind the choice, shown in brackets. */
  count?: number;
}

/** One step of the finder: a heading and its choices as plain links, the chosen one marked. */
export function ChoiceStep({
  id,
  title,
  choices,
  empty,
  children,
}: {
  id: string;
  title: string;
  choices: Choice[];
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section className="finder__step" aria-labelledby={id}>
      <h2 id={id} className="finder__title">
        {title}
      </h2>
      {choices.length === 0 ? (
        <p>{empty ?? "Keine Auswahl möglich."}</p>
      ) : (
        <ul className="choice-list">
          {choices.map((choice) => (
            <li key={choice.key}>
              <AppLink
                href={choice.href}
                className="choice-list__link"
                aria-current={choice.isCurrent ? "true" : undefined}
                scroll={false}
              >
                {choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
