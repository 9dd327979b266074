import "server-only";
import { ApiCallError, type ApiClient } from "@spielfeld/api-client";
import { notFound } from "next/navigation";
import { privateRead, requireSession } from "@/lib/session/page-session";

/** What a promateur page reads: the answer, or `null` when the account has no promateur access (the API's 403). */
export async function promateurRead<T>(path: string, call: (api: ApiClient) => Promise<T>): Promise<T | null> {
  const session = await requireSession(path);
  try {
    return await privateRead(session, path, call);
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 403) return null;
    // An unknown id, or a player who did not agree to the tier: the same "not found" as everywhere.
    if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}
