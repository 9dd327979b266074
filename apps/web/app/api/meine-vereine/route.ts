import { ApiCallError, type CallResult } from "@spielfeld/api-client";
import { type NextRequest, NextResponse } from "next/server";
import { visitorApi } from "@/lib/api/client";
import { getAmateurTable } from "@/lib/api/competitions";
import { getTeamPreviousAndNextMatches } from "@/lib/api/teams";
import { logSecondaryFailure } from "@/lib/log";
import { readSession } from "@/lib/session/session-server";

/** At most this many followed teams and competitions are shown on the home page, in the order they were added. */
const MAX_TEAMS = 4;
const MAX_COMPETITIONS = 3;

type Favorites = CallResult<"getFavorites">;

const PRIVATE = { "cache-control": "private, no-store" };

/**
 * `GET /api/meine-vereine`: "Meine Vereine" for the signed-in visitor's home page: the last and the next match of
 * each followed team and the table of each followed competition. The page itself stays one cached document for
 * everyone; this answer is the visitor's own and never stored.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const session = await readSession(request);
  if (!session) return NextResponse.json({ message: "Not signed in" }, { status: 401, headers: PRIVATE });
  let favorites: Favorites;
  try {
    favorites = await visitorApi(request.headers, session.accessToken).account.getFavorites();
  } catch (error) {
    const status = error instanceof ApiCallError && error.status === 401 ? 401 : 502;
    return NextResponse.json({ message: "Favourites unavailable" }, { status, headers: PRIVATE });
  }
  const [teams, competitions] = await Promise.all([
    Promise.all(
      favorites.teams.slice(0, MAX_TEAMS).map(async ({ objectRef, teamName, clubId }) => {
        const around = await getTeamPreviousAndNextMatches(objectRef, 1, 1).catch(
          logSecondaryFailure("my clubs: matches", { team: objectRef }),
        );
        return {
          team: { objectRef, teamName, clubId },
          matches: around ? [...around.previousMatches.slice(-1), ...around.nextMatches.slice(0, 1)] : null,
        };
      }),
    ),
    Promise.all(
      favorites.competitions.slice(0, MAX_COMPETITIONS).map(async ({ objectRef, competitionName }) => ({
        competition: { objectRef, competitionName },
        table: await getAmateurTable({ staffel: objectRef }).catch(
          logSecondaryFailure("my clubs: table", { competition: objectRef }),
        ),
      })),
    ),
  ]);
  return NextResponse.json({ teams, competitions }, { headers: PRIVATE });
}

export const dynamic = "force-dynamic";
