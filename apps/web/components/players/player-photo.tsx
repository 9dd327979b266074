import { imageUrl } from "@/lib/images";
import { mediaIdOf } from "./player-types";

const SIZE = 128;

/**
 * The player's first photo from the API's image route (one candidate per screen density) with its copyright as a
 * caption; without a photo a neutral silhouette drawn inline, without a request.
 */
export function PlayerPhoto({
  image,
  name,
}: {
  image: { url: string; copyright: string | null } | null;
  name: string;
}) {
  const mediaId = mediaIdOf(image?.url);
  if (!image || !mediaId) {
    return (
      <svg
        className="player__photo player__photo--none"
        width={SIZE}
        height={SIZE}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4.5" />
        <path d="M3.5 22c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8Z" />
      </svg>
    );
  }
  const single = imageUrl(mediaId, SIZE);
  const double = imageUrl(mediaId, 2 * SIZE);
  return (
    <figure className="player__figure">
      {/* biome-ignore lint/performance/noImgElement: photos come resized from the API's image route (srcset per density) */}
      <img
        className="player__photo"
        src={single}
        srcSet={`${single} 1x, ${double} 2x`}
        width={SIZE}
        height={SIZE}
        alt={`Foto von ${name}`}
        loading="eager"
        decoding="async"
      />
      {image.copyright ? <figcaption className="player__copyright">Foto: © {image.copyright}</figcaption> : null}
    </figure>
  );
}
