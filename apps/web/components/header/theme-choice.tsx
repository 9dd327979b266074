"use client";

import { useEffect, useId, useState } from "react";
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from "@/lib/theme";

const OPTIONS: { value: ThemeChoice | "system"; label: string }[] = [
  { value: "system", label: "Automatisch" },
  { value: "light", label: "Hell" },
  { value: "dark", label: "Dunkel" },
];

/** Light, dark or the system's scheme; the choice is kept on this device (lib/theme.ts). */
export function ThemeChoiceControl() {
  const name = useId();
  const [choice, setChoice] = useState<ThemeChoice | "system">("system");
  useEffect(() => setChoice(readThemeChoice() ?? "system"), []);
  return (
    <fieldset className="theme-choice">
      <legend className="theme-choice__legend">Farbschema</legend>
      <div className="theme-choice__options">
        {OPTIONS.map((option) => (
          <label key={option.value} className="theme-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value);
                applyThemeChoice(option.value === "system" ? null : option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
