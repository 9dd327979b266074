import { parseSettings, resetSettings, type Settings, type Source, settings } from "../settings.mjs";

/**
 * The website's configuration as the pages see it: the settings that settings.mjs, the website's one reader of the
 * environment, reads and checks once, first when the server starts (server.mjs, instrumentation.ts). A wrong value
 * stops the start with a message that names it instead of failing a visitor's request later.
 */
export type WebEnvironment = Settings;

export { buildSettings, ConfigurationError, isBuilding } from "../settings.mjs";

/** Checks every setting of a source (tests). */
export function parseEnvironment(source: Source): WebEnvironment {
  return parseSettings(source);
}

/** The checked configuration of this process (read on first use; instrumentation.ts makes that the start). */
export function env(): WebEnvironment {
  return settings();
}

/** Forgets the checked configuration, so that the next `env()` reads the environment again (tests). */
export function resetEnvironment(): void {
  resetSettings();
}
