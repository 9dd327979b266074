import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { cacheTags } from "@spielfeld/cache-tags";
import { apiClient } from "./client";

/**
 * Competition data: short reuse, and the API's result changes revalidate the `competition:{id}` tag at once
 * (see app/api/revalidate), so tables and results are fresh without waiting for the interval.
 */
const policy = (competitionId: string) => apiClient({ revalidate: 60, tags: [cacheTags.competition(competitionId)] });

export function getCompetitionInfo(staffel: string) {
  return policy(staffel).competitions.getCompetitionInfo({ staffel, divisionManager: true });
}

export function getCompetitionMatchDay(parameters: CallParameters<"getCompetitionMatchDay">) {
  return policy(parameters.staffel).competitions.getCompetitionMatchDay(parameters);
}

export function getAmateurTables(parameters: CallParameters<"getAmateurTables">) {
  return policy(parameters.staffel).competitions.getAmateurTables(parameters);
}

export function getAmateurTable(parameters: CallParameters<"getAmateurTable">) {
  return policy(parameters.staffel).competitions.getAmateurTable(parameters);
}

export function getScorerTable(parameters: CallParameters<"getScorerTable">) {
  return policy(parameters.staffel).competitions.getScorerTable(parameters);
}

export function getFairPlayTable(staffel: string) {
  return policy(staffel).competitions.getFairPlayTable({ staffel });
}

export function getCrossTable(staffel: string) {
  return policy(staffel).competitions.getCrossTable({ staffel });
}

export function getFormTable(parameters: CallParameters<"getFormTable">) {
  return policy(parameters.staffel).competitions.getFormTable(parameters);
}
