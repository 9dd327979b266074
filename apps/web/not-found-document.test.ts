import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fillErrorShell, isErrorShell, loadNotFoundDocument, notFoundParts } from "./not-found-document.mjs";

const PRERENDERED =
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css" data-precedence="next"/>' +
  "<script>first()</script><title>Seite nicht gefunden | BAFV</title></head><body><header>Kopf</header>" +
  '<main><h1>Seite nicht gefunden</h1></main><script src="/b.js" async=""></script><script>self.x=1</script></body></html>';

const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><script src="/c.js" async="" nonce="n"></script>' +
  '<title>Bayerischer Amateur-Fußball-Verband</title></head><body><div hidden=""></div>' +
  '<script nonce="n">self.__next_f.push([1,"payload"])</script></body></html>';

describe("the 404 filled into Next.js's error shell", () => {
  const parts = notFoundParts(PRERENDERED);

  it("takes the prerendered 404's stylesheets, title and body without its scripts", () => {
    expect(parts).toEqual({
      stylesheets: '<link rel="stylesheet" href="/a.css" data-precedence="next"/>',
      title: "<title>Seite nicht gefunden | BAFV</title>",
      body: "<header>Kopf</header><main><h1>Seite nicht gefunden</h1></main>",
    });
  });

  it("puts them into the shell, which keeps its own scripts and payload for the browser's render", () => {
    const filled = fillErrorShell(SHELL, parts);
    expect(filled).toBe(
      '<!DOCTYPE html><html id="__next_error__" lang="de"><head><meta charSet="utf-8"/>' +
        '<script src="/c.js" async="" nonce="n"></script><title>Seite nicht gefunden | BAFV</title>' +
        '<link rel="stylesheet" href="/a.css" data-precedence="next"/></head><body>' +
        "<header>Kopf</header><main><h1>Seite nicht gefunden</h1></main>" +
        '<div hidden=""></div><script nonce="n">self.__next_f.push([1,"payload"])</script></body></html>',
    );
    expect(isErrorShell(filled)).toBe(false);
  });

  it("takes styles that come inside the prerendered 404 as well as linked ones", () => {
    const inline =
      '<html><head><style data-precedence="next" data-href="/a.css">main{color:red}</style>' +
      "<title>Seite nicht gefunden | BAFV</title></head><body><main>x</main></body></html>";
    expect(notFoundParts(inline)?.stylesheets).toBe(
      '<style data-precedence="next" data-href="/a.css">main{color:red}</style>',
    );
  });

  it("leaves every other document as it is, and the shell when the prerendered 404 is missing", () => {
    expect(fillErrorShell(PRERENDERED, parts)).toBe(PRERENDERED);
    expect(fillErrorShell(SHELL, null)).toBe(SHELL);
    expect(notFoundParts("")).toBeNull();
  });
});

describe("the prerendered 404 document", () => {
  it("lets a 404's policy allow its inline scripts by hash instead of 'strict-dynamic', and fills shells", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "not-found-")), "_not-found.html");
    writeFileSync(file, PRERENDERED);
    const document = loadNotFoundDocument(file);
    const policy = document.policyFor(
      "default-src 'self'; script-src 'self' 'nonce-n' 'strict-dynamic'; img-src 'self'",
    );
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-n'( 'sha256-[^']+'){2}; img-src 'self'$/);
    expect(document.fill(SHELL)).toBe(fillErrorShell(SHELL, notFoundParts(PRERENDERED)));
  });

  it("without a build only drops 'strict-dynamic' and leaves shells as they are", () => {
    const document = loadNotFoundDocument(path.join(tmpdir(), "gibt-es-nicht", "_not-found.html"));
    expect(document.policyFor("script-src 'self' 'strict-dynamic'")).toBe("script-src 'self'");
    expect(document.fill(SHELL)).toBe(SHELL);
  });
});
