import { IMAGE_WIDTHS, imageUrl } from "@/lib/images";
import { logoIdOf } from "./team-types";
import "./teams.css";

/**
 * The team photo its admins uploaded (docs/team-administration.md), in the width the layout gives it: every width
 * the image route renders is offered, and the box keeps a 3:2 shape before it has loaded (a photo of another shape
 * is shown whole inside it).
 */
export function TeamPhoto({ url, teamName }: { url: string | null; teamName: string }) {
  const mediaId = logoIdOf(url);
  if (!mediaId) return null;
  const widths = IMAGE_WIDTHS.filter((width) => width >= 256);
  return (
    <figure className="team__photo">
      {/* biome-ignore lint/performance/noImgElement: the photo comes resized from the API's image route (srcset per width) */}
      <img
        src={imageUrl(mediaId, 1024)}
        srcSet={widths.map((width) => `${imageUrl(mediaId, width)} ${width}w`).join(", ")}
        sizes="(min-width: 64rem) 48rem, 100vw"
        alt={`Mannschaftsfoto: ${teamName}`}
        decoding="async"
      />
    </figure>
  );
}
