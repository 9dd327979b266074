import { describe, expect, it } from "vitest";
import { toSlug } from "./slug.js";

describe("name slug", () => {
  it.each([
    ["TSV 1860 München", "tsv-1860-muenchen"],
    ["Spielvereinigung Großweil", "spielvereinigung-grossweil"],
    ["  Äpfel, Öl & Übermut!  ", "aepfel-oel-uebermut"],
    ["SC Fürstenfeldbruck -- II", "sc-fuerstenfeldbruck-ii"],
    ["Straße/Weg", "strasse-weg"],
    ["Ÿ€§", "-"],
    ["", "-"],
    ["---", "-"],
  ])("%j becomes %j", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});
