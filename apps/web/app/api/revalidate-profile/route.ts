import { ApiCallError } from "@spielfeld/api-client";
import { cacheTags } from "@spielfeld/cache-tags";
import { revalidateTag } from "next/cache";
import { visitorApi } from "@/lib/api/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log";

const TOKEN = /^[A-Za-z0-9._~+/=-]{16,4096}$/;

/**
 * `POST /api/revalidate-profile` with `{token}` (api.md section 7): after its owner changed a profile, the client
 * names the change by the owner's token; the website asks the API whose profile that is and renews exactly that
 * profile's pages. A token proves nothing beyond its own account, so no one renews anyone else's pages. The API
 * announces the same change to the website itself (`/api/revalidate`); this is the client's own way, behind the
 * `PROFILE_REVALIDATION` flag.
 */
export async function POST(request: Request): Promise<Response> {
  if (env().profileRevalidation !== "true") {
    return Response.json({ message: "Profile revalidation is off" }, { status: 404 });
  }
  const body: unknown = await request.json().catch(() => null);
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || !TOKEN.test(token)) {
    return Response.json(
      { message: 'Invalid field "token": the access token of the profile\'s owner' },
      { status: 400 },
    );
  }
  // In the visitor's name (their address forwarded), so the API's limits count them and not the website.
  const api = visitorApi(request.headers, token);
  try {
    const player = await api.players.checkPlayerProfile();
    const tags = player.playerId ? [cacheTags.person(player.playerId)] : [];
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return Response.json({ revalidated: tags });
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 401 || error.status === 403)) {
      return Response.json({ message: "Unauthorized" }, { status: 401 });
    }
    logError("a profile revalidation failed", error);
    return Response.json({ message: "The API cannot be reached" }, { status: 503 });
  }
}
