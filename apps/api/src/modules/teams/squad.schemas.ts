import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { seasonIdSchema, teamIdSchema } from "../shared/ids.schema.js";

const clubReference = Type.Object({ clubId: Type.String(), clubName: Type.String() });

const squadEntrySchema = Type.Object({
  playerId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  imageUrl: nullable(Type.String()),
  jerseyNumber: nullable(Type.Integer()),
  position: nullable(Type.String({ description: "goalkeeper, defender, midfielder or forward" })),
  captain: Type.Boolean(),
  keeper: Type.Boolean(),
  dateOfBirth: nullable(Type.String({ format: "date", description: "null unless the player shows it" })),
  nationality: nullable(Type.String({ description: "null unless the player shows it" })),
  joinedOn: nullable(Type.String({ format: "date", description: "Set when the player joined during the season" })),
  leftOn: nullable(Type.String({ format: "date", description: "Set when the player left during the season" })),
  arrivedFrom: nullable(clubReference),
  departedTo: nullable(clubReference),
  statistics: nullable(
    Type.Object(
      {
        matches: Type.Integer(),
        goals: Type.Integer(),
        yellowCards: nullable(Type.Integer()),
        yellowRedCards: nullable(Type.Integer()),
        redCards: nullable(Type.Integer()),
      },
      {
        description:
          "Finished matches for this team with a public result; null when the player hides performance, cards null when the player hides cards",
      },
    ),
  ),
});
export type WireSquadEntry = Static<typeof squadEntrySchema>;

/** A player of a team's squad as the player's privacy flags allow. */
export const SquadEntry = component("SquadEntry", squadEntrySchema);

const teamSquadSchema = Type.Object({
  season: Type.String(),
  teamSeasonId: Type.String(),
  teamPermanentId: Type.String(),
  entries: Type.Array(SquadEntry.ref, {
    description: "Players with a public profile; empty while the squad is not published",
  }),
  withStatitisticData: Type.Boolean({
    description: "The entries carry statistics (teams whose results are public: not children's football)",
  }),
  publishData: Type.Boolean({ description: "The club has published the squad" }),
  publishable: Type.Boolean({ description: "The team has a squad in the season that could be published" }),
});

/** A team's squad, arrivals or departures of one season (spelled as the catalogue spells it). */
export const TeamSquad = component("TeamSquad", teamSquadSchema);

const squadCall = (operationId: string, summary: string) => ({
  operationId,
  tags: ["clubs"],
  summary,
  params: Type.Object({ saison: seasonIdSchema, teamId: teamIdSchema }),
  querystring: Type.Object({}, { additionalProperties: false }),
  response: { 200: TeamSquad.ref, ...errorResponses },
});

export const getTeamSquadForSeasonSchema = squadCall(
  "getTeamSquadForSeason",
  "A team's squad in a season: the players still in it, by jersey number",
);
export const getTeamSquadArrivalsForSeasonSchema = squadCall(
  "getTeamSquadArrivalsForSeason",
  "Players who joined a team during a season, latest first",
);
/** Added beside the catalogue: what publishing a season's squad would show, for the team's admins. */
export const getTeamSquadPreviewSchema = squadCall(
  "getTeamSquadPreview",
  "Added beside the catalogue: a team's squad in a season as the public would see it once published",
);
export const getTeamSquadDeparturesForSeasonSchema = squadCall(
  "getTeamSquadDeparturesForSeason",
  "Players who left a team during a season, latest first",
);
