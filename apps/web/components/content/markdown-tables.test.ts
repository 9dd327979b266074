import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("tables of a content text", () => {
  it("names each table's region after its heading, and counts a second one under the same heading", () => {
    const html = renderMarkdown(
      [
        "## Gebühren",
        "",
        "| A | B |",
        "|---|---|",
        "| 1 | 2 |",
        "",
        "| C | D |",
        "|---|---|",
        "| 3 | 4 |",
        "",
        "## Fristen <Stichtag>",
        "",
        "| E | F |",
        "|---|---|",
        "| 5 | 6 |",
      ].join("\n"),
    );
    const labels = [...html.matchAll(/role="region" aria-label="([^"]*)"/g)].map((found) => found[1]);
    expect(labels).toEqual(["Tabelle: Gebühren", "Tabelle: Gebühren (2)", "Tabelle: Fristen &lt;Stichtag&gt;"]);
  });
});
