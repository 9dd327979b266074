import type { CSSProperties } from "react";

/*
 * The widgets' themes (docs/widgets.md): a fixed set of tokens chosen by parameters, so a widget fits a club's site
 * without CSS of its own. Every colour keeps the contrast of WCAG 2.1 AA on the widget's background, light and dark.
 * A value outside the set falls back to the default: a typo on a club's page must not break its page.
 */

/** The accent colours: text and links on the light and on the dark background (widgets.css uses the same). */
export const WIDGET_COLOURS = {
  blau: { light: "#0b3d91", dark: "#8ab4ff" },
  rot: { light: "#a50d26", dark: "#ff8a99" },
  gruen: { light: "#1e6b34", dark: "#5fd08f" },
  schwarz: { light: "#172033", dark: "#e6ebf2" },
} as const;
export const WIDGET_FONT_SIZES = { klein: "0.875rem", normal: "1rem", gross: "1.125rem" } as const;
export const WIDGET_MODES = { hell: "light", dunkel: "dark", auto: "light dark" } as const;

export type WidgetColour = keyof typeof WIDGET_COLOURS;
export type WidgetFontSize = keyof typeof WIDGET_FONT_SIZES;
export type WidgetMode = keyof typeof WIDGET_MODES;

export interface WidgetTheme {
  farbe: WidgetColour;
  schrift: WidgetFontSize;
  modus: WidgetMode;
  kompakt: boolean;
}

export const DEFAULT_WIDGET_THEME: WidgetTheme = { farbe: "blau", schrift: "normal", modus: "auto", kompakt: false };

type Search = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** The theme a widget's address asks for (`?farbe=rot&schrift=gross&modus=dunkel&kompakt=ja`). */
export function readWidgetTheme(search: Search): WidgetTheme {
  return {
    farbe: pick(first(search.farbe), Object.keys(WIDGET_COLOURS) as WidgetColour[], DEFAULT_WIDGET_THEME.farbe),
    schrift: pick(
      first(search.schrift),
      Object.keys(WIDGET_FONT_SIZES) as WidgetFontSize[],
      DEFAULT_WIDGET_THEME.schrift,
    ),
    modus: pick(first(search.modus), Object.keys(WIDGET_MODES) as WidgetMode[], DEFAULT_WIDGET_THEME.modus),
    kompakt: first(search.kompakt) === "ja",
  };
}

/** The theme's font size on the widget's root. */
export function widgetStyle(theme: WidgetTheme): CSSProperties {
  return { fontSize: WIDGET_FONT_SIZES[theme.schrift] };
}

/**
 * The theme's classes on the widget's root: the scheme and the accent live in widgets.css, where the CSS build turns
 * `light-dark()` into what every browser follows (an inline style would miss that).
 */
export function widgetClasses(theme: WidgetTheme): string {
  return [
    "widget",
    `widget--${theme.modus}`,
    `widget--${theme.farbe}`,
    ...(theme.kompakt ? ["widget--compact"] : []),
  ].join(" ");
}

/** The theme's parameters, for links between widgets and for the embed snippet (defaults left out). */
export function widgetThemeQuery(theme: WidgetTheme): string {
  const query = new URLSearchParams();
  if (theme.farbe !== DEFAULT_WIDGET_THEME.farbe) query.set("farbe", theme.farbe);
  if (theme.schrift !== DEFAULT_WIDGET_THEME.schrift) query.set("schrift", theme.schrift);
  if (theme.modus !== DEFAULT_WIDGET_THEME.modus) query.set("modus", theme.modus);
  if (theme.kompakt) query.set("kompakt", "ja");
  return query.toString();
}
