/** The visitor's region (a playing area id), remembered in a cookie of that name. */
export const REGION_COOKIE = "region";

/** One year: a region is a lasting preference. */
export const REGION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Playing area ids are opaque upper-case ids; anything else is ignored. */
export function parseRegion(value: string | string[] | undefined | null): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return single && /^[A-Z0-9]{1,64}$/.test(single) ? single : undefined;
}
