import "server-only";
import { apiClient } from "./client";

/** Seasons and associations change a few times a year. */
export async function getSeasonsAndAssociations() {
  return apiClient({ revalidate: 3600, tags: ["competitions"] }).general.getSeasonsAndAssociations();
}

/** The registration's choices (genders): master data, changed by a release at most. */
export async function getUserMasterData() {
  return apiClient({ revalidate: 3600, tags: [] }).account.getUserMasterData();
}
