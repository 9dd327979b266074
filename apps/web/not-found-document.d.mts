// Types of not-found-document.mjs (plain JavaScript, loaded by server.mjs before Next.js).
export interface NotFoundParts {
  stylesheets: string;
  title: string;
  body: string;
}
export function notFoundParts(document: string): NotFoundParts | null;
export function isErrorShell(html: string): boolean;
export function fillErrorShell(html: string, parts: NotFoundParts | null): string;
export interface NotFoundDocument {
  policyFor(policy: string): string;
  fill(html: string): string;
}
export function loadNotFoundDocument(file: string): NotFoundDocument;
