import "server-only";
import { apiClient } from "./client";

export type SearchType = "person" | "competition" | "team" | "club" | "association";
export const SEARCH_TYPES: SearchType[] = ["club", "team", "competition", "person", "association"];

/** Site search; names change rarely, so answers are reused a few minutes (a change of a club revalidates `clubs`). */
export function searchText(text: string, types: SearchType[] | undefined, offset: number, max: number) {
  return apiClient({ revalidate: 300, tags: ["clubs", "teams", "competitions", "people"] }).general.searchText({
    text,
    offset,
    max,
    ...(types ? { types } : {}),
  });
}
