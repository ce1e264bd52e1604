import type { Route } from "./+types/account-export";
import { exportUserData } from "~/modules/profile/data-rights.server";
import { requireActor } from "~/modules/accounts/session.server";
import { apiUseCase } from "~/lib/route-helpers.server";

/** DSGVO data export: a JSON download of everything stored about the signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const data = await exportUserData({ actor: await requireActor(request) });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="stadtpuls-daten-${day}.json"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
