/** Facts about this installation that pages and links share. */
export const SITE = {
  /** The product's short name, also the prefix of internal links (`spielfeld+club:…`). */
  shortName: "spielfeld",
  associationName: "Bayerischer Amateur-Fußball-Verband",
  associationShortName: "BAFV",
  /** The association's own domain: links there count as internal. */
  associationDomain: "bafv.example",
  matchPortalUrl: "https://spielbetrieb.dfbnet.example",
  clubAdministrationUrl: "https://verein.dfbnet.example/login",
  defaultShareImage: { path: "/share-default.png", width: 1376, height: 917 },
} as const;
