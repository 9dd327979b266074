import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { apiClient } from "./client";

/**
 * Competition data: short reuse, and the API's result changes revalidate the `competition:{id}` tag at once
 * (see app/api/revalidate), so tables and results are fresh without waiting for the interval.
 */
const policy = (competitionId: string) => ({ revalidate: 60, tags: ["competitions", `competition:${competitionId}`] });

export function getCompetitionInfo(staffel: string) {
  return apiClient(policy(staffel)).competitions.getCompetitionInfo({ staffel, divisionManager: true });
}

export function getCompetitionMatchDay(parameters: CallParameters<"getCompetitionMatchDay">) {
  return apiClient(policy(parameters.staffel)).competitions.getCompetitionMatchDay(parameters);
}

export function getAmateurTables(parameters: CallParameters<"getAmateurTables">) {
  return apiClient(policy(parameters.staffel)).competitions.getAmateurTables(parameters);
}

export function getAmateurTable(parameters: CallParameters<"getAmateurTable">) {
  return apiClient(policy(parameters.staffel)).competitions.getAmateurTable(parameters);
}

export function getScorerTable(parameters: CallParameters<"getScorerTable">) {
  return apiClient(policy(parameters.staffel)).competitions.getScorerTable(parameters);
}

export function getFairPlayTable(staffel: string) {
  return apiClient(policy(staffel)).competitions.getFairPlayTable({ staffel });
}
