import type { Route } from "./+types/admin-media";
import { AppError } from "~/lib/app-error";
import { pageUrl } from "~/lib/page-url.server";
import { apiUseCase, readForm } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { uploadToLibrary } from "~/modules/media/library.server";
import { getMediaChoices } from "~/modules/reporting/media-library.server";

/**
 * The media library's JSON door (admins): GET `?q=` lists library images to choose from ("Aus
 * Mediathek wählen"); POST stores one uploaded file (the page sends each dropped file on its own, with progress).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const actor = await requireActor(request);
    const q = pageUrl(request).searchParams.get("q") ?? "";
    return { ok: true as const, items: await getMediaChoices(actor, q) };
  });
}

export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const actor = await requireActor(request);
    const form = await readForm(request).catch(() => {
      throw new AppError("VALIDATION", { message: "Die Datei konnte nicht übertragen werden. Bitte wählen Sie sie erneut aus." });
    });
    const file = form.get("file");
    const altText = String(form.get("altText") ?? "").trim().slice(0, 200);
    const img = await uploadToLibrary({ actor, file: file as File, altText });
    return { ok: true as const, id: img.id, url: img.url };
  });
}
