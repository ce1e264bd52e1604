import type { Route } from "./+types/media";
import { mediaStore } from "~/modules/media/store.server";

/**
 * Serves stored uploads (/media/<key>), streamed from the store (local disk or S3).
 * A library item can be replaced under the same URL, so nothing is cached as immutable: browsers and
 * proxies keep the file but revalidate it (`no-cache`) with its ETag and get a 304 while it is unchanged.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!/^[a-z0-9/_-]+\.(webp|avif|jpeg|png)$/i.test(key) || key.includes("..")) {
    return new Response("Nicht gefunden", { status: 404 });
  }
  const file = await mediaStore().open(key, request.headers.get("If-None-Match") ?? undefined);
  if (!file) return new Response("Nicht gefunden", { status: 404 });
  const cache = { ETag: file.etag, "Cache-Control": "public, no-cache" };
  if ("notModified" in file) return new Response(null, { status: 304, headers: cache });
  const headers: Record<string, string> = { ...cache, "Content-Type": file.contentType };
  if (file.size > 0) headers["Content-Length"] = String(file.size);
  return new Response(file.body, { headers });
}
