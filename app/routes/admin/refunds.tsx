import { Banknote, Check, Inbox, X } from "lucide-react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/refunds";
import { admin, pageTitle } from "~/registry";
import { cn } from "~/lib/cn";
import { formatDateTime, formatMoney } from "~/lib/format";
import { parseForm, readForm, runUseCase, zUuid } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { decideRefundRequest } from "~/modules/refunds/decide-refund-request.server";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { listRefundRequests, type RefundFilter } from "~/modules/refunds/queries.server";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";
import { decisionSchema } from "~/modules/refunds/validation";
import { Badge, EnumBadge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { TextAreaField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";
import { z } from "zod";
import { pageUrl } from "~/lib/page-url.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.refunds) }];

const FILTERS = [
  ["pending", "Offen"],
  ["approved", "Genehmigt"],
  ["rejected", "Abgelehnt"],
  ["all", "Alle"],
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const raw = pageUrl(request).searchParams.get("status");
  const status: RefundFilter = FILTERS.some(([k]) => k === raw) ? (raw as RefundFilter) : "pending";
  const rows = await listRefundRequests(actor, status);
  return {
    status,
    requests: rows.map(({ request: r, booking: b, event: e, reviewer, attendees }) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      customerMessage: r.customerMessage,
      requestedAmountCents: r.requestedAmountCents,
      calculation: r.calculation,
      adminResponse: r.adminResponse,
      reviewer: reviewer?.email ? reviewer.name || reviewer.email : null,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      processedAt: r.processedAt?.toISOString() ?? null,
      refundedAmountCents: r.refundedAmountCents,
      createdAt: r.createdAt.toISOString(),
      booking: { ...b },
      event: e?.id ? { title: e.title, startDate: e.startDate.toISOString() } : null,
      attendees: attendees.map((a) => ({ name: `${a.firstName} ${a.lastName}`, ticketNumber: a.ticketNumber })),
    })),
  };
}

const processSchema = z.object({ requestId: zUuid });

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoleOr403(request, "admin");
  const form = await readForm(request);
  const { pathname, search } = pageUrl(request);
  const back = pathname + search;
  const intent = form.get("intent");
  const result = await runUseCase(async () => {
    if (intent === "process") {
      const { requestId } = parseForm(form, processSchema);
      const r = await processRefund({ actor: staff, requestId });
      return redirectWithToast(back, { type: "success", title: "Rückerstattung verarbeitet", description: `${formatMoney(r.refund.refundAmount)} erstattet.` });
    }
    const input = parseForm(form, decisionSchema);
    await decideRefundRequest({ actor: staff, ...input });
    return redirectWithToast(back, {
      type: "success",
      title: "Anfrage aktualisiert",
      description: input.decision === "approved" ? "genehmigt" : "abgelehnt",
    });
  });
  return result;
}

export default function AdminRefundsPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as { ok: false; code: string; message: string } | undefined;
  const navigation = useNavigation();
  useToast(
    actionData && !actionData.ok
      ? { type: "error", title: actionData.code === "REFUND_FAILED" ? "Rückerstattung fehlgeschlagen" : "Fehler", description: actionData.message }
      : null,
    actionData,
  );
  const busyId = navigation.formData?.get("requestId");

  return (
    <div>
      <BackOfficeHeader eyebrow="Verkauf" title="Erstattungen">
        Stornierungsanfragen prüfen, genehmigen oder ablehnen und genehmigte Erstattungen auszahlen.
      </BackOfficeHeader>
      <nav aria-label="Status filtern" className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <Link
            key={key}
            to={`?status=${key}`}
            aria-current={loaderData.status === key ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
              loaderData.status === key ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink/40",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {loaderData.requests.length === 0 ? (
        <EmptyState className="mt-8" icon={<Inbox className="size-10" />} title={loaderData.status === "all" ? "Noch keine Stornierungsanfragen" : "Keine Anfragen in dieser Ansicht"}>
          Neue Anfragen erscheinen hier, sobald Kund:innen eine Stornierung beantragen.
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" data-testid="refund-requests">
          {loaderData.requests.map((r) => {
            const calc = r.calculation;
            const busy = busyId === r.id;
            return (
              <li key={r.id} className="rounded-2xl border border-line bg-white p-5" data-reference={r.booking.reference}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-xl font-bold">{r.event?.title ?? "Event-Daten nicht verfügbar"}</h2>
                    <p className="text-sm text-muted">
                      {r.event ? `${formatDateTime(r.event.startDate)} · ` : ""}Buchung <span className="font-mono">{r.booking.reference}</span> ·{" "}
                      {r.booking.userEmail ? (
                        <a className="underline" href={`mailto:${r.booking.userEmail}`}>
                          {r.booking.userEmail}
                        </a>
                      ) : (
                        "anonymisiert"
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    {r.booking.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
                    <EnumBadge of={REFUND_REQUEST_STATUS} value={r.status} />
                    {r.refundedAmountCents != null ? <Badge tone="neutral">Erstattet</Badge> : null}
                  </div>
                </div>
                <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  <div>
                    <dt className="font-semibold">Grund</dt>
                    <dd>{r.reason}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Buchung</dt>
                    <dd>
                      {r.booking.quantity} {r.booking.quantity === 1 ? "Ticket" : "Tickets"} · {formatMoney(r.booking.totalAmountCents)} ·{" "}
                      {r.booking.status === "cancelled" ? "storniert" : r.booking.status === "confirmed" ? "bestätigt" : "ausstehend"}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Teilnehmende</dt>
                    <dd>{r.attendees.map((a) => a.name).join(", ") || "–"}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Gewünschter Betrag</dt>
                    <dd>{r.requestedAmountCents != null ? formatMoney(r.requestedAmountCents) : "voller möglicher Betrag"}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Berechnete Erstattung</dt>
                    <dd>
                      {calc ? (
                        <>
                          <strong>{formatMoney(calc.final_refund)}</strong> ({calc.refund_percentage} %, Gebühr {formatMoney(calc.processing_fee)})
                        </>
                      ) : (
                        "–"
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">Eingegangen</dt>
                    <dd>{formatDateTime(r.createdAt)}</dd>
                  </div>
                </dl>
                {calc ? <p className="mt-2 text-xs text-muted">Richtlinie: {calc.policy_used}</p> : null}
                {r.customerMessage ? (
                  <p className="mt-3 whitespace-pre-line rounded-xl bg-sand p-3 text-sm">
                    <span className="font-semibold">Nachricht: </span>
                    {r.customerMessage}
                  </p>
                ) : null}

                {r.status === "pending" ? (
                  <Form method="post" className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
                    <input type="hidden" name="requestId" value={r.id} />
                    <TextAreaField label="Antwort an die Kund:in (optional)" name="response" className="min-h-20" maxLength={2000} />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" name="decision" value="approved" disabled={busy}>
                        <Check aria-hidden="true" className="size-4" /> Genehmigen
                      </Button>
                      <Button type="submit" name="decision" value="rejected" variant="outline" disabled={busy}>
                        <X aria-hidden="true" className="size-4" /> Ablehnen
                      </Button>
                    </div>
                  </Form>
                ) : (
                  <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
                    <p className="text-sm">
                      <span className="font-semibold">{r.status === "approved" ? "Genehmigt" : "Abgelehnt"}</span>
                      {r.reviewer ? ` von ${r.reviewer}` : ""}
                      {r.reviewedAt ? ` am ${formatDateTime(r.reviewedAt)}` : ""}
                      {r.adminResponse ? ` – „${r.adminResponse}“` : ""}
                    </p>
                    {r.status === "approved" && r.refundedAmountCents == null ? (
                      <Form method="post">
                        <input type="hidden" name="requestId" value={r.id} />
                        <Button type="submit" name="intent" value="process" disabled={busy || r.processedAt != null}>
                          <Banknote aria-hidden="true" className="size-4" />
                          {busy ? "Wird erstattet …" : `Rückerstattung verarbeiten (${formatMoney(calc?.final_refund ?? 0)})`}
                        </Button>
                      </Form>
                    ) : null}
                    {r.refundedAmountCents != null ? (
                      <p className="text-sm text-success">
                        <strong>{formatMoney(r.refundedAmountCents)}</strong> erstattet{r.processedAt ? ` am ${formatDateTime(r.processedAt)}` : ""}. Buchung storniert, Tickets ungültig.
                      </p>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
