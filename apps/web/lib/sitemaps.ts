import "server-only";
import { type ApiClient, NotFoundError } from "@spielfeld/api-client";
import { apiClient } from "./api/client";
import { getContentPages } from "./api/content";
import { getSeasonsAndAssociations } from "./api/general";
import { env } from "./env";

/*
 * The site's sitemaps on its own host: an index at /sitemap.xml, the editors' pages built here, and the lists of
 * news, competitions, clubs, teams and the current season's matches (in pages) taken from the API's sitemap calls
 * (which carry the site's addresses and the data's lastmod).
 */

const API_KINDS = {
  wettbewerbe: "getSitemapCompetitions",
  vereine: "getSitemapClubs",
  mannschaften: "getSitemapTeams",
} as const;
type ApiKind = keyof typeof API_KINDS;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** How many pages the API's index of an association's match sitemaps names. */
async function matchSitemapPages(association: string): Promise<number> {
  const index = await fromApi((api) => api.general.getSitemapMatches({ association }));
  return index === null ? 0 : (index.match(/<loc>/g) ?? []).length;
}

/**
 * The sitemaps the index lists: `seiten`, `news`, and `{kind}-{association}` for each association, and its
 * matches as `spiele-{association}-{page}`.
 */
export async function sitemapNames(): Promise<string[]> {
  const { associations } = await getSeasonsAndAssociations();
  const perAssociation = await Promise.all(
    associations.map(async (association) => {
      const pages = await matchSitemapPages(association.id);
      return [
        ...(Object.keys(API_KINDS) as ApiKind[]).map((kind) => `${kind}-${association.id}`),
        ...Array.from({ length: pages }, (_, index) => `spiele-${association.id}-${index + 1}`),
      ];
    }),
  );
  return ["seiten", "news", ...perAssociation.flat()];
}

export async function sitemapIndex(): Promise<string> {
  const siteUrl = env().siteUrl;
  const entries = (await sitemapNames())
    .map((name) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

/** The start pages of the site's areas, besides the editors' pages. */
const AREA_PATHS = ["/", "/ergebnisse", "/news", "/statistik", "/statistik/bundesweit"];

async function pagesSitemap(): Promise<string> {
  const siteUrl = env().siteUrl;
  const { pages } = await getContentPages();
  const entries = [
    ...AREA_PATHS.map((path) => ({ loc: `${siteUrl}${path === "/" ? "" : path}`, lastmod: undefined })),
    ...pages.map((page) => ({ loc: `${siteUrl}${page.path}`, lastmod: page.updatedAt.slice(0, 10) })),
  ];
  const body = entries
    .map(
      ({ loc, lastmod }) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

/** A sitemap the API writes, kept an hour (and renewed when what it lists changes); null when there is none. */
async function fromApi(call: (api: ApiClient) => Promise<string>): Promise<string | null> {
  try {
    return await call(apiClient({ revalidate: 3600, tags: ["articles", "clubs", "teams", "competitions"] }));
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** One sitemap by its name, or null when there is none of that name. */
export async function sitemap(name: string): Promise<string | null> {
  if (name === "seiten") return pagesSitemap();
  if (name === "news") return fromApi((api) => api.general.getSitemapNews());
  const matchPage = /^spiele-([A-Za-z0-9_-]{1,64})-([1-9][0-9]{0,3})$/.exec(name);
  if (matchPage) {
    const [, association, page] = matchPage;
    if (!(await sitemapNames()).includes(name)) return null;
    return fromApi((api) => api.general.getSitemapMatchesPage({ association: association!, page: Number(page) }));
  }
  const match = /^(wettbewerbe|vereine|mannschaften)-([A-Za-z0-9_-]{1,64})$/.exec(name);
  if (!match) return null;
  const [, kind, association] = match;
  if (!(await sitemapNames()).includes(name)) return null;
  return fromApi((api) => api.general[API_KINDS[kind as ApiKind]]({ association: association! }));
}
