/** Absolute addresses the API hands out: its public URL plus base path. */
export interface LinkBase {
  apiUrl: string;
}

/** The image route's address of a media file (crest, photo, article image). */
export function mediaUrl(links: LinkBase, mediaId: string | null): string | null {
  return mediaId === null ? null : `${links.apiUrl}/v1/public/getMediaImage/id/${encodeURIComponent(mediaId)}`;
}
