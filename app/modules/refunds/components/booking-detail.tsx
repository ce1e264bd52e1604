import { Ban, Banknote, CheckCircle2, Circle, Download, Mail, ScanLine } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatDateTime, formatMoney } from "~/lib/format";
import { decisionResponseSchema, organizerCancelSchema } from "~/modules/refunds/validation";
import { BOOKING_STATUS, PAYMENT_STATUS, SALES_CHANNEL } from "~/modules/ticketing/labels";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";
import { DecisionForm, DetailPage, DetailSection, defineIntents, IntentButton, useActionResult, type Fact } from "~/ui/back-office";
import { Badge, EnumBadge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { TextAreaField } from "~/ui/form-field";

/** What can be done on a booking's page; the use cases: refunds/booking-detail-actions.server. */
export const bookingDetailIntents = defineIntents({
  resend: { label: "Ticket-E-Mail erneut senden", success: "E-Mail gesendet: Die Bestätigung mit den Tickets ist unterwegs.", scope: "form" },
  cancel: { label: "Stornieren", success: "Buchung storniert. Der Gast wurde per E-Mail informiert.", tone: "danger", scope: "form", input: organizerCancelSchema.pick({ reason: true }) },
  approve: { label: "Genehmigen", success: "Anfrage aktualisiert: genehmigt", input: decisionResponseSchema },
  reject: { label: "Ablehnen", success: "Anfrage aktualisiert: abgelehnt", input: decisionResponseSchema },
  process: { label: "Erstatten und stornieren", success: "Rückerstattung verarbeitet" },
});

/** The booking detail view (refunds/booking-detail-view.server), as the page receives it. */
export type BookingDetailData = {
  booking: {
    id: string;
    reference: string;
    status: string;
    paymentStatus: string;
    provider: string;
    totalCents: number;
    feeCents: number;
    discountCents: number;
    refundedCents: number;
    email: string;
    discountCode: string | null;
    specialRequirements: string | null;
    cancellationReason: string | null;
    isTestMode: boolean;
    createdAt: string;
    confirmedAt: string | null;
    cancelledAt: string | null;
    expiresAt: string | null;
    canResend: boolean;
    channel: string;
    paymentMethod: string;
    seller: string | null;
    gate: string | null;
  };
  event: { title: string; startDate: string; venue: string; publicHref: string; checkInHref: string } | null;
  attendees: Array<{ id: string; name: string; ticketNumber: string; category: string; isValid: boolean; isCheckedIn: boolean; checkedInAt: string | null; gate: string | null }>;
  items: Array<{ id: string; name: string; quantity: number; unitPriceCents: number; isEarlyBird: boolean }>;
  payments: Array<{ id: string; kind: string; amountCents: number; status: string; reference: string | null; createdAt: string }>;
  cancel: { allowed: boolean; refusal: string | null; refundLabel: string | null };
  refundRequests: Array<{
    id: string;
    status: string;
    reason: string;
    message: string | null;
    refundedCents: number | null;
    finalRefundCents: number | null;
    response: string | null;
    createdAt: string;
    canDecide: boolean;
    canProcess: boolean;
  }>;
};

function Line({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? "flex justify-between gap-4 border-t border-line pt-2 font-semibold" : "flex justify-between gap-4"}>
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One booking in the back office — the admin's and the organizer's page alike: who booked what, the
 * guests and their check-in, the order and the payment ledger, the refund requests and what the
 * viewer may do (resend the tickets, cancel for the guest, decide and pay back a request).
 * `back` and `ticketsPdf` are the area's links; `showPayments` shows the payment ledger.
 */
export function BookingDetail({ d, back, showPayments, ticketsPdf }: { d: BookingDetailData; back: { to: string; label: string }; showPayments?: boolean; ticketsPdf?: string }) {
  const b = d.booking;
  const checkedIn = d.attendees.filter((a) => a.isCheckedIn).length;
  const result = useActionResult();
  const reasonError = result?.intent === "cancel" ? (result.submission?.error?.reason?.[0] ?? result.fields?.reason) : undefined;
  const facts: Fact[] = [
    { label: "Betrag", value: formatMoney(b.totalCents), hint: b.refundedCents > 0 ? `erstattet ${formatMoney(b.refundedCents)}` : undefined },
    { label: "Tickets", value: d.attendees.length, hint: `${checkedIn} eingecheckt` },
    { label: "Gebucht", value: formatDateTime(b.createdAt), hint: b.paymentMethod },
    { label: "Event", value: d.event?.title ?? "Event-Daten nicht verfügbar", hint: d.event ? `${formatDateTime(d.event.startDate)}${d.event.venue ? ` · ${d.event.venue}` : ""}` : undefined },
  ];
  return (
    <DetailPage
      back={back}
      eyebrow={d.attendees[0]?.name || b.email || "Buchung"}
      title={<span className="font-mono">{b.reference}</span>}
      meta={
        <>
          <EnumBadge of={BOOKING_STATUS} value={b.status} />
          <EnumBadge of={PAYMENT_STATUS} value={b.paymentStatus} />
          <EnumBadge of={SALES_CHANNEL} value={b.channel} />
          {b.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
        </>
      }
      actions={
        <>
          {b.canResend ? (
            <IntentButton intent="resend" spec={bookingDetailIntents.resend} variant="primary">
              <Mail aria-hidden="true" className="size-4" /> {bookingDetailIntents.resend.label}
            </IntentButton>
          ) : null}
          {d.event ? (
            <Link to={d.event.checkInHref} className={buttonClass("outline")}>
              <ScanLine aria-hidden="true" className="size-4" /> Check-in
            </Link>
          ) : null}
        </>
      }
      facts={facts}
    >
      <DetailSection
        title={`Gäste (${checkedIn} von ${d.attendees.length} eingecheckt)`}
        actions={
          ticketsPdf && b.status === "confirmed" ? (
            <a href={ticketsPdf} download className={buttonClass("outline", "sm")}>
              <Download aria-hidden="true" className="size-4" /> Tickets (PDF)
            </a>
          ) : null
        }
      >
        <ul className="divide-y divide-line">
          {d.attendees.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold">{a.name}</p>
                <p className="font-mono text-xs text-muted">
                  {a.ticketNumber} · {a.category}
                </p>
              </div>
              <p className={`flex items-center gap-2 text-sm ${a.isCheckedIn ? "text-success" : "text-muted"}`}>
                {a.isCheckedIn ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <Circle aria-hidden="true" className="size-4" />}
                {a.isCheckedIn ? `Eingecheckt ${a.checkedInAt ? formatDateTime(a.checkedInAt) : ""}${a.gate ? ` · ${a.gate}` : ""}` : a.isValid ? "Noch nicht eingecheckt" : "Ungültig"}
              </p>
            </li>
          ))}
        </ul>
      </DetailSection>

      <DetailSection title="Bestellung">
        <dl className="flex flex-col gap-2 text-sm">
          {d.event ? (
            <Line label="Event">
              <Link to={d.event.publicHref} className="font-semibold hover:underline">
                {d.event.title}
              </Link>
            </Line>
          ) : null}
          <Line label="E-Mail">{b.email || (b.channel === "box_office" ? "ohne E-Mail" : "anonymisiert")}</Line>
          <Line label="Kanal">{SALES_CHANNEL.label(b.channel)}</Line>
          {b.channel === "box_office" ? (
            <>
              <Line label="Verkauft von">{b.seller ?? "–"}</Line>
              <Line label="Eingang">{b.gate ?? "–"}</Line>
            </>
          ) : null}
          <Line label="Zahlart">{b.paymentMethod}</Line>
          {b.confirmedAt ? <Line label="Bestätigt">{formatDateTime(b.confirmedAt)}</Line> : null}
          {b.expiresAt && b.status === "pending" ? <Line label="Reserviert bis">{formatDateTime(b.expiresAt)}</Line> : null}
          {b.cancelledAt ? <Line label="Storniert">{formatDateTime(b.cancelledAt)}</Line> : null}
          {d.items.map((i) => (
            <Line key={i.id} label={`${i.quantity} × ${i.name}${i.isEarlyBird ? " (Frühbucher)" : ""}`}>
              {formatMoney(i.quantity * i.unitPriceCents)}
            </Line>
          ))}
          {b.discountCents > 0 ? <Line label={`Rabatt ${b.discountCode ? `(${b.discountCode})` : ""}`}>−{formatMoney(b.discountCents)}</Line> : null}
          {b.feeCents > 0 ? <Line label="Gebühren">{formatMoney(b.feeCents)}</Line> : null}
          <Line label="Gesamt" strong>
            {formatMoney(b.totalCents)}
          </Line>
          {b.refundedCents > 0 ? <Line label="davon erstattet">{formatMoney(b.refundedCents)}</Line> : null}
        </dl>
        {b.specialRequirements ? <p className="mt-3 rounded-xl bg-sand p-3 text-sm">Hinweis des Gastes: {b.specialRequirements}</p> : null}
        {b.cancellationReason ? <p className="mt-3 rounded-xl bg-sand p-3 text-sm">Stornierungsgrund: {b.cancellationReason}</p> : null}
      </DetailSection>

      {showPayments ? (
        <DetailSection title="Zahlungen">
          {d.payments.length === 0 ? (
            <p className="text-sm text-muted">Keine Zahlungsbewegungen.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
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
        </DetailSection>
      ) : null}

      {d.cancel.allowed || (d.cancel.refusal && b.status !== "cancelled") ? (
        <DetailSection title="Buchung stornieren" className="border-danger/30">
          {d.cancel.allowed ? (
            <details open={reasonError ? true : undefined}>
              <summary className={buttonClass("outline", "md", "w-fit cursor-pointer list-none border-danger/40 text-danger")}>Buchung für den Gast stornieren …</summary>
              <Form method="post" className="mt-4 flex max-w-2xl flex-col gap-4">
                <p className="text-sm text-muted">
                  Die Tickets werden ungültig, die Plätze wieder frei.{" "}
                  {d.cancel.refundLabel ? (
                    <>
                      Der Gast erhält <strong className="text-ink">{d.cancel.refundLabel}</strong> zurück (volle Erstattung, wie bei einer Absage des Events) und eine E-Mail mit Ihrem Grund.
                    </>
                  ) : (
                    "Die Buchung war kostenlos; der Gast erhält eine E-Mail mit Ihrem Grund."
                  )}
                </p>
                <TextAreaField label="Grund (steht in der E-Mail an den Gast)" name="reason" required maxLength={500} className="min-h-24" error={reasonError} />
                <Button type="submit" name="intent" value="cancel" variant="danger" className="self-start">
                  <Ban aria-hidden="true" className="size-4" /> {d.cancel.refundLabel ? `Stornieren und ${d.cancel.refundLabel} erstatten` : "Stornieren"}
                </Button>
              </Form>
            </details>
          ) : (
            <p className="text-sm text-muted">{d.cancel.refusal}</p>
          )}
        </DetailSection>
      ) : null}

      <DetailSection title="Erstattungsanfragen">
        {d.refundRequests.length === 0 ? (
          <p className="text-sm text-muted">Zu dieser Buchung gibt es keine Erstattungsanfragen.</p>
        ) : (
          <ul className="divide-y divide-line">
            {d.refundRequests.map((r) => (
              <li key={r.id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <EnumBadge of={REFUND_REQUEST_STATUS} value={r.status} />
                  <span className="text-sm text-muted">{formatDateTime(r.createdAt)}</span>
                  {r.refundedCents != null ? <span className="text-sm font-semibold">erstattet {formatMoney(r.refundedCents)}</span> : null}
                </div>
                <p className="text-sm">{r.reason}</p>
                {r.message ? <p className="text-sm text-muted">„{r.message}“</p> : null}
                {r.response ? <p className="text-sm text-muted">Antwort: {r.response}</p> : null}
                {r.canDecide ? (
                  <DecisionForm
                    id={r.id}
                    className="flex flex-col gap-3 pt-2 sm:max-w-xl"
                    labels={{ approve: bookingDetailIntents.approve.label, reject: bookingDetailIntents.reject.label }}
                    response={{ label: "Antwort an den Gast (optional)" }}
                  >
                    <p className="text-sm">
                      Nach den Stornobedingungen: <strong>{r.finalRefundCents != null ? formatMoney(r.finalRefundCents) : "–"}</strong>
                    </p>
                  </DecisionForm>
                ) : null}
                {r.canProcess ? (
                  <IntentButton intent="process" spec={bookingDetailIntents.process} id={r.id} variant="primary">
                    <Banknote aria-hidden="true" className="size-4" /> {r.finalRefundCents ? `${formatMoney(r.finalRefundCents)} erstatten und stornieren` : "Stornieren"}
                  </IntentButton>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </DetailPage>
  );
}
