/** Breakpoint tokens (px, lower bounds); CSS uses the same numbers in app/globals.css. */
export const BREAKPOINTS = { min: 240, xs: 320, sm: 500, md: 768, lg: 1024, xl: 1280, max: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
