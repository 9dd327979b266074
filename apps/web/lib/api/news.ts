import "server-only";
import type { CallParameters } from "@spielfeld/api-client";
import { apiClient } from "./client";

/** News teasers for the home page; editors publish a few times a day. */
export async function getHomepageNews(parameters: CallParameters<"getHomepageNewsListArticles1"> = {}) {
  return apiClient({ revalidate: 120, tags: ["articles"] }).general.getHomepageNewsListArticles1(parameters);
}
