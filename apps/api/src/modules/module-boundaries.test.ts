import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The areas of the catalogue (`modules/<area>/`) read what several of them show through the shared read model
 * (`modules/shared/`), never through another area; the shared model depends on no area. The imports between areas
 * that remain are listed one by one below with their reason, and the list only shrinks. Imports are read with
 * TypeScript's own pre-processor.
 */

const modulesDirectory = path.dirname(fileURLToPath(import.meta.url));
const SHARED = "shared";
/** The website's pages in one call (API.md, "Pages in one call"): composed of the areas' services, read by none. */
const PAGES = "pages";
/** The widget API for the clubs' own websites (docs/widgets.md): composed of the areas' services, read by none. */
const WIDGETS = "widgets";
const COMPOSERS = [PAGES, WIDGETS];

/** The imports from one area into another that remain, as `from -> to` under modules/; none of them reads a page. */
const BETWEEN_AREAS: readonly string[] = [
  // The age of consent and "may this player's profile be shown" live with the players' profiles.
  "accounts/favorites.service.ts -> players/player-context.ts",
  // A result change ranks the competition's tables again and refreshes the statistics in the writer's transaction.
  "matches/live.service.ts -> competitions/tables.service.ts",
  "matches/live.service.ts -> statistics/refresh.service.ts",
  "reporting/reporting.service.ts -> competitions/tables.service.ts",
  "reporting/reporting.service.ts -> statistics/refresh.service.ts",
  // A reported entry is published to the live readers of the match.
  "reporting/reporting.routes.ts -> live/live.service.ts",
  // A team's calendar resolves team and season as the team pages do; a club page picks its season as the finder does.
  "calendars/calendars.service.ts -> teams/team-context.ts",
  "clubs/clubs.service.ts -> competitions/selection.context.ts",
  // A team profile embeds the competition's fair-play and scorer tables; a player's success the team's fever curve.
  "teams/profile.service.ts -> competitions/lists.service.ts",
  "players/success.service.ts -> teams/statistics.service.ts",
  // The fair-play and scorer table answers a team profile embeds are the competition calls' own answers.
  "teams/profile.schemas.ts -> competitions/competitions.schemas.ts",
];

interface Import {
  fromArea: string;
  fromFile: string;
  toArea: string;
  toFile: string;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function areaOf(file: string): string | null {
  const relative = path.relative(modulesDirectory, file);
  if (relative.startsWith("..")) return null;
  const [area, rest] = relative.split(path.sep);
  return rest ? (area ?? null) : null;
}

function crossAreaImports(): Import[] {
  return sourceFiles(modulesDirectory).flatMap((file) => {
    const fromArea = areaOf(file);
    if (!fromArea) return [];
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, false);
    return importedFiles
      .filter((imported) => imported.fileName.startsWith("."))
      .map((imported) => path.resolve(path.dirname(file), imported.fileName.replace(/\.js$/, ".ts")))
      .flatMap((toFile) => {
        const toArea = areaOf(toFile);
        return toArea && toArea !== fromArea ? [{ fromArea, fromFile: file, toArea, toFile }] : [];
      });
  });
}

/** A circle in the graph of areas, as the list of areas along it, or null. */
export function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, "visiting" | "done">();
  const trail: string[] = [];
  const visit = (area: string): string[] | null => {
    if (state.get(area) === "done") return null;
    if (state.get(area) === "visiting") return [...trail.slice(trail.indexOf(area)), area];
    state.set(area, "visiting");
    trail.push(area);
    for (const next of edges.get(area) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(area, "done");
    return null;
  };
  for (const area of [...edges.keys()].sort()) {
    const cycle = visit(area);
    if (cycle) return cycle;
  }
  return null;
}

const underModules = (file: string) => path.relative(modulesDirectory, file).split(path.sep).join("/");
const describeImport = (edge: Import) => `${underModules(edge.fromFile)} -> ${underModules(edge.toFile)}`;

describe("module boundaries", () => {
  const imports = crossAreaImports();

  it("finds the cross-area imports it checks", () => {
    expect(imports.some((edge) => edge.toArea === SHARED)).toBe(true);
  });

  it("has no import cycle between areas", () => {
    const edges = new Map<string, Set<string>>();
    for (const edge of imports) edges.set(edge.fromArea, (edges.get(edge.fromArea) ?? new Set()).add(edge.toArea));
    const cycle = findCycle(edges);
    const witnesses = cycle
      ? cycle.slice(1).map((to, index) => imports.find((e) => e.fromArea === cycle[index] && e.toArea === to)!)
      : [];
    expect(cycle, witnesses.map(describeImport).join("\n")).toBeNull();
  });

  it("imports from another area only through the shared read model, apart from the pages and the listed imports", () => {
    const betweenAreas = imports
      .filter((edge) => edge.toArea !== SHARED && !COMPOSERS.includes(edge.fromArea))
      .map(describeImport);
    expect(betweenAreas.filter((edge) => !BETWEEN_AREAS.includes(edge))).toEqual([]);
  });

  it("lets no area read the pages or the widget API, which compose the areas", () => {
    expect(imports.filter((edge) => COMPOSERS.includes(edge.toArea)).map(describeImport)).toEqual([]);
  });

  it("lists no import between areas that is gone", () => {
    const betweenAreas = new Set(imports.filter((edge) => edge.toArea !== SHARED).map(describeImport));
    expect(BETWEEN_AREAS.filter((edge) => !betweenAreas.has(edge))).toEqual([]);
  });

  it("keeps the shared read model free of any area", () => {
    const fromShared = imports.filter((edge) => edge.fromArea === SHARED);
    expect(fromShared.map(describeImport)).toEqual([]);
  });

  it("detects a circle when there is one", () => {
    const edges = new Map([
      ["matches", new Set(["competitions"])],
      ["competitions", new Set(["matches"])],
    ]);
    expect(findCycle(edges)).toEqual(["competitions", "matches", "competitions"]);
    expect(findCycle(new Map([["teams", new Set(["matches"])]]))).toBeNull();
  });
});
