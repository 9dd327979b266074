import { forwardToApi } from "@/lib/api-forwarding";
import { env } from "@/lib/env";

/**
 * The API (and its image server) on the site's own origin: the browser calls `/rest/…`, the website forwards the
 * call to `API_URL`, read at run time, with an allow-list of headers (never the visitor's cookies).
 */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  return forwardToApi(request, path, { apiUrl: env().apiUrl, trustedProxies: env().trustedProxies });
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
