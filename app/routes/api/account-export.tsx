import type { Route } from "./+types/account-export";
import { exportUserData } from "~/modules/accounts/data-rights.server";
import { getViewer } from "~/modules/accounts/session.server";

/** DSGVO data export: a JSON download of everything stored about the signed-in user. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return Response.json({ message: "Bitte melden Sie sich an." }, { status: 401 });
  const data = await exportUserData({ actor: viewer });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="stadtpuls-daten-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
