import type { ReactNode } from "react";
import { type LiveScopes, LiveUpdates } from "@/components/live/live-updates";
import { SITE } from "@/lib/site";
import { type WidgetTheme, widgetClasses, widgetStyle } from "@/lib/widget-theme";
import { WidgetResizer } from "./widget-resizer";
import "./widgets.css";

/** Every link of a widget opens in this window, never inside the club's page (website.md). */
export const WIDGET_LINK_TARGET = "widgetlinks";

/** A link out of a widget: to the site, in the widgets' window. */
export function WidgetLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target={WIDGET_LINK_TARGET} rel="noopener" className={className}>
      {children}
    </a>
  );
}

/**
 * A widget's light frame: no header, footer or ads; the theme's tokens, a title, the content, and a line naming the
 * source with a link to the page it comes from. Its height goes to the host page. A widget showing what can still
 * change follows it on the stream (`live`), as the site's pages do: scores, states, the ticker and the live table
 * are written into the widget without a reload.
 */
export function WidgetFrame({
  theme,
  title,
  more,
  live,
  children,
}: {
  theme: WidgetTheme;
  title: string;
  more: { href: string; label: string };
  live?: LiveScopes | null;
  children: ReactNode;
}) {
  return (
    <main className={widgetClasses(theme)} style={widgetStyle(theme)}>
      <h1 className="widget__title">{title}</h1>
      {children}
      <p className="widget__source">
        <WidgetLink href={more.href}>{more.label}</WidgetLink> · {SITE.associationShortName}
      </p>
      {live ? <LiveUpdates scopes={live} /> : null}
      <WidgetResizer />
    </main>
  );
}
