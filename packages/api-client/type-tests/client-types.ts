// Compile-time checks of the generated types: each @ts-expect-error must meet an error, or typecheck fails.
import { createApiClient } from "../src/client.js";

const api = createApiClient({ basePath: "http://localhost:4000/rest" });

export async function callsTypedFromTheDocument() {
  await api.general.getSitemapNews();
  const completions = await api.general.getPostalCodeCompletions({ plz: "80" });
  completions[0]?.place.toUpperCase();
  const seasons = await api.general.getSeasonsAndAssociations();
  seasons.currentSeason.label.toUpperCase();
  // @ts-expect-error plz is required
  await api.general.getPostalCodeCompletions({});
  // @ts-expect-error app-type is ios or android
  await api.general.checkAppVersion({ "app-type": "windows", "app-version": "1.0.0" });
  // @ts-expect-error no such call in the general area
  await api.general.getNothing();
}
