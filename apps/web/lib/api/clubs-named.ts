import "server-only";
import { ApiCallError } from "@spielfeld/api-client";
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

/** The club a `?vereinId=` chooses, or null for an id that names none (anything else is the page's error). */
export async function clubChosen(id: string): Promise<{ id: string; name: string } | null> {
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(id)) return null;
  try {
    const club = await apiClient({ revalidate: 300, tags: ["clubs"] }).clubs.getClubInfo({ id });
    return { id: club.id, name: club.name };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    throw error;
  }
}
