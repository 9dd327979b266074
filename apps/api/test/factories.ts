/*
 * Data factories for tests: rows made for the case at hand through the app's Drizzle schema, instead of hoping the
 * demo association has a row of the right kind; and typed finders for the few demo rows a test builds on.
 */

export * from "./factories/accounts.js";
export * from "./factories/clubs.js";
export * from "./factories/competitions.js";
export * from "./factories/contact.js";
export * from "./factories/matches.js";
export * from "./factories/media.js";
export * from "./factories/news.js";
export * from "./factories/people.js";
export * from "./factories/seasons.js";
export * from "./factories/statistics.js";
