import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Route } from "./+types/check-in-log-csv";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/modules/accounts/session.server";
import { getCheckInLogCsv } from "~/modules/ticketing/check-in-views.server";

/** CSV export of an event's check-in log (organizer of the event or admin), streamed, Excel-friendly (BOM, semicolons). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const csv = await getCheckInLogCsv(viewer, params.eventId).catch(throwAsResponse);
  const out = stringify([csv.header, ...csv.rows], { delimiter: ";", bom: true });
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
