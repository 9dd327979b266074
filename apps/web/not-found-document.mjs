// The 404 of a page that calls `notFound()`, readable without JavaScript. Next.js 16 cannot render a not-found
// boundary on the server once the page is rendered on demand: the answer is an empty document shell
// (`<html id="__next_error__">`) whose payload holds the not-found page, which the browser renders only when the
// scripts run (vercel/next.js#62228). This module fills that shell with the site's prerendered 404 (frame and the
// German "Seite nicht gefunden", app/global-not-found.tsx): a visitor without JavaScript reads it, and the scripts,
// where they run, replace it by the page's own not-found text ("Spieler nicht gefunden"), as before.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** Everything between the opening tag of an element and its closing tag, or null. */
function inner(html, tag) {
  const open = html.search(new RegExp(`<${tag}(?:\\s[^>]*)?>`));
  const close = html.lastIndexOf(`</${tag}>`);
  if (open === -1 || close === -1) return null;
  const start = html.indexOf(">", open) + 1;
  return start <= close ? html.slice(start, close) : null;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
// The site's styles come inside the document (next.config.ts, `inlineCss`) as `<style>` elements; a build without
// that option links them.
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>|<style\b[^>]*>[\s\S]*?<\/style>/g;
const TITLE = /<title>[\s\S]*?<\/title>/;

/**
 * The parts of the prerendered 404 document that a shell takes over: its stylesheets, its title, and its body
 * without scripts (the shell brings the scripts of the page's own render). Null when the document is not usable.
 */
export function notFoundParts(document) {
  const head = inner(document, "head");
  const body = inner(document, "body");
  const title = document.match(TITLE)?.[0];
  if (head === null || body === null || !title) return null;
  return {
    stylesheets: (head.match(STYLESHEET) ?? []).join(""),
    title,
    body: body.replace(SCRIPT, ""),
  };
}

const SHELL = '<html id="__next_error__">';

/** Whether an answer's body is Next.js's empty error shell. */
export function isErrorShell(html) {
  return html.includes(SHELL);
}

/**
 * The error shell with the 404's content rendered into it: the language of the page, the 404's stylesheets and
 * title in the head, its frame and text at the start of the body. Any other body is returned as it is.
 */
export function fillErrorShell(html, parts) {
  if (!parts || !isErrorShell(html)) return html;
  const headEnd = html.indexOf("</head>");
  const bodyStart = html.indexOf("<body>", headEnd);
  if (headEnd === -1 || bodyStart === -1) return html;
  const head = html.slice(0, headEnd).replace(SHELL, '<html id="__next_error__" lang="de">');
  const titled = TITLE.test(head) ? head.replace(TITLE, parts.title) : `${head}${parts.title}`;
  const afterBody = bodyStart + "<body>".length;
  return `${titled}${parts.stylesheets}${html.slice(headEnd, afterBody)}${parts.body}${html.slice(afterBody)}`;
}

/**
 * The prerendered 404 document at `file` (read once, at start): `policyFor` lets a 404 answer's policy allow its
 * inline scripts, fixed and free of data, by hash, and the framework's files by origin (`'self'` without
 * `'strict-dynamic'`, which would ignore it); `fill` renders it into an empty error shell. Without the file (no
 * build yet) a policy only loses `'strict-dynamic'` and shells stay as they are.
 */
export function loadNotFoundDocument(file) {
  let document = "";
  try {
    document = readFileSync(file, "utf8");
  } catch {
    // Not built yet: no document to take scripts or content from.
  }
  const hashes = [...document.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash("sha256").update(match[1]).digest("base64")}'`,
  );
  const parts = notFoundParts(document);
  return {
    policyFor(policy) {
      return policy.replace(/script-src ([^;]*)/, (_, sources) => {
        const allowed = new Set([...sources.split(" "), ...hashes].filter(Boolean));
        allowed.delete("'strict-dynamic'");
        return `script-src ${[...allowed].join(" ")}`;
      });
    },
    fill(html) {
      return fillErrorShell(html, parts);
    },
  };
}
