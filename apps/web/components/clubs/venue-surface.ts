/** A venue's surface as the API names it, in German; an unknown value is not shown rather than shown raw. */
const SURFACES: Record<string, string> = {
  natural_grass: "Rasen",
  artificial_turf: "Kunstrasen",
  hybrid_grass: "Hybridrasen",
  clay: "Hartplatz",
  indoor: "Halle",
  sand: "Sand",
};

export function surfaceLabel(surface: string): string | null {
  return SURFACES[surface] ?? null;
}
