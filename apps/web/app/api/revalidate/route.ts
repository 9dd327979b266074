import { timingSafeEqual } from "node:crypto";
import { ANY_TAG, isCacheTag } from "@spielfeld/cache-tags";
import { revalidateTag } from "next/cache";
import { env } from "@/lib/env";

function isAuthorised(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The API tells the website which cached data a change made stale, in the shared vocabulary of
 * packages/cache-tags (e.g. `match:{id}`, `competition:{id}` and `matches` after a result);
 * those entries expire at once, so the next visitor sees the new table. With `"refresh": "background"` (live
 * reporting's many small changes) they are marked stale instead: the next visitor gets the page as it was while a
 * fresh one renders, so no visitor waits for a render; behind a cache (`WEB_BEHIND_CACHE`) they expire at once all
 * the same. Guarded by a shared secret.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = env().revalidateSecret;
  if (!secret) return Response.json({ message: "Revalidation is not configured" }, { status: 404 });
  if (!isAuthorised(request.headers.get("authorization"), secret)) {
    return Response.json({ message: "Unauthorized" }, { status: 401 });
  }
  const body: unknown = await request.json().catch(() => null);
  const { tags, refresh } = (body ?? {}) as { tags?: unknown; refresh?: unknown };
  const isValid = (tag: unknown) => typeof tag === "string" && tag !== ANY_TAG && isCacheTag(tag);
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 50 || !tags.every(isValid)) {
    return Response.json({ message: 'Invalid field "tags": 1 to 50 tags like "competition:ID"' }, { status: 400 });
  }
  if (refresh !== undefined && refresh !== "background") {
    return Response.json({ message: 'Invalid field "refresh": "background" or left out' }, { status: 400 });
  }
  // Behind a cache that serves its copy meanwhile, nobody waits for the render: the entry's pages expire at once, so
  // the cache's next renewal brings it (marked stale, that renewal would get the page as it was for one more
  // lifetime).
  const isInBackground = refresh === "background" && !env().isBehindCache;
  for (const tag of tags as string[]) revalidateTag(tag, isInBackground ? "max" : { expire: 0 });
  return Response.json({ revalidated: tags });
}
