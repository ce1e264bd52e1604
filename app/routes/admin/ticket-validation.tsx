import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ticket-validation";
import type { ActionResult } from "~/lib/action-result";
import { AppError, isAppError } from "~/lib/app-error";
import { formatDate, formatDateTime } from "~/lib/format";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { checkInAttendee } from "~/modules/ticketing/check-in-attendee.server";
import { METHOD_LABELS, reasonMessage } from "~/modules/ticketing/check-in-reasons";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";
import { getTicketValidationView } from "~/modules/ticketing/ticket-validation.server";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { UUID_RE } from "~/lib/input";
import { defineIntents } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { runIntents } from "~/ui/back-office/intents.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { ScrollRegion } from "~/ui/scroll-region";

export const meta: Route.MetaFunction = () => [{ title: "Ticket-Validierung – Admin – Stadtpuls" }];

const querySchema = z.object({ q: z.string().max(300, "Eingabe zu lang.").default("") });

const intents = defineIntents({
  // the row is the check-in list the ticket is admitted on
  "check-in": {
    label: "Jetzt einchecken",
    success: "Check-in erfolgreich",
    input: z.object({ eventId: z.string().regex(UUID_RE, "Event nicht gefunden"), code: z.string().min(1).max(300) }),
  },
  // the row is the check-in being taken back
  revoke: { label: "Check-in zurücknehmen", success: "Check-in zurückgenommen" },
});

/** Any ticket by QR payload or number, across all events (admin, spec §2.4). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "admin");
  const { q } = parseSearchParams(request, querySchema);
  try {
    return { view: await getTicketValidationView(viewer, q), error: null };
  } catch (e) {
    if (isAppError(e) && e.code === "TICKET_NOT_FOUND") return { view: { query: q, ticket: null }, error: e.userMessage };
    throwAsResponse(e);
  }
}

const uuid = (id: string) => {
  if (!UUID_RE.test(id)) throw new AppError("NOT_FOUND");
  return id;
};

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireRole(request, "admin");
  return runIntents(request, intents, {
    "check-in": async ({ id, input }) => {
      const r = await checkInAttendee({ actor: viewer, eventId: input.eventId, listId: uuid(id), code: input.code, method: "manual", gate: "Admin" });
      // a refused scan is an answer of the scanner, not an error: its reason in the one action shape
      return r.ok ? undefined : data<ActionResult>({ ok: false, code: r.reason, message: `Check-in fehlgeschlagen: ${r.message}` }, { status: 409 });
    },
    revoke: ({ id }) => revokeCheckIn({ actor: viewer, checkInId: uuid(id), note: "Ticket-Validierung (Admin)" }),
  });
}

const BOOKING_STATUS: Record<string, string> = { confirmed: "Bestätigt", pending: "Ausstehend", cancelled: "Storniert" };
const PAYMENT_STATUS: Record<string, string> = {
  pending: "offen",
  completed: "bezahlt",
  failed: "fehlgeschlagen",
  expired: "abgelaufen",
  refunded: "erstattet",
  partially_refunded: "teilweise erstattet",
};

export default function TicketValidation({ loaderData }: Route.ComponentProps) {
  const { view, error } = loaderData;
  const result = useActionResult();
  const nav = useNavigation();
  const t = view.ticket;
  return (
    <div className="flex w-full min-w-0 max-w-full flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="Ticket-Validierung">
        Ticketnummer oder QR-Inhalt eingeben – gesucht wird über alle Events.
      </BackOfficeHeader>
      <Form method="get" className="flex flex-col gap-2 sm:flex-row" role="search">
        <label htmlFor="q" className="sr-only">
          Ticketnummer oder QR-Code-Inhalt
        </label>
        <input
          id="q"
          name="q"
          defaultValue={view.query}
          placeholder="SP-XXXX-XXXX-XXXX oder SPT1.…"
          className="min-h-12 flex-1 rounded-xl border border-line bg-white px-3 font-mono"
          autoComplete="off"
        />
        <Button type="submit" size="lg">
          Ticket prüfen
        </Button>
      </Form>
      {error ? (
        <p role="alert" className="rounded-xl bg-[#fee4e2] p-4 font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {result ? (
        <p role="status" className={`rounded-xl p-4 font-semibold ${result.ok ? "bg-[#dcfae6] text-success" : "bg-[#fee4e2] text-danger"}`}>
          {result.message}
        </p>
      ) : null}
      {t ? (
        <>
          <section className="grid gap-4 md:grid-cols-3">
            <div className="rounded-2xl border border-line bg-white p-4">
              <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">Ticket</h2>
              <p className="mt-1 text-xl font-bold">{t.attendee.name}</p>
              <p className="font-mono text-sm">{t.attendee.ticketNumber}</p>
              <p className="text-sm text-muted">{t.attendee.category ?? "Ohne Kategorie"}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {t.refusal ? <Badge tone="danger">Ungültig: {reasonMessage(t.refusal)}</Badge> : <Badge tone="success">Gültig</Badge>}
                {t.attendee.isCheckedIn ? <Badge tone="neutral">Eingecheckt</Badge> : <Badge tone="neutral">Nicht eingecheckt</Badge>}
              </div>
            </div>
            <div className="rounded-2xl border border-line bg-white p-4">
              <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">Buchung</h2>
              <p className="mt-1 font-mono font-bold">{t.booking.reference}</p>
              <p className="text-sm">
                {BOOKING_STATUS[t.booking.status] ?? t.booking.status} · {PAYMENT_STATUS[t.booking.paymentStatus] ?? t.booking.paymentStatus}
              </p>
              <p className="text-sm text-muted">
                {t.booking.quantity} Ticket{t.booking.quantity === 1 ? "" : "s"}
                {t.booking.email ? ` · ${t.booking.email}` : ""}
              </p>
              <a className="mt-2 inline-block text-sm font-semibold text-primary" href={`/admin/bookings/${t.booking.id}`}>
                Zur Buchung
              </a>
            </div>
            <div className="rounded-2xl border border-line bg-white p-4">
              <h2 className="text-xs font-semibold uppercase tracking-wider text-muted">Event</h2>
              <p className="mt-1 font-bold">{t.event.title ?? "Event-Daten nicht verfügbar"}</p>
              {t.event.startDate ? <p className="text-sm text-muted">{formatDate(t.event.startDate)}</p> : null}
              {t.event.id ? (
                <a className="mt-2 inline-block text-sm font-semibold text-primary" href={`/organizer/check-in/${t.event.id}`}>
                  Zum Scanner des Events
                </a>
              ) : null}
            </div>
          </section>
          {t.event.id && !t.refusal ? (
            <section className="rounded-2xl border border-line bg-white p-4">
              <h2 className="text-lg font-bold">Einchecken</h2>
              <ul className="mt-2 flex flex-col gap-2">
                {t.lists.map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-2">
                    <span>
                      <span className="font-semibold">{l.name}</span>{" "}
                      <span className="text-sm text-muted">{!l.admitted ? "– Kategorie hat keinen Zutritt" : l.checkedIn ? "– bereits eingecheckt" : ""}</span>
                    </span>
                    {l.admitted && !l.checkedIn ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={l.id} />
                        <input type="hidden" name="eventId" value={t.event.id!} />
                        <input type="hidden" name="code" value={t.attendee.ticketNumber} />
                        <Button type="submit" name="intent" value="check-in" size="sm" disabled={nav.state !== "idle"}>
                          {intents["check-in"].label}
                        </Button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="rounded-2xl border border-line bg-white p-4">
            <h2 className="text-lg font-bold">Check-in-Verlauf</h2>
            {t.history.length ? (
              <ScrollRegion label="Check-in-Verlauf" className="mt-2">
                <table className="w-full min-w-[640px] text-sm">
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wider text-muted">
                      <th className="py-2">Zeit</th>
                      <th>Liste</th>
                      <th>Eingang</th>
                      <th>Gerät</th>
                      <th>Personal</th>
                      <th>Art</th>
                      <th>Status</th>
                      <th>
                        <span className="sr-only">Aktion</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {t.history.map((h) => (
                      <tr key={h.id} className="border-t border-line">
                        <td className="py-2">{formatDateTime(h.at)}</td>
                        <td>{h.list ?? "–"}</td>
                        <td>{h.gate ?? "–"}</td>
                        <td className="font-mono text-xs">{h.deviceId ?? "–"}</td>
                        <td>{h.staff ?? "–"}</td>
                        <td>
                          {METHOD_LABELS[h.method]}
                          {h.direction === "exit" ? " · Ausgang" : ""}
                        </td>
                        <td>{h.isValid ? <Badge tone="success">gültig</Badge> : <Badge tone="neutral">zurückgenommen {h.invalidatedAt ? formatDateTime(h.invalidatedAt) : ""}</Badge>}</td>
                        <td className="text-right">
                          {h.isValid ? (
                            <Form method="post">
                              <input type="hidden" name="id" value={h.id} />
                              <Button type="submit" name="intent" value="revoke" size="sm" variant="outline" disabled={nav.state !== "idle"}>
                                {intents.revoke.label}
                              </Button>
                            </Form>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : (
              <p className="mt-2 text-sm text-muted">Dieses Ticket wurde noch nie gescannt.</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
