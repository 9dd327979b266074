import { imageUrl } from "@/lib/images";
import type { FavoriteEntry } from "@/lib/session/favorite-entries";
import { mediaIdOf } from "../players/player-types";
import { Crest } from "../ui/crest";
import "./favorite-picture.css";

/** Display size of a favourite's picture, in CSS pixels. */
const SIZE = 32;

/** A league's icon (a table) and every other competition's (a cup), as website.md section 3 sets them apart. */
const ICONS = {
  league: "M4 5h16v14H4zM4 9.5h16M4 14h16M9 5v14",
  competition:
    "M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3.5M8 20h8",
} as const;

/**
 * The picture beside a favourite's name: the club's crest for clubs and teams, the player's photo (a silhouette
 * without one) and an icon for competitions. The name stands beside it, so the picture itself is decoration.
 */
export function FavoritePicture({ entry, imageBase }: { entry: FavoriteEntry; imageBase: string }) {
  const { kind, url } = entry.picture;
  if (kind === "crest") {
    return (
      <span className="favorite-picture">
        <Crest logoId={mediaIdOf(url)} clubName={entry.name} imageBase={imageBase} />
      </span>
    );
  }
  if (kind === "photo") {
    const mediaId = mediaIdOf(url);
    if (mediaId) {
      const single = imageUrl(mediaId, SIZE, imageBase);
      const double = imageUrl(mediaId, 2 * SIZE, imageBase);
      return (
        <span className="favorite-picture">
          {/* biome-ignore lint/performance/noImgElement: photos come resized from the API's image route (srcset per density) */}
          <img
            className="favorite-picture__photo"
            src={single}
            srcSet={`${single} 1x, ${double} 2x`}
            width={SIZE}
            height={SIZE}
            alt=""
            loading="lazy"
            decoding="async"
          />
        </span>
      );
    }
    return (
      <span className="favorite-picture favorite-picture--icon">
        <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" className="favorite-picture__silhouette">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3.5 22c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8Z" />
        </svg>
      </span>
    );
  }
  return (
    <span className="favorite-picture favorite-picture--icon">
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ICONS[kind]} />
      </svg>
    </span>
  );
}
