import { isArtworkKind, renderArtwork } from "~/modules/media/artwork";
import type { Route } from "./+types/art";

const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const FILE_PATTERN = /^([a-z0-9][a-z0-9_-]{0,159})\.svg$/i;

/** GET /art/:kind/:category/:file — generated demo artwork (see modules/media/artwork.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const kind = params.kind ?? "";
  const category = (params.category ?? "").toLowerCase();
  const match = FILE_PATTERN.exec(params.file ?? "");
  if (!isArtworkKind(kind) || !CATEGORY_PATTERN.test(category) || !match) {
    return new Response("Bild nicht gefunden", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  }
  const svg = renderArtwork({ kind, category, seed: match[1] });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      // a day, then revalidated in the background: the URL names the picture, not the renderer's version,
      // so a redrawn artwork must reach browsers that saw the old one (unlike hashed assets and uploads)
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
