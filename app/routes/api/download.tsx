import { matchPath as matchPattern } from "react-router";
import type { Route } from "./+types/download";
import { pageUrl } from "~/lib/page-url.server";
import { matchPath } from "~/registry";

/**
 * The download of a back-office list (`<DataTable exportBase>`): `/api/download/admin/artists?…&format=csv`
 * asks the page `/admin/artists` itself. Its loader guards as always and answers its export as a
 * file Response — which React Router would render as a page if the browser asked the page's URL, so
 * this resource route passes it through as it is. Anything but a file from a back-office page → 404.
 */
const pages = import.meta.glob<{ loader?: (args: unknown) => unknown }>(["../admin/*.tsx", "../organizer/*.tsx", "../business-owner/*.tsx"]);

const notFound = () => new Response("Nicht gefunden", { status: 404, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, params }: Route.LoaderArgs) {
  const path = `/${params["*"] ?? ""}`;
  if (!/^\/(admin|organizer|business-owner)(\/|$)/.test(path)) return notFound();
  const found = matchPath(path);
  const load = found ? pages[`../${found.page.file.replace(/^routes\//, "")}`] : undefined;
  const route = found ? matchPattern(found.url, path) : null;
  if (!found || !load || !route) return notFound();
  const module = await load();
  if (!module.loader) return notFound();
  const url = new URL(path + pageUrl(request).search, pageUrl(request).origin);
  if (!url.searchParams.has("format")) url.searchParams.set("format", "csv");
  let answer: unknown;
  try {
    answer = await module.loader({ request: new Request(url, { headers: request.headers }), params: route.params, context: {} });
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response && (answer.status >= 300 || answer.headers.get("content-disposition")?.startsWith("attachment"))) return answer;
  if (answer instanceof Response || (typeof answer === "object" && answer !== null && (answer as { type?: string }).type === "DataWithResponseInit")) {
    const status = answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit | null }).init?.status ?? 200);
    if (status >= 400) return new Response(null, { status, headers: { "Cache-Control": "no-store" } });
  }
  return notFound();
}
