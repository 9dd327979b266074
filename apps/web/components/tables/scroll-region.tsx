import type { ReactNode } from "react";
import "./tables.css";

/**
 * A named region that scrolls sideways when a wide table does not fit the screen. It takes keyboard focus so
 * that people without a pointer can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="standings__scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
