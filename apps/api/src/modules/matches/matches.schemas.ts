import { Type } from "typebox";
import { component } from "../../lib/components.js";
import { errorResponses, nullable } from "../../lib/schema-parts.js";
import { competitionIdSchema } from "../shared/ids.schema.js";
import { Match } from "../shared/match.schema.js";
import { articlePage, articlePageQuery, NewsArticle } from "../shared/news-article.schema.js";
import { Table } from "../shared/table.schema.js";

const idSchema = Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9-]{0,63}$" });
const spielParams = Type.Object({ spiel: idSchema });
const staffelParams = Type.Object({ staffel: competitionIdSchema });
const teamParams = Type.Object({ teamId: idSchema });
/** A list of matches, named in the contract. */
const MatchList = component("MatchList", Type.Object({ matches: Type.Array(Match.ref) }));
const noQuery = Type.Object({}, { additionalProperties: false });

/** A person on a team sheet, named as the privacy rules allow ("Nicht öffentlich" without id otherwise). */
const ReportPlayer = component(
  "ReportPlayer",
  Type.Object({
    playerId: nullable(Type.String({ description: "null when the player's profile is not public" })),
    firstName: Type.String(),
    lastName: Type.String(),
    number: nullable(Type.Integer()),
    captain: Type.Boolean(),
    keeper: Type.Boolean(),
    substitute: Type.Boolean(),
  }),
);

/** One event of a match: goal, card or substitution, with the running score after a goal. */
const MatchEvent = component(
  "MatchEvent",
  Type.Object({
    id: Type.String(),
    type: Type.Integer({
      description: "-2 in, -1 out, 2 yellow, 3 red, 4 yellow-red, 7 goal, 8 own goal, 9 penalty, 13 time penalty",
    }),
    minute: Type.Integer(),
    addedMinute: nullable(Type.Integer()),
    side: Type.Union([Type.Literal("home"), Type.Literal("guest")]),
    playerId: nullable(Type.String()),
    playerName: nullable(Type.String()),
    relatedPlayerId: nullable(Type.String()),
    relatedPlayerName: nullable(Type.String()),
    score: nullable(Type.Object({ home: Type.Integer(), guest: Type.Integer() })),
  }),
);

export const matchReportSchema = Type.Object({
  matchId: Type.String(),
  lineupAvailable: Type.Boolean(),
  home: Type.Object({
    players: Type.Array(ReportPlayer.ref),
    officials: Type.Array(Type.Object({ name: Type.String(), functionName: Type.String() })),
  }),
  guest: Type.Object({
    players: Type.Array(ReportPlayer.ref),
    officials: Type.Array(Type.Object({ name: Type.String(), functionName: Type.String() })),
  }),
  events: Type.Array(MatchEvent.ref),
  matchInfo: Type.Object({
    referee: nullable(Type.String()),
    assistant1: nullable(Type.String()),
    assistant2: nullable(Type.String()),
    fourthOfficial: nullable(Type.String()),
    spectators: nullable(Type.Integer()),
  }),
});

/** A match's report, named in the contract. */
export const MatchReport = component("MatchReport", matchReportSchema);

export const getMatchById1Schema = {
  operationId: "getMatchById1",
  tags: ["matches"],
  summary: "One match with everything known about it",
  params: spielParams,
  querystring: Type.Object({ divisionManager: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  response: { 200: Match.ref, ...errorResponses },
};

export const getMatchReportSchema = {
  operationId: "getMatchReport",
  tags: ["matches"],
  summary: "Lineups, events, officials and team officials of a match (catalogue: redacted {hash}{spiel})",
  params: spielParams,
  querystring: noQuery,
  response: { 200: MatchReport.ref, ...errorResponses },
};

/** A match with its report, table, news and neighbours, named in the contract (the match page embeds it too). */
export const MatchWithReportAndTables = component(
  "MatchWithReportAndTables",
  Type.Object({
    lineupAvailable: Type.Boolean(),
    reportAvailable: Type.Boolean(),
    tableAvailable: Type.Boolean(),
    match: Match.ref,
    report: MatchReport.ref,
    tables: Type.Array(Table.ref),
    articles: Type.Array(NewsArticle.ref),
    previousMatchId: nullable(Type.String()),
    nextMatchId: nullable(Type.String()),
  }),
);

export const getMatchWithReportAndTablesSchema = {
  operationId: "getMatchWithReportAndTables",
  tags: ["matches"],
  summary: "A match with its report, the competition's table and its news",
  params: spielParams,
  querystring: noQuery,
  response: { 200: MatchWithReportAndTables.ref, ...errorResponses },
};

const leagueList = (operationId: string, summary: string) => ({
  operationId,
  tags: ["matches"],
  summary,
  params: staffelParams,
  querystring: noQuery,
  response: { 200: MatchList.ref, ...errorResponses },
});

export const getMatchesForLeaguesAllSchema = leagueList("getMatchesForLeaguesAll", "All matches of a competition");
export const getMatchesForLeaguesStartSchema = leagueList(
  "getMatchesForLeaguesStart",
  "The matches of the competition's current matchday or round",
);
export const getMatchesForLeaguesToday1Schema = leagueList(
  "getMatchesForLeaguesToday1",
  "The competition's matches kicking off today (German time)",
);

export const getMatchesForRoundOrGroup1Schema = {
  operationId: "getMatchesForRoundOrGroup1",
  tags: ["matches"],
  summary: "All matches of a competition grouped by matchday or round",
  params: staffelParams,
  querystring: noQuery,
  response: {
    200: Type.Object({
      rounds: Type.Array(Type.Object({ number: Type.Integer(), name: Type.String(), matches: Type.Array(Match.ref) })),
    }),
    ...errorResponses,
  },
};

const teamList = (operationId: string, summary: string) => ({
  operationId,
  tags: ["matches"],
  summary,
  params: teamParams,
  querystring: noQuery,
  response: { 200: MatchList.ref, ...errorResponses },
});

export const getMatchesForTeamsStartSchema = teamList(
  "getMatchesForTeamsStart",
  "A team's last three and next three matches (the season's team id or the permanent id for this season)",
);
export const getMatchesForTeamsTodaySchema = teamList("getMatchesForTeamsToday", "A team's matches today");

export const getAmateurFinalsMatchesSchema = {
  operationId: "getAmateurFinalsMatches",
  tags: ["matches"],
  summary: "The cup finals of a season (Finaltag der Amateure)",
  params: Type.Object({ saison: Type.String({ pattern: "^\\d{4}$" }) }),
  querystring: noQuery,
  response: {
    200: Type.Object({
      matches: Type.Array(Match.ref),
      finalDate: nullable(Type.String()),
      times: Type.Array(Type.String()),
      faqId: nullable(Type.String()),
      faqUrl: nullable(Type.String()),
      nationCupCompoundId: nullable(Type.String()),
    }),
    ...errorResponses,
  },
};

export const getMatchLatestNewsArticleSchema = {
  operationId: "getMatchLatestNewsArticle",
  tags: ["matches"],
  summary: "The latest article about a match (404 when there is none)",
  params: spielParams,
  querystring: noQuery,
  response: { 200: NewsArticle.ref, ...errorResponses },
};

export const getMatchNewsListArticlesSchema = {
  operationId: "getMatchNewsListArticles",
  tags: ["matches"],
  summary: "Articles about a match, newest first",
  params: spielParams,
  querystring: articlePageQuery,
  response: { 200: articlePage, ...errorResponses },
};

const tickerScore = Type.Object({ home: nullable(Type.Integer()), guest: nullable(Type.Integer()) });

/** A match's live ticker with clock, score and entries, named in the contract (the match page embeds it too). */
export const MatchTicker = component(
  "MatchTicker",
  Type.Object({
    id: Type.String(),
    matchId: Type.String(),
    matchStatusId: Type.String(),
    is_doubt_possible: Type.Boolean(),
    liveticker_enabled: Type.Boolean(),
    should_update: Type.Boolean(),
    visible: Type.Boolean(),
    matchstarttime: nullable(Type.String()),
    kickoff_first_half: nullable(
      Type.String({ format: "date-time", description: "When the first half began (a match reported live)" }),
    ),
    kickoff_second_half: nullable(Type.String({ format: "date-time" })),
    kickoff_extratime_first_half: nullable(Type.String({ format: "date-time" })),
    kickoff_extratime_second_half: nullable(Type.String({ format: "date-time" })),
    kickoff_penalties: nullable(Type.String({ format: "date-time" })),
    currentTimestamp: Type.String(),
    duration: Type.Integer(),
    duration_sections: Type.Integer(),
    extratime_duration: Type.Integer(),
    timeplayed: nullable(Type.Integer()),
    live: Type.Boolean(),
    time_running: Type.Boolean(),
    time_state: nullable(Type.String()),
    home_team: Type.String(),
    guest_team: Type.String(),
    score: tickerScore,
    score_halftime: tickerScore,
    penalty_shootout_goals: tickerScore,
    events: Type.Array(
      Type.Object({
        type: Type.Integer(),
        minute: Type.Integer(),
        addedMinute: nullable(Type.Integer()),
        side: Type.String(),
        playerName: nullable(Type.String()),
      }),
    ),
    tickers: Type.Array(
      Type.Object({
        id: Type.String(),
        minute: nullable(Type.Integer()),
        addedMinute: nullable(Type.Integer()),
        type: nullable(Type.Integer()),
        text: Type.String(),
        likeCount: Type.Integer(),
        createdAt: Type.String({ format: "date-time" }),
      }),
    ),
    copyright: Type.String(),
  }),
);

export const getTickerSchema = {
  operationId: "getTicker",
  tags: ["matches"],
  summary: "The live ticker of a match; answers If-Modified-Since with 304 while nothing changed",
  querystring: Type.Object(
    {
      spiel: idSchema,
      "ticker-id": Type.Optional(
        Type.String({ pattern: "^[A-Za-z0-9-]{1,64}$", description: "Only entries newer than this one" }),
      ),
    },
    { additionalProperties: false },
  ),
  headers: Type.Object({ "if-modified-since": Type.Optional(Type.String()) }),
  response: {
    200: MatchTicker.ref,
    304: Type.Null({ description: "Nothing changed since If-Modified-Since" }),
    ...errorResponses,
  },
};
