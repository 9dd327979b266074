import { forwardToApi } from "@/lib/api-forwarding";
import { env } from "@/lib/env";

/**
 * The widget API (docs/widgets.md) on the site's own origin, as its clients expect it beside `/rest/…`: forwarded to
 * the API's `/api/service/widget/…`. Open to every origin, as the API answers it.
 */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  // Only the widget API's own addresses: `v1/…`, no segment that could climb out of it.
  if (path[0] !== "v1" || path.some((segment) => segment === "." || segment === ".." || segment === "")) {
    return Response.json({ state: 1, message: "Unknown widget API address", data: null }, { status: 404 });
  }
  const apiOrigin = new URL(env().apiUrl).origin;
  const answer = await forwardToApi(request, path, {
    apiUrl: `${apiOrigin}/api/service/widget`,
    trustedProxies: env().trustedProxies,
  });
  answer.headers.set("access-control-allow-origin", "*");
  return answer;
}

export const dynamic = "force-dynamic";
export { handle as GET, handle as HEAD };
