import { Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check-in-log";
import { formatDateTime } from "~/lib/format";
import { parseForm, readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/modules/accounts/session.server";
import { METHOD_LABELS, reasonMessage } from "~/modules/ticketing/check-in-reasons";
import { getCheckInLog, getScannerView } from "~/modules/ticketing/check-in-views.server";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";
import { Badge } from "~/ui/badge";
import { Button, ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: "Check-in-Protokoll – Stadtpuls" }, { name: "robots", content: "noindex" }];

/** Every check-in record and offline conflict of the event (organizer of the event or admin). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  try {
    const log = await getCheckInLog(viewer, params.eventId, { limit: 500 });
    const { event } = await getScannerView(viewer, params.eventId);
    return { event, log };
  } catch (e) {
    throwAsResponse(e);
  }
}

const revokeSchema = z.object({ checkInId: z.string().uuid("Ungültiger Eintrag.") });

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  const { checkInId } = parseForm(await readForm(request), revokeSchema);
  return runUseCase(async () => {
    await revokeCheckIn({ actor: viewer, checkInId, note: "Check-in-Protokoll" });
    return { ok: true as const, message: "Check-in zurückgenommen" };
  });
}

export default function CheckInLog({ loaderData, params }: Route.ComponentProps) {
  const { event, log } = loaderData;
  const result = useActionData<typeof action>();
  const nav = useNavigation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-6xl flex-col gap-5 bg-paper px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in-Protokoll</p>
          <h1 className="text-2xl font-bold md:text-3xl">{event.title}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/organizer/check-in/${params.eventId}`} variant="outline">
            Zum Scanner
          </ButtonLink>
          <a href={`/organizer/check-in/${params.eventId}/log.csv`} className="inline-flex min-h-11 items-center rounded-full bg-primary px-5 text-sm font-semibold text-white" download>
            CSV exportieren
          </a>
        </div>
      </header>
      {result ? (
        <p role="status" className={`rounded-xl p-3 font-semibold ${result.ok ? "bg-[#dcfae6] text-success" : "bg-[#fee4e2] text-danger"}`}>
          {result.message}
        </p>
      ) : null}
      {log.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-8 text-center text-muted">Noch keine Check-ins für dieses Event.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[900px] text-sm">
            <thead className="bg-sand text-left text-xs uppercase tracking-wider text-muted">
              <tr>
                <th className="px-3 py-2">Zeit</th>
                <th className="px-3 py-2">Name</th>
                <th className="px-3 py-2">Kategorie</th>
                <th className="px-3 py-2">Liste</th>
                <th className="px-3 py-2">Eingang</th>
                <th className="px-3 py-2">Gerät</th>
                <th className="px-3 py-2">Personal</th>
                <th className="px-3 py-2">Methode</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.map((e) => (
                <tr key={`${e.kind}-${e.id}`} className={`border-t border-line ${e.kind === "conflict" ? "bg-[#fff6f5]" : ""}`}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="px-3 py-2 font-semibold">{e.name}</td>
                  <td className="px-3 py-2">{e.category ?? "–"}</td>
                  <td className="px-3 py-2">{e.list ?? "–"}</td>
                  <td className="px-3 py-2">{e.gate ?? "–"}</td>
                  <td className="px-3 py-2 font-mono text-xs">{e.deviceId ?? "–"}</td>
                  <td className="px-3 py-2">{e.staff ?? "–"}</td>
                  <td className="px-3 py-2">
                    {e.method ? METHOD_LABELS[e.method] : "–"}
                    {e.direction === "exit" ? " · Ausgang" : ""}
                  </td>
                  <td className="px-3 py-2">
                    {e.kind === "conflict" ? (
                      <Badge tone="danger">Konflikt: {e.reason ? reasonMessage(e.reason) : "abgelehnt"}</Badge>
                    ) : e.isValid ? (
                      <Badge tone="success">gültig</Badge>
                    ) : (
                      <Badge tone="neutral">zurückgenommen</Badge>
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {e.kind === "check_in" && e.isValid ? (
                      <Form method="post">
                        <input type="hidden" name="checkInId" value={e.id} />
                        <Button type="submit" size="sm" variant="outline" disabled={nav.state !== "idle"}>
                          Check-in zurücknehmen
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-xs text-muted">
        <Link to="/organizer" className="font-semibold text-primary">
          Zum Organisator-Bereich
        </Link>
      </p>
    </main>
  );
}
