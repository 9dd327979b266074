import { env } from "./env";

/** Facts about this installation that pages and links share. */
export const SITE = {
  /** The product's short name, also the prefix of internal links (`spielfeld+club:…`). */
  shortName: "spielfeld",
  /**
   * The association's name, from the configuration (`ASSOCIATION_NAME`, lib/env.ts), which the API's mails are
   * signed with too. Server code only: the browser has no configuration to read it from.
   */
  get associationName(): string {
    return env().associationName;
  },
  /** The association's short name (`ASSOCIATION_SHORT_NAME`); server code only, as the name. */
  get associationShortName(): string {
    return env().associationShortName;
  },
  /** The association's own domain: links there count as internal. */
  associationDomain: "bafv.example",
  matchPortalUrl: "https://spielbetrieb.dfbnet.example",
  clubAdministrationUrl: "https://verein.dfbnet.example/login",
  defaultShareImage: { path: "/share-default.png", width: 1376, height: 917 },
} as const;
