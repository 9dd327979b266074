/**
 * The colour scheme. Without a choice the site follows the system setting (`prefers-color-scheme`); a visitor's
 * choice is kept on the device (localStorage) and marks the document as `data-theme="light"` or `"dark"`, which
 * globals.css reads. THEME_SCRIPT sets the mark before the first paint, so a chosen scheme never flashes the other.
 */
export type ThemeChoice = "light" | "dark";

export const THEME_STORAGE_KEY = "bafv-theme";

/** Whether a stored value is a choice (anything else, missing included, means "follow the system"). */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === "light" || value === "dark";
}

/** Part of the document's one inline script (lib/security-headers.ts allows it by hash); storage may be blocked. */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

/** The choice stored on this device, or null when the site follows the system setting. */
export function readThemeChoice(): ThemeChoice | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Applies a choice to the document and keeps it on the device; null goes back to the system setting. */
export function applyThemeChoice(choice: ThemeChoice | null): void {
  const root = document.documentElement;
  if (choice) root.dataset.theme = choice;
  else delete root.dataset.theme;
  try {
    if (choice) window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Without storage the choice holds for this page only.
  }
}
