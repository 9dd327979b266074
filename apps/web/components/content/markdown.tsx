import "server-only";
import MarkdownIt from "markdown-it";
import { env } from "@/lib/env";
import { isExternalLink, resolveInternalPrefix } from "@/lib/links";
import "./content.css";

/*
 * Editors' Markdown as HTML. Raw HTML in the text is shown as text (html: false), so a page cannot carry scripts
 * or styles; links follow the site's rules (website.md 2: external ones open in a new tab); the page's title is
 * its only h1, so a text's own headings start at h2; tables scroll sideways on a phone instead of the page.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

markdown.core.ruler.push("site_rules", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
    if (token.type !== "inline") continue;
    for (const child of token.children ?? []) {
      if (child.type !== "link_open") continue;
      const href = resolveInternalPrefix(String(child.attrGet("href") ?? ""));
      child.attrSet("href", href);
      if (isExternalLink(href, new URL(env().siteUrl).host)) {
        child.attrSet("target", "_blank");
        child.attrSet("rel", "noopener noreferrer");
      }
    }
  }
});

const renderTableOpen = markdown.renderer.rules.table_open;
/**
 * A table's region is named after the heading above it (`Tabelle: Gebühren`), and a second one under the same
 * heading is counted, so every region of a page has a name of its own (axe landmark-unique).
 */
function tableLabel(tokens: { type: string; content: string }[], index: number, used: Map<string, number>): string {
  let heading = "";
  for (let at = index - 1; at > 0; at -= 1) {
    if (tokens[at - 1]?.type === "heading_open" && tokens[at]?.type === "inline") {
      heading = tokens[at]!.content;
      break;
    }
  }
  const base = heading ? `Tabelle: ${heading}` : "Tabelle";
  const count = (used.get(base) ?? 0) + 1;
  used.set(base, count);
  return count === 1 ? base : `${base} (${count})`;
}

markdown.renderer.rules.table_open = (tokens, index, options, environment, self) => {
  const state = environment as { tableLabels?: Map<string, number> };
  state.tableLabels ??= new Map();
  const used = state.tableLabels;
  return `<div class="markdown__table" role="region" aria-label="${markdown.utils.escapeHtml(
    tableLabel(tokens, index, used),
  )}" tabindex="0">${
    renderTableOpen
      ? renderTableOpen(tokens, index, options, environment, self)
      : self.renderToken(tokens, index, options)
  }`;
};
markdown.renderer.rules.table_close = (tokens, index, options, _environment, self) =>
  `${self.renderToken(tokens, index, options)}</div>`;

export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

export function Markdown({ text }: { text: string }) {
  // Safe: markdown-it escapes every raw HTML of the text (html: false) and checks link protocols.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown with raw HTML disabled
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(text) }} />;
}
