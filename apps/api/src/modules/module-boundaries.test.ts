import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The areas of the catalogue (`modules/<area>/`) depend on the shared read model (`modules/shared/`) and on each
 * other's services, never on each other's repositories, and never in a circle. The shared model depends on no
 * area. Imports are read with TypeScript's own pre-processor.
 */

const modulesDirectory = path.dirname(fileURLToPath(import.meta.url));
const SHARED = "shared";

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

const describeImport = (edge: Import) =>
  `${path.relative(modulesDirectory, edge.fromFile)} -> ${path.relative(modulesDirectory, edge.toFile)}`;

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

  it("reads another area's data only through the shared read model or that area's services", () => {
    const intoRepositories = imports.filter((edge) => edge.toArea !== SHARED && edge.toFile.endsWith(".repository.ts"));
    expect(intoRepositories.map(describeImport)).toEqual([]);
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
