import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { AreaKind } from "../shared/ids.schema.js";

const tags = ["competitions"];
// Parameters, spelled as the catalogue spells them.
const wettkampftyp = Type.Integer({ minimum: 1, maximum: 99_999, description: "Competition type id" });
const saison = Type.String({ pattern: "^\\d{4}$", description: "Season id like 2627 (shown as 26/27)" });
const mandant = Type.String({ pattern: "^[A-Za-z0-9]{1,32}$", description: "Association id or code" });
const mannschaftsart = Type.Integer({ minimum: 1, maximum: 99_999, description: "Team type id" });
const spielklasse = Type.Integer({ minimum: 1, maximum: 9_999_999, description: "League level id" });
const spielgebiet = Type.String({ pattern: "^[A-Z0-9]{32}$", description: "Playing area id" });

export const Season = Type.Object({ id: Type.String(), label: Type.String(), isCurrent: Type.Boolean() });
export const Association = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
});
export const CompetitionType = Type.Object({ id: Type.Integer(), name: Type.String(), basicType: Type.String() });
export const TeamType = Type.Object({ id: Type.Integer(), name: Type.String(), shortName: Type.String() });
const areaKind = AreaKind.ref;
export const LeagueLevel = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 is the top of the team type's ladder. */
  rank: Type.Integer(),
  areaKind,
});
/** An id with its name (a Bezirk, a Kreis, a scheme), named in the contract. */
export const NamedReference = component("NamedReference", Type.Object({ id: Type.String(), name: Type.String() }));
const namedRef = Type.Union([NamedReference.ref, Type.Null()]);
export const PlayingArea = Type.Object(
  { id: Type.String(), kind: areaKind, name: Type.String(), bezirk: namedRef, kreis: namedRef },
  { description: "Spielgebiet: the association, a Bezirk or a Kreis; a Kreis names its Bezirk too" },
);
/** The named shapes of the selection calls in the contract (components/schemas). */
const SeasonRef = component("Season", Season).ref;
const AssociationRef = component("Association", Association).ref;
const CompetitionTypeRef = component("CompetitionType", CompetitionType).ref;
const TeamTypeRef = component("TeamType", TeamType).ref;
const LeagueLevelRef = component("LeagueLevel", LeagueLevel).ref;
const PlayingAreaRef = component("PlayingArea", PlayingArea).ref;
export const Competition = Type.Object({
  compoundId: Type.String(),
  name: Type.String(),
  shortName: Type.String(),
  leagueLevel: nullable(LeagueLevelRef),
  playingArea: PlayingAreaRef,
  isTopLeague: Type.Boolean(),
});
export const CompetitionDetails = Type.Object({
  ...Competition.properties,
  competitionType: CompetitionTypeRef,
  teamType: TeamTypeRef,
  breadcrumb: Type.Array(Type.String()),
  teamCount: Type.Integer(),
  isRoundBased: Type.Boolean(),
  hasTable: Type.Boolean(),
});
const CompetitionRef = component("Competition", Competition).ref;
const CompetitionDetailsRef = component("CompetitionDetails", CompetitionDetails).ref;

const competitionCounts = Type.Array(Type.Object({ seasonId: Type.String(), competitionCount: Type.Integer() }), {
  description: "Competitions per season, only seasons that have any",
});
const PlayingAreaGroup = Type.Object({ playingArea: PlayingAreaRef, competitions: Type.Array(CompetitionDetailsRef) });

export type SeasonWire = Static<typeof Season>;
export type AssociationWire = Static<typeof Association>;
export type CompetitionTypeWire = Static<typeof CompetitionType>;
export type TeamTypeWire = Static<typeof TeamType>;
export type LeagueLevelWire = Static<typeof LeagueLevel>;
export type PlayingAreaWire = Static<typeof PlayingArea>;
export type CompetitionWire = Static<typeof Competition>;
export type CompetitionDetailsWire = Static<typeof CompetitionDetails>;

const stepOne = { mandant: AssociationRef, currentSeason: SeasonRef, seasons: Type.Array(SeasonRef) };
const stepTwo = { mandant: AssociationRef, competitionType: CompetitionTypeRef, season: SeasonRef };
const stepThree = { ...stepTwo, teamType: TeamTypeRef };

export const getWamOneSchema = {
  operationId: "getWamOne",
  tags,
  summary: "Competition selection, step 1: competition types and seasons of the default association",
  response: {
    200: Type.Object({ ...stepOne, competitionTypes: Type.Array(CompetitionTypeRef) }),
    ...errorResponses,
  },
};

export const getWamOneV2Schema = {
  operationId: "getWamOneV2",
  tags,
  summary: "Competition selection, step 1, with the number of competitions per type and season",
  response: {
    200: Type.Object({
      ...stepOne,
      seasons: Type.Array(Type.Object({ ...Season.properties, competitionCount: Type.Integer() })),
      competitionTypes: Type.Array(Type.Object({ ...CompetitionType.properties, competitionCounts })),
    }),
    ...errorResponses,
  },
};

const stepTwoParams = Type.Object({ wettkampftyp, saison, mandant });

export const getWamTwoSchema = {
  operationId: "getWamTwo",
  tags,
  summary: "Competition selection, step 2: team types with competitions of the type in the season",
  params: stepTwoParams,
  response: { 200: Type.Object({ ...stepTwo, teamTypes: Type.Array(TeamTypeRef) }), ...errorResponses },
};

export const getWamTwoV2Schema = {
  operationId: "getWamTwoV2",
  tags,
  summary: "Competition selection, step 2, with age and gender facts and counts of the team types",
  params: stepTwoParams,
  response: {
    200: Type.Object({
      ...stepTwo,
      teamTypes: Type.Array(
        Type.Object({
          ...TeamType.properties,
          isYouth: Type.Boolean(),
          isFemale: Type.Boolean(),
          hasResults: Type.Boolean(),
          competitionCount: Type.Integer(),
        }),
      ),
    }),
    ...errorResponses,
  },
};

const stepThreeParams = Type.Object({ wettkampftyp, saison, mandant, mannschaftsart });
const stepThreeQuery = Type.Object({ spielklasse: Type.Optional(spielklasse) }, { additionalProperties: false });
const levelWithCount = Type.Object({ ...LeagueLevel.properties, competitionCount: Type.Integer() });

export const getWamThreeSchema = {
  operationId: "getWamThree",
  tags,
  summary: "Competition selection, step 3: league levels and competitions (only one level with spielklasse)",
  params: stepThreeParams,
  querystring: stepThreeQuery,
  response: {
    200: Type.Object({
      ...stepThree,
      leagueLevels: Type.Array(LeagueLevelRef),
      competitions: Type.Array(CompetitionRef),
    }),
    ...errorResponses,
  },
};

export const getWamThreeV2Schema = {
  operationId: "getWamThreeV2",
  tags,
  summary: "Competition selection, step 3, competitions grouped by playing area (association, Bezirk, Kreis)",
  params: stepThreeParams,
  querystring: stepThreeQuery,
  response: {
    200: Type.Object({
      ...stepThree,
      leagueLevels: Type.Array(levelWithCount),
      groups: Type.Array(PlayingAreaGroup),
    }),
    ...errorResponses,
  },
};

const BezirkStructure = Type.Object({ ...PlayingArea.properties, kreise: Type.Array(PlayingAreaRef) });
const structure = Type.Object(
  { association: nullable(PlayingAreaRef), bezirke: Type.Array(BezirkStructure) },
  { description: "The playing areas of the association: the association itself, its Bezirke and their Kreise" },
);

export const getBfvWamOneSchema = {
  operationId: "getBfvWamOne",
  tags,
  summary: "Association's own selection, step 1: types, seasons, team types and the playing areas",
  response: {
    200: Type.Object({
      ...stepOne,
      competitionTypes: Type.Array(CompetitionTypeRef),
      teamTypes: Type.Array(TeamTypeRef),
      playingAreas: structure,
    }),
    ...errorResponses,
  },
};

/** A playing area with the number of its competitions per season, named in the contract. */
const PlayingAreaWithCounts = component(
  "PlayingAreaWithCounts",
  Type.Object({ ...PlayingArea.properties, competitionCounts }),
);

export const getBfvWamOneV2Schema = {
  operationId: "getBfvWamOneV2",
  tags,
  summary: "Association's own selection, step 1, with the number of competitions per season everywhere",
  response: {
    200: Type.Object({
      ...stepOne,
      competitionTypes: Type.Array(Type.Object({ ...CompetitionType.properties, competitionCounts })),
      teamTypes: Type.Array(Type.Object({ ...TeamType.properties, competitionCounts })),
      playingAreas: Type.Object({
        association: Type.Union([PlayingAreaWithCounts.ref, Type.Null()]),
        bezirke: Type.Array(
          Type.Object({ ...PlayingAreaWithCounts.schema.properties, kreise: Type.Array(PlayingAreaWithCounts.ref) }),
        ),
      }),
    }),
    ...errorResponses,
  },
};

export const getBfvWamTwoSchema = {
  operationId: "getBfvWamTwo",
  tags,
  summary: "Association's own selection, step 2: league levels with their playing areas",
  params: Type.Object({ wettkampftyp, saison, mannschaftsart }),
  response: {
    200: Type.Object({
      ...stepThree,
      leagueLevels: Type.Array(Type.Object({ ...levelWithCount.properties, playingAreas: Type.Array(PlayingAreaRef) })),
      competitionsWithoutLevel: Type.Array(CompetitionRef, {
        description: "Cups, tournaments and other competitions without a league level: no third step for them",
      }),
    }),
    ...errorResponses,
  },
};

export const getBfvWamThreeSchema = {
  operationId: "getBfvWamThree",
  tags,
  summary: "Association's own selection, step 3: the competitions of one league level by playing area",
  params: Type.Object({ wettkampftyp, saison, spielklasse, mannschaftsart }),
  response: {
    200: Type.Object({ ...stepThree, leagueLevel: LeagueLevelRef, groups: Type.Array(PlayingAreaGroup) }),
    ...errorResponses,
  },
};

export const getPlayoffWamOneSchema = {
  operationId: "getPlayoffWamOne",
  tags,
  summary: "Play-off selection, step 1: playing areas and team types with promotion or relegation play-offs",
  querystring: Type.Object({ saison: Type.Optional(saison) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      ...stepOne,
      season: SeasonRef,
      playingAreas: Type.Array(
        Type.Object({
          ...PlayingArea.properties,
          teamTypes: Type.Array(Type.Object({ ...TeamType.properties, competitionCount: Type.Integer() })),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export const getPlayoffWamTwoSchema = {
  operationId: "getPlayoffWamTwo",
  tags,
  summary: "Play-off selection, step 2: the play-off competitions of a playing area, season and team type",
  params: Type.Object({ spielgebiet, saison, mannschaftsart }),
  response: {
    200: Type.Object({
      season: SeasonRef,
      playingArea: PlayingAreaRef,
      teamType: TeamTypeRef,
      competitions: Type.Array(CompetitionDetailsRef),
    }),
    ...errorResponses,
  },
};

export const getCompetitionsByAssociationSchema = {
  operationId: "getCompetitionsByAssociation",
  tags,
  summary: "Every competition of an association in a season",
  params: Type.Object({ saison, mandant }),
  response: {
    200: Type.Object({ mandant: AssociationRef, season: SeasonRef, competitions: Type.Array(CompetitionDetailsRef) }),
    ...errorResponses,
  },
};

/** The top leagues of a season with their page slugs, named in the contract. */
const TopLeagues = component(
  "TopLeagues",
  Type.Object({
    season: SeasonRef,
    competitions: Type.Array(
      Type.Object({
        ...CompetitionDetails.properties,
        nameSlug: Type.String({ description: "Slug of the name for the page /ergebnisse/wettbewerb/{nameSlug}/{id}" }),
      }),
    ),
  }),
);

export const getTopLeaguesSchema = {
  operationId: "getTopLeagues",
  tags,
  summary: "The top leagues of a season",
  params: Type.Object({ saison }),
  response: { 200: TopLeagues.ref, ...errorResponses },
};

export const getTopLeaguesCurrentSchema = {
  operationId: "getTopLeagues1",
  tags,
  summary: "The top leagues of the current season",
  response: { 200: TopLeagues.ref, ...errorResponses },
};
