import { Ban, Copy, Eye, Rocket, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatDateTime, formatMoney } from "~/lib/format";
import { EVENT_STATUS, type EventStatus } from "~/modules/events/labels";
import { ConfirmSubmitButton } from "~/ui/back-office/confirm-dialog";
import { SubmitButton } from "~/ui/back-office/form";
import { EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

type Cancellation = { status: string; total: number; processed: number; refundedCents: number; lastError: string | null; reason: string } | null;

/** Status, the next step (publish) and the other actions of an event in the editor. */
export function EventStatusPanel({
  event,
  cancellation,
}: {
  event: { id: string; title: string; status: EventStatus; startDate: string; publicHref: string; previewHref: string; confirmedBookings: number; currentParticipants: number };
  cancellation: Cancellation;
}) {
  const revalidator = useRevalidator();
  const running = cancellation && (cancellation.status === "pending" || cancellation.status === "running");
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(t);
  }, [running, revalidator]);
  const live = event.status === "published" || event.status === "sold_out";
  return (
    <section aria-label="Status und Aktionen" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-center gap-3">
        <EnumBadge of={EVENT_STATUS} value={event.status} />
        <span className="text-sm text-muted">{formatDateTime(event.startDate)}</span>
        <span className="text-sm text-muted">· {event.currentParticipants} Tickets verkauft</span>
      </div>
      {cancellation ? (
        <div role="status" className="rounded-xl bg-sand/70 p-4 text-sm">
          <p className="font-semibold">
            {cancellation.status === "done"
              ? "Absage abgeschlossen"
              : cancellation.status === "failed"
                ? "Absage unterbrochen"
                : "Absage läuft – Buchungen werden storniert und erstattet"}
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-white" aria-hidden="true">
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${cancellation.total ? (cancellation.processed / cancellation.total) * 100 : 100}%` }} />
          </div>
          <p className="mt-2 text-muted">
            {cancellation.processed} von {cancellation.total} Buchungen erledigt · {formatMoney(cancellation.refundedCents)} erstattet · Grund: {cancellation.reason}
          </p>
          {cancellation.status === "failed" ? (
            <Form method="post" className="mt-3">
              <p className="mb-2 text-danger">{cancellation.lastError ?? "Eine Erstattung ist fehlgeschlagen."}</p>
              <SubmitButton name="intent" value="retry-cancel" size="sm">
                Erneut versuchen
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {event.status === "draft" ? (
          <Form method="post">
            <ConfirmSubmitButton name="intent" value="publish" variant="primary" size="md" tone="primary" title="Event veröffentlichen?" body="Es erscheint danach auf der Stadtseite, in der Suche und in der Umkreissuche." confirmLabel="Veröffentlichen">
              <Rocket aria-hidden="true" className="size-4" /> Veröffentlichen
            </ConfirmSubmitButton>
          </Form>
        ) : null}
        <Link to={live ? event.publicHref : event.previewHref} className={buttonClass("outline", "md")}>
          <Eye aria-hidden="true" className="size-4" /> {live ? "Öffentliche Seite" : "Vorschau"}
        </Link>
        <Form method="post">
          <SubmitButton name="intent" value="duplicate" variant="outline" pendingLabel="Wird kopiert…">
            <Copy aria-hidden="true" className="size-4" /> Duplizieren
          </SubmitButton>
        </Form>
        {event.status !== "cancelled" ? (
          <Link to="?absagen=1" preventScrollReset className={buttonClass("outline", "md", "text-danger")}>
            <Ban aria-hidden="true" className="size-4" /> Absagen
          </Link>
        ) : null}
        {event.confirmedBookings === 0 && event.currentParticipants === 0 && event.status !== "cancelled" ? (
          <Form method="post">
            <ConfirmSubmitButton name="intent" value="delete" variant="ghost" size="md" title={`„${event.title}“ löschen?`} body="Das Event wird endgültig entfernt." confirmLabel="Löschen">
              <Trash2 aria-hidden="true" className="size-4" /> Löschen
            </ConfirmSubmitButton>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
