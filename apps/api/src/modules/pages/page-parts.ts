import { ApiError } from "../../plugins/errors.js";

/**
 * A part a page leaves out where its own call answers 404 (no team this season, a team hiding its trend): the page
 * shows a note there, as it did when it asked that call itself.
 */
export async function unlessNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.kind === "not_found") return null;
    throw error;
  }
}
