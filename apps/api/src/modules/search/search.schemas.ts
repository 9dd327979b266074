import { type Static, type TSchema, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable, text } from "../../lib/schema-parts.js";

export const SEARCH_TYPES = ["person", "competition", "team", "club", "association"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The heading of each group, as the website shows it. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  person: "Personen",
  competition: "Wettbewerbe",
  team: "Mannschaften",
  club: "Vereine",
  association: "Verbände",
};

export const PROFILE_RESTRICTIONS = ["fans", "players", "referees"] as const;
export type ProfileRestriction = (typeof PROFILE_RESTRICTIONS)[number];

export const DEFAULT_SEARCH_MAX = 10;
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** Matches are counted no further: a common surname matches thousands of people. */
export const SEARCH_TOTAL_CAP = 100;
/** Shorter texts find no people (too many near matches to rank sensibly). */
export const MIN_PEOPLE_TEXT_LENGTH = 3;

const total = Type.Integer({
  description: `The number of matches, at most ${SEARCH_TOTAL_CAP} (counted no further); more tells whether there is a next page`,
});
const totalCapped = Type.Boolean({
  description: `True when there are more than ${SEARCH_TOTAL_CAP} matches: total stops counting there ("more than 100")`,
});

const searchText = Type.Object({
  text: text({
    maxLength: MAX_SEARCH_TEXT_LENGTH,
    description:
      "What was typed: names in any spelling of umlauts, small typos tolerated; a five-digit postal code finds the clubs of that place",
  }),
});
const paging = {
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
  max: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: DEFAULT_SEARCH_MAX })),
};

export const SearchClub = component(
  "SearchClub",
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    nameSlug: Type.String({ description: "For the club page /vereine/{nameSlug}/{id}" }),
    postalCode: nullable(Type.String()),
    city: nullable(Type.String()),
    logoUrl: nullable(Type.String({ description: "null when the club keeps its logo private" })),
    levelLabel: nullable(Type.String({ description: "League level of the first team this season, e.g. Regionalliga" })),
  }),
);

export const SearchTeam = component(
  "SearchTeam",
  Type.Object({
    teamPermanentId: Type.String(),
    name: Type.String(),
    nameSlug: Type.String({ description: "For the team page /mannschaften/{nameSlug}/{teamPermanentId}" }),
    clubId: Type.String(),
    clubName: Type.String(),
    clubLogoUrl: nullable(Type.String({ description: "The club's crest; null when the club keeps its logo private" })),
    teamTypeName: Type.String(),
    levelLabel: nullable(Type.String({ description: "League level this season" })),
  }),
);

export const SearchCompetition = component(
  "SearchCompetition",
  Type.Object({
    id: Type.String({ description: "The compound id" }),
    name: Type.String(),
    nameSlug: Type.String({ description: "For the page /ergebnisse/wettbewerb/{nameSlug}/{id}" }),
    season: Type.Object({ id: Type.String(), label: Type.String() }),
    teamType: Type.String(),
    leagueLevel: nullable(Type.String()),
  }),
);

export const SearchPerson = component(
  "SearchPerson",
  Type.Object({
    kind: Type.Union([Type.Literal("player"), Type.Literal("referee")]),
    nameSlug: Type.String(),
    playerId: nullable(Type.String({ description: "A player's page /spieler/{nameSlug}/{playerId}" })),
    userRef: nullable(
      Type.String({ description: "The player's account, for /spieler/userid/{nameSlug}/{userRef}; null without one" }),
    ),
    refereeId: nullable(Type.String({ description: "A referee's page /schiedsrichter/{nameSlug}/{refereeId}" })),
    firstName: Type.String(),
    lastName: Type.String(),
    clubId: nullable(Type.String()),
    clubName: nullable(Type.String()),
    clubLogoUrl: nullable(
      Type.String({ description: "The club's crest; null without a club or when the club keeps its logo private" }),
    ),
  }),
);

export const SearchAssociation = component(
  "SearchAssociation",
  Type.Object({ id: Type.String(), name: Type.String() }),
);

function group<T extends TSchema>(type: SearchType, item: T) {
  return Type.Object({
    type: Type.Literal(type),
    label: Type.String(),
    items: Type.Array(item),
    offset: Type.Integer(),
    max: Type.Integer(),
    total,
    totalCapped,
    more: Type.Boolean(),
  });
}

export const SearchGroup = component(
  "SearchGroup",
  Type.Union([
    group("person", SearchPerson.ref),
    group("competition", SearchCompetition.ref),
    group("team", SearchTeam.ref),
    group("club", SearchClub.ref),
    group("association", SearchAssociation.ref),
  ]),
);

export const searchSchema = {
  operationId: "searchText",
  tags: ["general"],
  summary:
    "Site search: people, competitions, teams, clubs and associations by name (umlaut spellings and small typos tolerated), grouped by type, each group paged",
  params: searchText,
  querystring: Type.Object(
    {
      types: Type.Optional(
        Type.Array(Type.String({ maxLength: 100 }), {
          description: `Which groups, comma-separated or repeated: ${SEARCH_TYPES.join(", ")}; all by default`,
        }),
      ),
      ...paging,
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ query: Type.String(), groups: Type.Array(SearchGroup.ref) }),
    ...errorResponses,
  },
};

function profilePage<T extends TSchema>(restriction: ProfileRestriction, item: T) {
  return Type.Object({
    items: Type.Array(item),
    restriction: Type.Literal(restriction),
    offset: Type.Integer(),
    max: Type.Integer(),
    total,
    totalCapped,
    more: Type.Boolean(),
  });
}

export const SearchFan = component("SearchFan", Type.Object({ nickname: Type.String() }));

export const searchProfilesSchema = {
  operationId: "searchProfiles",
  tags: ["general"],
  summary: "Profiles by name: fans (by nickname), players and referees who let themselves be found",
  params: searchText,
  querystring: Type.Object(
    {
      ...paging,
      restriction: Type.Optional(
        Type.String({
          enum: [...PROFILE_RESTRICTIONS],
          description: "Only this kind of profile; all three by default",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      fans: profilePage("fans", SearchFan.ref),
      players: profilePage("players", SearchPerson.ref),
      referees: profilePage("referees", SearchPerson.ref),
    }),
    ...errorResponses,
  },
};

export type SearchResponse = Static<(typeof searchSchema.response)[200]>;
export type SearchGroupWire = Static<typeof SearchGroup.schema>;
export type SearchPersonWire = Static<typeof SearchPerson.schema>;
export type SearchProfilesResponse = Static<(typeof searchProfilesSchema.response)[200]>;
