import { cleanText } from "~/lib/input";

/**
 * The URL of the page a request is for, as the visitor sees it in the address bar.
 *
 * React Router runs with `future.v8_passThroughRequests` (decision 0006): loaders and actions get
 * the raw HTTP request instead of up to three normalized copies per call. A client-side navigation
 * or form submission therefore arrives as `/luebeck/profile.data?_routes=…` or `…/tickets.data?index`.
 * Code that builds links or redirects from the request (sign-in return paths, "back" targets) or
 * reads its query uses this instead of `new URL(request.url)`. It does what React Router's own
 * normalization does (getNormalizedPath, stripIndexParam, stripRoutesParam): drop the `.data`
 * suffix (`/_root.data` is `/`), a trailing slash, the `_routes` parameter and empty `index` flags.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  // the one input layer (~/lib/input): no NUL in any query value (broken UTF-8 escapes already
  // decode to U+FFFD; the HTTP layer refuses %00 before routing, this covers in-process callers)
  if (url.search && /%00/i.test(url.search)) {
    const clean = new URLSearchParams();
    for (const [k, v] of url.searchParams) clean.append(cleanText(k), cleanText(v));
    url.search = clean.toString();
  }
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) {
    pathname = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
    if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
    url.pathname = pathname;
  }
  if (url.search && (url.searchParams.has("_routes") || url.searchParams.getAll("index").includes(""))) {
    url.searchParams.delete("_routes");
    const index = url.searchParams.getAll("index").filter(Boolean);
    url.searchParams.delete("index");
    for (const v of index) url.searchParams.append("index", v);
    // no lone "?" when nothing is left
    if (!url.searchParams.size) url.search = "";
  }
  return url;
}
