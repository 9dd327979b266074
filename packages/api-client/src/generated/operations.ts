// Generated from apps/api/openapi.json by scripts/generate.ts. Do not edit.
export const operations = {
  getAppleAppSiteAssociation: {"method":"GET","path":"/.well-known/apple-app-site-association","isRootPath":true,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"json"},
  getAssetLinks: {"method":"GET","path":"/.well-known/assetlinks.json","isRootPath":true,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"json"},
  getJwks: {"method":"GET","path":"/.well-known/jwks.json","isRootPath":true,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"json"},
  getSitemapAssociations: {"method":"GET","path":"/sitemap_associations","isRootPath":false,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"text"},
  getSitemapClubs: {"method":"GET","path":"/sitemap_clubs/association/{association}","isRootPath":false,"area":"general","tier":"public","pathParams":["association"],"queryParams":[],"body":null,"responseType":"text"},
  getSitemapCompetitions: {"method":"GET","path":"/sitemap_competitions/association/{association}","isRootPath":false,"area":"general","tier":"public","pathParams":["association"],"queryParams":[],"body":null,"responseType":"text"},
  getSitemapGoogle: {"method":"GET","path":"/sitemap_google.xml","isRootPath":false,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"text"},
  getSitemapNews: {"method":"GET","path":"/sitemap_news","isRootPath":false,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"text"},
  getSitemapTeams: {"method":"GET","path":"/sitemap_teams/association/{association}","isRootPath":false,"area":"general","tier":"public","pathParams":["association"],"queryParams":[],"body":null,"responseType":"text"},
  setLogLevel: {"method":"POST","path":"/v1/private/setLogLevel","isRootPath":false,"area":"general","tier":"private","pathParams":[],"queryParams":[],"body":"json","responseType":"json"},
  checkAppVersion: {"method":"GET","path":"/v1/public/checkAppVersion/app-type/{app-type}/app-version/{app-version}","isRootPath":false,"area":"general","tier":"public","pathParams":["app-type","app-version"],"queryParams":[{"name":"app-release-type","required":false}],"body":null,"responseType":"json"},
  checkPromateurFeature: {"method":"GET","path":"/v1/public/checkPromateurFeature","isRootPath":false,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"json"},
  getMediaImage: {"method":"GET","path":"/v1/public/getMediaImage/id/{id}","isRootPath":false,"area":"general","tier":"public","pathParams":["id"],"queryParams":[{"name":"width","required":false}],"body":null,"responseType":"text"},
  getPostalCodeCompletions: {"method":"GET","path":"/v1/public/getPostalCodeCompletions/plz/{plz}","isRootPath":false,"area":"general","tier":"public","pathParams":["plz"],"queryParams":[],"body":null,"responseType":"json"},
  getSeasonsAndAssociations: {"method":"GET","path":"/v1/public/getSeasonsAndAssociations","isRootPath":false,"area":"general","tier":"public","pathParams":[],"queryParams":[],"body":null,"responseType":"json"},
} as const;
