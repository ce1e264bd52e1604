import { Link } from "react-router";
import { ScanLine } from "lucide-react";
import type { Route } from "./+types/check-in-events";
import { formatDate, formatTime } from "~/lib/format";
import { requireUser } from "~/auth-edge/guards.server";
import { listDoorEvents } from "~/modules/ticketing/check-in-staff.server";
import { EmptyState } from "~/ui/empty-state";

export const meta: Route.MetaFunction = () => [{ title: "Check-in – Stadtpuls" }, { name: "robots", content: "noindex" }];

/** Start page at the door: the events whose door this person may work (organizer, admin, check-in staff). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { events: await listDoorEvents(viewer) };
}

export default function CheckInEvents({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-5 bg-paper px-4 py-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in</p>
        <h1 className="text-3xl font-bold">Für welches Event scannen Sie?</h1>
      </header>
      {loaderData.events.length ? (
        <ul className="flex flex-col gap-3">
          {loaderData.events.map((e) => (
            <li key={e.id}>
              <Link to={`/organizer/check-in/${e.id}`} className="flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-white p-4 hover:border-ink/40">
                <ScanLine className="size-7 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-bold">{e.title}</span>
                  <span className="block text-sm text-muted">
                    {formatDate(e.startDate)} · {formatTime(e.startDate)} Uhr{e.venue ? ` · ${e.venue}` : ""}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Keine Events zum Einchecken">
          Sie sind für kein Event als Check-in-Personal eingetragen. Bitten Sie die Veranstalterin oder den Veranstalter, Sie mit der E-Mail-Adresse dieses
          Kontos einzuladen.
        </EmptyState>
      )}
    </main>
  );
}
