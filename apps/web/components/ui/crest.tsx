import { imageUrl } from "@/lib/images";
import "./crest.css";

/**
 * Steps of the API's image route (media.schemas WIDTH_STEPS) that a crest asks for; lib/images passes them through
 * unchanged, so every crest address is one the image server renders and caches as it is.
 */
const CREST_STEPS = [32, 64, 128] as const;

/** Display sizes in CSS pixels: beside a name in a list or table, and on the match's scoreboard. */
const SIZES = { small: 24, large: 64 } as const;

export type CrestSize = keyof typeof SIZES;

function step(width: number): number {
  return CREST_STEPS.find((candidate) => candidate >= width) ?? 128;
}

/** The image addresses of a crest at a display size: one for ordinary screens, one for dense ones. */
export function crestSources(logoId: string, size: CrestSize, base?: string): { src: string; srcSet: string } {
  const pixels = SIZES[size];
  const single = imageUrl(logoId, step(pixels), base);
  const double = imageUrl(logoId, step(2 * pixels), base);
  return { src: single, srcSet: `${single} 1x, ${double} 2x` };
}

interface CrestProps {
  /** The logo's media id; null when the club keeps its logo private or has none. */
  logoId: string | null | undefined;
  /** The club's name: the crest's text alternative where it stands alone. */
  clubName: string;
  size?: CrestSize;
  /**
   * Whether the club's or team's name stands right beside the crest as text. Then the crest adds nothing for a
   * screen reader and is left out of the accessible name (alt=""), instead of reading every name twice.
   */
  isNamedBeside?: boolean;
  /** Above the fold and part of what the page is about (the match's scoreboard): loaded at once, first. */
  isPriority?: boolean;
  /** The image server's address, handed in where the crest renders in the browser (lib/env.ts is the server's). */
  imageBase?: string;
}

/**
 * A club's crest from the API's image route at the width the layout needs, its box reserved by width and height so
 * nothing moves when it arrives; a neutral shield (drawn inline, no request) when the logo is private or missing.
 */
export function Crest({
  logoId,
  clubName,
  size = "small",
  isNamedBeside = true,
  isPriority = false,
  imageBase,
}: CrestProps) {
  const pixels = SIZES[size];
  const className = `crest crest--${size}`;
  const label = `Wappen ${clubName}`;
  if (!logoId) {
    const shield = <path d="M12 1.5 21 4.5V11c0 5.6-3.8 9.6-9 11.5C6.8 20.6 3 16.6 3 11V4.5Z" />;
    const placeholderClass = `${className} crest--placeholder`;
    return isNamedBeside ? (
      <svg className={placeholderClass} width={pixels} height={pixels} viewBox="0 0 24 24" aria-hidden="true">
        {shield}
      </svg>
    ) : (
      <svg className={placeholderClass} width={pixels} height={pixels} viewBox="0 0 24 24" role="img">
        <title>{label}</title>
        {shield}
      </svg>
    );
  }
  const { src, srcSet } = crestSources(logoId, size, imageBase);
  return (
    // biome-ignore lint/performance/noImgElement: crests come resized from the API's image route (srcset per density)
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      width={pixels}
      height={pixels}
      alt={isNamedBeside ? "" : label}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : undefined}
      decoding="async"
    />
  );
}
