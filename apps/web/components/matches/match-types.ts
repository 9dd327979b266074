import type { CallResult } from "@spielfeld/api-client";

/** A match as the API sends it (website.md section 3). */
export type Match = CallResult<"getMatchById1">;
export type MatchTeam = NonNullable<Match["homeTeam"]>;
