import { describe, expect, it } from "vitest";
import { parseSearchKind, SEARCH_KINDS, searchResultsHref } from "./search-links";

describe("search kinds", () => {
  it("reads ?art= in any case, without a value as all kinds, and names an unknown one", () => {
    expect(parseSearchKind("vereine")).toMatchObject({ slug: "vereine", label: "Vereine" });
    expect(parseSearchKind(" Schiedsrichter ")).toMatchObject({ slug: "schiedsrichter" });
    expect(parseSearchKind(undefined)).toBeUndefined();
    expect(parseSearchKind("  ")).toBeUndefined();
    expect(parseSearchKind("spielorte")).toBe("unknown");
    expect(parseSearchKind("club")).toBe("unknown");
  });

  it("keeps the text, the kind and a page past the first in the address", () => {
    const teams = SEARCH_KINDS.find((kind) => kind.slug === "mannschaften")!;
    expect(searchResultsHref(" TSV Erding & Co ")).toBe("/textsuche?query=TSV+Erding+%26+Co");
    expect(searchResultsHref("Erding", teams)).toBe("/textsuche?query=Erding&art=mannschaften");
    expect(searchResultsHref("Erding", teams, 1)).toBe("/textsuche?query=Erding&art=mannschaften");
    expect(searchResultsHref("Erding", teams, 3)).toBe("/textsuche?query=Erding&art=mannschaften&seite=3");
  });
});
