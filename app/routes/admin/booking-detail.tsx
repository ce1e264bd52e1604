import { ArrowLeft, Download } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/booking-detail";
import { admin, pageTitle } from "~/registry";
import { formatDateTime, formatMoney } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";
import { getBookingDetailView } from "~/modules/refunds/booking-detail-view.server";
import { BOOKING_STATUS, PAYMENT_STATUS } from "~/modules/ticketing/labels";
import { Badge, EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.bookingDetail) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "admin");
  return getBookingDetailView(viewer, params.id).catch(throwAsResponse);
}

export default function AdminBookingDetailPage({ loaderData: d }: Route.ComponentProps) {
  const b = d.booking;
  return (
    <div>
      <Link to="/admin/bookings" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" /> Alle Buchungen
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-mono text-3xl font-bold">{b.reference}</h1>
          <p className="mt-1 text-muted">
            {d.event ? `${d.event.title} · ${formatDateTime(d.event.startDate)}${d.event.venue ? ` · ${d.event.venue}` : ""}` : "Event-Daten nicht verfügbar"}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <EnumBadge of={BOOKING_STATUS} value={b.status} />
          <Badge tone="neutral">Zahlung {PAYMENT_STATUS.label(b.paymentStatus).toLowerCase()}</Badge>
          {b.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
        </div>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="h-order">
          <h2 id="h-order" className="text-lg font-bold">Bestellung</h2>
          <dl className="mt-3 flex flex-col gap-1.5 text-sm">
            {d.items.map((i) => (
              <div key={i.id} className="flex justify-between gap-3">
                <dt>
                  {i.quantity} × {i.name}
                  {i.isEarlyBird ? " (Frühbucher)" : ""}
                </dt>
                <dd className="tabular-nums">{formatMoney(i.quantity * i.unitCents)}</dd>
              </div>
            ))}
            {b.discountCents > 0 ? (
              <div className="flex justify-between gap-3">
                <dt>Rabatt {b.discountCode ? `(${b.discountCode})` : ""}</dt>
                <dd className="tabular-nums">−{formatMoney(b.discountCents)}</dd>
              </div>
            ) : null}
            {b.feeCents > 0 ? (
              <div className="flex justify-between gap-3">
                <dt>Servicegebühr</dt>
                <dd className="tabular-nums">{formatMoney(b.feeCents)}</dd>
              </div>
            ) : null}
            <div className="mt-1 flex justify-between gap-3 border-t border-line pt-2 font-semibold">
              <dt>Gesamt</dt>
              <dd className="tabular-nums">{formatMoney(b.totalCents)}</dd>
            </div>
            {b.refundedCents > 0 ? (
              <div className="flex justify-between gap-3 text-muted">
                <dt>davon erstattet</dt>
                <dd className="tabular-nums">{formatMoney(b.refundedCents)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="h-customer">
          <h2 id="h-customer" className="text-lg font-bold">Kund:in und Verlauf</h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">E-Mail</dt>
            <dd>{b.userEmail ?? "anonymisiert"}</dd>
            <dt className="text-muted">Zahlungsweg</dt>
            <dd>{b.provider === "test" ? "Testanbieter" : b.provider === "free" ? "kostenlos" : "Stripe"}</dd>
            <dt className="text-muted">Gebucht</dt>
            <dd>{formatDateTime(b.createdAt)}</dd>
            {b.confirmedAt ? (
              <>
                <dt className="text-muted">Bestätigt</dt>
                <dd>{formatDateTime(b.confirmedAt)}</dd>
              </>
            ) : null}
            {b.expiresAt ? (
              <>
                <dt className="text-muted">Reserviert bis</dt>
                <dd>{formatDateTime(b.expiresAt)}</dd>
              </>
            ) : null}
            {b.cancelledAt ? (
              <>
                <dt className="text-muted">Storniert</dt>
                <dd>
                  {formatDateTime(b.cancelledAt)}
                  {b.cancellationReason ? ` – ${b.cancellationReason}` : ""}
                </dd>
              </>
            ) : null}
            {b.specialRequirements ? (
              <>
                <dt className="text-muted">Besondere Anforderungen</dt>
                <dd className="whitespace-pre-line">{b.specialRequirements}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <section className="mt-4 rounded-2xl border border-line bg-white p-5" aria-labelledby="h-attendees">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="h-attendees" className="text-lg font-bold">Teilnehmende ({d.attendees.length})</h2>
          {b.status === "confirmed" ? (
            <a href={`/api/tickets/${b.id}/pdf`} download className={buttonClass("outline", "sm")}>
              <Download aria-hidden="true" className="size-4" /> Tickets (PDF)
            </a>
          ) : null}
        </div>
        <ul className="mt-3 divide-y divide-line text-sm">
          {d.attendees.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{a.name}</span> · {a.category ?? "Ticket"} · <span className="font-mono">{a.ticketNumber}</span>
              </span>
              <span className="text-muted">
                {a.checkedInAt ? `eingecheckt ${formatDateTime(a.checkedInAt)}${a.gate ? ` (${a.gate})` : ""}` : a.isValid ? "nicht eingecheckt" : "ungültig"}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="h-payments">
          <h2 id="h-payments" className="text-lg font-bold">Zahlungen</h2>
          {d.payments.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Keine Zahlungsbewegungen.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line text-sm">
              {d.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {p.kind === "charge" ? "Zahlung" : "Erstattung"} · {formatDateTime(p.createdAt)}
                    {p.reference ? <span className="block font-mono text-xs text-muted">{p.reference}</span> : null}
                  </span>
                  <span className="tabular-nums">
                    {p.kind === "refund" ? "−" : ""}
                    {formatMoney(p.amountCents)} · {p.status === "succeeded" ? "erfolgreich" : p.status === "failed" ? "fehlgeschlagen" : "in Bearbeitung"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="h-requests">
          <h2 id="h-requests" className="text-lg font-bold">Stornierungsanfragen</h2>
          {d.requests.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Keine Anfragen.</p>
          ) : (
            <ul className="mt-3 divide-y divide-line text-sm">
              {d.requests.map((r) => (
                <li key={r.id} className="py-2">
                  <span className="font-semibold">{REFUND_REQUEST_STATUS.label(r.status)}</span> · {formatDateTime(r.createdAt)} · {r.reason}
                  <span className="block text-muted">
                    {r.refunded != null ? `erstattet ${formatMoney(r.refunded)}` : r.finalRefund != null ? `berechnet ${formatMoney(r.finalRefund)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/refunds?status=all" className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary-strong underline">
            Zu den Erstattungen
          </Link>
        </section>
      </div>
    </div>
  );
}
