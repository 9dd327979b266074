import { imageServerUrl } from "./lib/images";

/** Runs once when the server starts: a missing image server setting stops it here, not at render time. */
export function register() {
  imageServerUrl();
}
