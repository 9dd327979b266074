import type { Metadata } from "next";
import { env } from "./env";
import { stripTopAnchor } from "./links";
import { SITE } from "./site";

export const TITLE_MAX = 68;
export const DESCRIPTION_MAX = 160;
const DESCRIPTION_CUT = 157;

/** Title parts joined by ' | ': first and last always, middle parts only while the total stays within 68. */
export function buildTitle(parts: string[]): string {
  const clean = parts.map((part) => part.trim()).filter(Boolean);
  if (clean.length <= 2) return clean.join(" | ");
  const first = clean[0]!;
  const last = clean[clean.length - 1]!;
  const middle: string[] = [];
  for (const part of clean.slice(1, -1)) {
    if ([first, ...middle, part, last].join(" | ").length > TITLE_MAX) break;
    middle.push(part);
  }
  return [first, ...middle, last].join(" | ");
}

/** At most 160 characters; longer text is cut at 157 on a word boundary and gets '...'. */
export function buildDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_CUT + 1);
  const boundary = cut.lastIndexOf(" ");
  const head = (boundary > 0 ? cut.slice(0, boundary) : clean.slice(0, DESCRIPTION_CUT)).replace(/[\s,;:.-]+$/, "");
  return `${head}...`;
}

export function robotsContent(allowRobotsIndex: boolean): string {
  return allowRobotsIndex ? "index, follow" : "noindex, nofollow";
}

export interface PageMetadataInput {
  titleParts: string[];
  description: string;
  path: string;
  allowRobotsIndex?: boolean;
  shareImage?: { path: string; width: number; height: number };
}

/** Metadata of a page: title, description, robots, canonical URL and Open Graph share data. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = buildTitle([...input.titleParts, SITE.associationShortName]);
  const description = buildDescription(input.description);
  const canonical = stripTopAnchor(`${env().siteUrl}${input.path}`);
  const image = input.shareImage ?? SITE.defaultShareImage;
  const allow = input.allowRobotsIndex ?? true;
  return {
    title: { absolute: title },
    description,
    robots: { index: allow, follow: allow },
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: SITE.associationName,
      locale: "de_DE",
      type: "website",
      images: [{ url: `${env().siteUrl}${image.path}`, width: image.width, height: image.height }],
    },
  };
}
