"use client";

import { createContext, type ReactNode, useContext } from "react";

/** The association's names as the configuration gives them (ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME). */
export interface SiteNames {
  name: string;
  shortName: string;
}

/*
 * The browser has no configuration to read: the frame, rendered on the server, hands the names to the client parts
 * that show them (the header's wordmark and its link's name, an error page's title). The default is the demo
 * association's, for components rendered alone in tests.
 */
const SiteNamesContext = createContext<SiteNames>({ name: "Bayerischer Amateur-Fußball-Verband", shortName: "BAFV" });

export function SiteNamesProvider({ names, children }: { names: SiteNames; children: ReactNode }) {
  return <SiteNamesContext.Provider value={names}>{children}</SiteNamesContext.Provider>;
}

export function useSiteNames(): SiteNames {
  return useContext(SiteNamesContext);
}
