import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_WIDGET_THEME,
  readWidgetTheme,
  WIDGET_COLOURS,
  widgetClasses,
  widgetStyle,
  widgetThemeQuery,
} from "./widget-theme";

describe("the widgets' themes", () => {
  it("reads the fixed tokens from the address and falls back to the default for anything else", () => {
    expect(readWidgetTheme({ farbe: "rot", schrift: "gross", modus: "dunkel", kompakt: "ja" })).toEqual({
      farbe: "rot",
      schrift: "gross",
      modus: "dunkel",
      kompakt: true,
    });
    expect(readWidgetTheme({ farbe: "#ff0000", schrift: ["klein", "gross"], modus: "neon" })).toEqual({
      ...DEFAULT_WIDGET_THEME,
      schrift: "klein",
    });
  });

  it("turns a theme into custom properties and back into the address's parameters", () => {
    const theme = readWidgetTheme({ farbe: "gruen", modus: "hell" });
    expect(widgetStyle(theme)).toEqual({ fontSize: "1rem" });
    expect(widgetClasses(theme)).toBe("widget widget--hell widget--gruen");
    // The stylesheet defines every colour the theme offers, with the same values.
    const css = readFileSync(new URL("../components/widgets/widgets.css", import.meta.url), "utf8");
    for (const [name, colour] of Object.entries(WIDGET_COLOURS)) {
      expect(css).toContain(`.widget--${name} {\n  --widget-accent: light-dark(${colour.light}, ${colour.dark});`);
    }
    expect(widgetThemeQuery(theme)).toBe("farbe=gruen&modus=hell");
    expect(widgetThemeQuery(DEFAULT_WIDGET_THEME)).toBe("");
  });
});
