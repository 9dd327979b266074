import { escapeMarkup } from "../lib/escape-markup.js";
/** A simple generated club crest: a shield in the club colours with its initials. */
export function crestSvg(clubName: string, colours: readonly [string, string]): string {
  const initials = clubName
    .replace(/[0-9.]/g, "")
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const [primary, secondary] = colours;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240" role="img" aria-label="Wappen ${escapeMarkup(clubName)}">`,
    `<path d="M10 10h180v110c0 60-45 95-90 110C55 215 10 180 10 120z" fill="${primary}" stroke="${secondary}" stroke-width="8"/>`,
    `<path d="M100 10v220" stroke="${secondary}" stroke-width="18" opacity="0.35"/>`,
    `<text x="100" y="140" font-family="Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="${secondary}">${escapeMarkup(initials)}</text>`,
    "</svg>",
  ].join("");
}
