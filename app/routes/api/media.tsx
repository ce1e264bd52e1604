import type { Route } from "./+types/media";
import { mediaStore } from "~/modules/media/store.server";

/** Serves stored uploads (/media/<key>); keys are random, variants immutable. */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  if (!/^[a-z0-9/_-]+\.(webp|avif|jpeg|png)$/i.test(key) || key.includes("..")) {
    return new Response("Nicht gefunden", { status: 404 });
  }
  const file = await mediaStore().get(key);
  if (!file) return new Response("Nicht gefunden", { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: { "Content-Type": file.contentType, "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
