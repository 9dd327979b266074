import "server-only";
import { apiClient } from "./client";

/** Clubs whose name matches what the visitor typed, for the choice of the club. */
export async function clubsNamed(text: string) {
  if (text.length < 2) return [];
  const answer = await apiClient({ revalidate: 300, tags: ["clubs"] }).general.searchText({
    text,
    types: ["club"],
    offset: 0,
    max: 8,
  });
  const group = answer.groups.find((candidate) => candidate.type === "club");
  return group?.type === "club" ? group.items : [];
}
