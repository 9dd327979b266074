import { forwardToApi } from "@/lib/api-forwarding";
import { env } from "@/lib/env";

/** The first segment of the widget API's legacy reads: `/rest/competitioncontroller/…` and its two siblings. */
const LEGACY_WIDGET_READS = /^(?:competition|club|match)controller$/;

/**
 * The API (and its image server) on the site's own origin: the browser calls `/rest/…`, the website forwards the
 * call to `API_URL`, read at run time, with an allow-list of headers (never the visitor's cookies).
 */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  const answer = await forwardToApi(request, path, { apiUrl: env().apiUrl, trustedProxies: env().trustedProxies });
  // The widget API's legacy reads (docs/widgets.md) are open to every origin, as the API answers them.
  if (LEGACY_WIDGET_READS.test(path[0] ?? "")) answer.headers.set("access-control-allow-origin", "*");
  return answer;
}

export const dynamic = "force-dynamic";
export {
  handle as DELETE,
  handle as GET,
  handle as HEAD,
  handle as OPTIONS,
  handle as PATCH,
  handle as POST,
  handle as PUT,
};
