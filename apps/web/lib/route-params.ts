import "server-only";
import { BadRequestError, NotFoundError } from "@spielfeld/api-client";
import { notFound } from "next/navigation";

/** A path segment as the visitor's address holds it; one that cannot be decoded names nothing: a 404. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    notFound();
  }
}

/** Ids of the catalogue are 32 characters (competitions a few more); anything this long names nothing. */
export const MAX_ID_LENGTH = 100;

/** An id segment of an address: undecodable or longer than any id, it names nothing (a 404, not an API error). */
export function decodeIdSegment(segment: string): string {
  const id = decodeSegment(segment);
  if (id.length === 0 || id.length > MAX_ID_LENGTH) notFound();
  return id;
}

/**
 * Reads what an address names. An unknown id (the API's 404) and an id the API rejects as malformed (its 400)
 * both mean the page does not exist: a real 404, not an error page.
 */
export async function readOrNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof BadRequestError) notFound();
    throw error;
  }
}
