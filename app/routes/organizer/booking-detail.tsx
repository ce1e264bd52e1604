import { Ban, Banknote, Check, CheckCircle2, Circle, Mail, ScanLine, X } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/booking-detail";
import { formatDateTime, formatMoney } from "~/lib/format";
import { formDataToObject, parseForm, parseInput, readForm, runUseCase, throwAsResponse, zUuid } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/auth-edge/guards.server";
import { cancelBookingForGuest } from "~/modules/refunds/cancel-booking-for-guest.server";
import { decideRefundRequest } from "~/modules/refunds/decide-refund-request.server";
import { getOrganizerBookingDetailView } from "~/modules/refunds/organizer-booking-view.server";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { decisionSchema, organizerCancelSchema } from "~/modules/refunds/validation";
import { resendTicketEmail } from "~/modules/ticketing/resend-ticket-email.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Badge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { TextAreaField } from "~/ui/form-field";
import { showToast, useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Buchung ${data?.booking.reference ?? ""} – Organisator – Stadtpuls` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  try {
    return await getOrganizerBookingDetailView(actor, params.bookingId);
  } catch (error) {
    throwAsResponse(error);
  }
}

const processSchema = z.object({ requestId: zUuid });

/** Resend the tickets, cancel the booking for its guest, decide or pay back a refund request — the refunds module's use cases. */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  const form = await readForm(request);
  const intent = form.get("intent");
  const here = `/organizer/bookings/${params.bookingId}`;
  return runUseCase(async () => {
    switch (intent) {
      case "resend": {
        const { to } = await resendTicketEmail({ actor, bookingId: params.bookingId });
        return { ok: true as const, to };
      }
      case "cancel": {
        const r = await cancelBookingForGuest({ actor, ...parseInput({ ...formDataToObject(form), bookingId: params.bookingId }, organizerCancelSchema) });
        return redirectWithToast(here, { type: "success", title: "Buchung storniert", description: `${formatMoney(r.refund.refundAmount)} erstattet. Der Gast wurde per E-Mail informiert.` });
      }
      case "decide": {
        const input = parseForm(form, decisionSchema);
        await decideRefundRequest({ actor, ...input });
        return redirectWithToast(here, { type: "success", title: "Anfrage aktualisiert", description: input.decision === "approved" ? "genehmigt" : "abgelehnt" });
      }
      case "process": {
        const r = await processRefund({ actor, ...parseForm(form, processSchema) });
        return redirectWithToast(here, { type: "success", title: "Rückerstattung verarbeitet", description: `${formatMoney(r.refund.refundAmount)} erstattet.` });
      }
      default:
        throw new Response("Unbekannte Aktion", { status: 400 });
    }
  });
}

function ResendTicketsButton() {
  const fetcher = useFetcher<{ ok: true; to: string } | { ok: false; message: string }>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) showToast({ type: "success", title: "E-Mail gesendet", description: `Die Bestätigung mit den Tickets geht an ${fetcher.data.to}.` });
    else showToast({ type: "error", title: "E-Mail Fehler", description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value="resend" className={buttonClass("primary")} disabled={fetcher.state !== "idle"}>
        <Mail aria-hidden="true" className="size-4" /> {fetcher.state !== "idle" ? "Wird gesendet …" : "Ticket-E-Mail erneut senden"}
      </button>
    </fetcher.Form>
  );
}

const tone = (s: string) => (s === "confirmed" || s === "approved" ? "success" : s === "cancelled" || s === "rejected" ? "danger" : "warning");

type Failure = { ok: false; code: string; message: string; fields?: Record<string, string> };

export default function OrganizerBookingDetail({ loaderData: d }: Route.ComponentProps) {
  const b = d.booking;
  const checkedIn = d.attendees.filter((a) => a.isCheckedIn).length;
  const failed = useActionData<typeof action>() as Failure | undefined;
  useToast(
    failed && failed.ok === false ? { type: "error", title: failed.code === "REFUND_FAILED" ? "Rückerstattung fehlgeschlagen" : "Fehler", description: failed.message } : null,
    failed,
  );
  const busy = useNavigation().formData?.get("intent");
  return (
    <div className="space-y-8">
      <BackOfficeHeader
        back={{ to: "/organizer/bookings", label: "Alle Buchungen" }}
        eyebrow={
          <>
            Buchung <span className="font-mono normal-case tracking-normal">{b.reference}</span>
          </>
        }
        title={d.attendees[0]?.name || b.email}
        meta={
          <>
            <Badge tone={tone(b.status)}>{b.statusLabel}</Badge>
            <Badge tone="neutral">{b.paymentLabel}</Badge>
            {b.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
          </>
        }
        actions={
          <>
            {b.canResend ? <ResendTicketsButton /> : null}
            <Link to={d.event.checkInHref} className={buttonClass("outline")}>
              <ScanLine aria-hidden="true" className="size-4" /> Check-in
            </Link>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="attendees" className="rounded-2xl border border-line bg-white p-5 lg:col-span-2">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="attendees" className="text-xl font-bold">Gäste</h2>
            <p className="text-sm text-muted">
              {checkedIn} von {d.attendees.length} eingecheckt
            </p>
          </div>
          <ul className="mt-3 divide-y divide-line">
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
        </section>

        <section aria-labelledby="summary" className="space-y-4 rounded-2xl border border-line bg-white p-5">
          <h2 id="summary" className="text-xl font-bold">Buchung</h2>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-muted">Event</dt>
              <dd className="font-semibold">
                <Link to={d.event.publicHref} className="hover:underline">
                  {d.event.title}
                </Link>
              </dd>
              <dd className="text-muted">
                {formatDateTime(d.event.startDate)}
                {d.event.venue ? ` · ${d.event.venue}` : ""}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">E-Mail</dt>
              <dd className="truncate">{b.email || "–"}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Gebucht am</dt>
              <dd>{formatDateTime(b.createdAt)}</dd>
            </div>
            {d.items.map((i) => (
              <div key={i.name} className="flex justify-between gap-4">
                <dt className="text-muted">
                  {i.quantity} × {i.name}
                  {i.isEarlyBird ? " (Frühbucher)" : ""}
                </dt>
                <dd className="tabular-nums">{formatMoney(i.quantity * i.unitPriceCents)}</dd>
              </div>
            ))}
            {b.discountCents > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Rabatt {b.discountCode ? `(${b.discountCode})` : ""}</dt>
                <dd className="tabular-nums">−{formatMoney(b.discountCents)}</dd>
              </div>
            ) : null}
            {b.feeCents > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Gebühren</dt>
                <dd className="tabular-nums">{formatMoney(b.feeCents)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
              <dt>Gesamt</dt>
              <dd className="tabular-nums">{formatMoney(b.totalCents)}</dd>
            </div>
            {b.refundedCents > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Erstattet</dt>
                <dd className="tabular-nums">{formatMoney(b.refundedCents)}</dd>
              </div>
            ) : null}
          </dl>
          {b.specialRequirements ? <p className="rounded-xl bg-sand p-3 text-sm">Hinweis des Gastes: {b.specialRequirements}</p> : null}
          {b.cancellationReason ? <p className="rounded-xl bg-sand p-3 text-sm">Stornierungsgrund: {b.cancellationReason}</p> : null}
        </section>
      </div>

      {d.cancel.allowed || (d.cancel.refusal && b.status !== "cancelled") ? (
        <section aria-labelledby="cancel-booking" className="rounded-2xl border border-danger/30 bg-white p-5">
          <h2 id="cancel-booking" className="flex items-center gap-2 text-xl font-bold">
            <Ban aria-hidden="true" className="size-5 text-danger" /> Buchung stornieren
          </h2>
          {d.cancel.allowed ? (
            <details className="mt-2 group" open={failed?.fields?.reason ? true : undefined}>
              <summary className={buttonClass("outline", "md", "w-fit cursor-pointer list-none border-danger/40 text-danger")}>Buchung für den Gast stornieren …</summary>
              <Form method="post" className="mt-4 flex max-w-2xl flex-col gap-4">
                <input type="hidden" name="intent" value="cancel" />
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
                <TextAreaField
                  label="Grund (steht in der E-Mail an den Gast)"
                  name="reason"
                  required
                  maxLength={500}
                  className="min-h-24"
                  error={failed?.fields?.reason}
                />
                <Button type="submit" variant="danger" className="self-start" disabled={busy === "cancel"}>
                  <Ban aria-hidden="true" className="size-4" /> {busy === "cancel" ? "Wird storniert …" : d.cancel.refundLabel ? `Stornieren und ${d.cancel.refundLabel} erstatten` : "Stornieren"}
                </Button>
              </Form>
            </details>
          ) : (
            <p className="mt-2 text-sm text-muted">{d.cancel.refusal}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="refunds" className="rounded-2xl border border-line bg-white p-5">
        <h2 id="refunds" className="text-xl font-bold">Erstattungsanfragen</h2>
        {d.refundRequests.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Zu dieser Buchung gibt es keine Erstattungsanfragen.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {d.refundRequests.map((r) => (
              <li key={r.id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={tone(r.status)}>{r.statusLabel}</Badge>
                  <span className="text-sm text-muted">{formatDateTime(r.createdAt)}</span>
                  {r.refundedCents != null ? <span className="text-sm font-semibold">erstattet {formatMoney(r.refundedCents)}</span> : null}
                </div>
                <p className="text-sm">{r.reason}</p>
                {r.message ? <p className="text-sm text-muted">„{r.message}“</p> : null}
                {r.response ? <p className="text-sm text-muted">Antwort: {r.response}</p> : null}
                {r.canDecide ? (
                  <Form method="post" className="flex flex-col gap-3 pt-2 sm:max-w-xl">
                    <input type="hidden" name="intent" value="decide" />
                    <input type="hidden" name="requestId" value={r.id} />
                    <p className="text-sm">
                      Nach den Stornobedingungen: <strong>{r.finalRefundCents != null ? formatMoney(r.finalRefundCents) : "–"}</strong>
                    </p>
                    <TextAreaField label="Antwort an den Gast (optional)" name="response" maxLength={2000} className="min-h-20" />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" name="decision" value="approved" size="sm" disabled={busy === "decide"}>
                        <Check aria-hidden="true" className="size-4" /> Genehmigen
                      </Button>
                      <Button type="submit" name="decision" value="rejected" size="sm" variant="outline" disabled={busy === "decide"}>
                        <X aria-hidden="true" className="size-4" /> Ablehnen
                      </Button>
                    </div>
                  </Form>
                ) : null}
                {r.canProcess ? (
                  <Form method="post" className="pt-2">
                    <input type="hidden" name="intent" value="process" />
                    <input type="hidden" name="requestId" value={r.id} />
                    <Button type="submit" size="sm" disabled={busy === "process"}>
                      <Banknote aria-hidden="true" className="size-4" /> {r.finalRefundCents ? `${formatMoney(r.finalRefundCents)} erstatten und stornieren` : "Stornieren"}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
