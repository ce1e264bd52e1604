import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import { CANCEL_REASONS, cancelEventSchema } from "~/modules/events/validation";
import { CheckboxInputField, SelectInputField, SubmitButton, TextareaField, useZodForm, ZodForm, type SubmissionResult } from "~/ui/back-office/form";

/**
 * The guided cancellation: 1. reason, 2. message to the buyers, 3. preview of the e-mail each buyer
 * receives, 4. confirmation. A modal <dialog> opened by ?absagen=1 (so it also works without JavaScript).
 */
export function CancelEventDialog({
  open,
  closeHref,
  event,
  lastResult,
}: {
  open: boolean;
  closeHref: string;
  event: { title: string; startDate: string; confirmedBookings: number };
  lastResult?: SubmissionResult | null;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [form, fields] = useZodForm(cancelEventSchema, { id: "cancel-event", lastResult });
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState("");
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (d.hasAttribute("open")) d.removeAttribute("open");
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="cancel-title"
      className="fixed inset-0 z-50 m-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      <div className="flex flex-col gap-5 p-5 md:p-7">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-danger">Event absagen</p>
          <h2 id="cancel-title" className="mt-1 font-display text-2xl font-semibold">
            „{event.title}“ absagen
          </h2>
          <p className="mt-2 text-sm text-muted">
            {event.confirmedBookings === 0
              ? "Es gibt keine bestätigten Buchungen. Das Event verschwindet von den öffentlichen Seiten."
              : `${event.confirmedBookings} bestätigte ${event.confirmedBookings === 1 ? "Buchung wird" : "Buchungen werden"} storniert und vollständig erstattet. Jede:r Käufer:in erhält eine E-Mail und eine Benachrichtigung. Das läuft im Hintergrund; Sie sehen den Fortschritt.`}
          </p>
        </div>
        <ZodForm form={form} warnUnsaved={false} className="gap-5">
          <input type="hidden" name="intent" value="cancel" />
          <ol className="flex flex-col gap-5">
            <li>
              <SelectInputField
                field={fields.reason}
                label="1. Grund der Absage"
                placeholder="Bitte wählen"
                options={CANCEL_REASONS.map((r) => ({ value: r, label: r }))}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            </li>
            <li>
              <TextareaField
                field={fields.message}
                label="2. Nachricht an die Ticketkäufer:innen"
                hint="Erscheint in der E-Mail und der Benachrichtigung."
                rows={4}
                maxLength={2000}
                onChange={(e) => setMessage(e.currentTarget.value)}
              />
            </li>
            <li>
              <p className="text-sm font-semibold">3. Vorschau der E-Mail</p>
              <div className="mt-1.5 rounded-xl border border-line bg-paper p-4 text-sm" aria-live="polite">
                <p className="font-semibold">Betreff: Stornierung Ihrer Buchung – {event.title}</p>
                <p className="mt-2">Hallo Max Mustermann,</p>
                <p className="mt-2">
                  Ihre Buchung für <strong>{event.title}</strong> am {formatDateTime(event.startDate)} wurde storniert.
                </p>
                <p className="mt-2">
                  Grund: {reason ? `${reason}.` : "…"} {message || <span className="text-muted">(Ihre Nachricht)</span>}
                </p>
                <p className="mt-2">Der volle Ticketpreis wird über die ursprüngliche Zahlungsart erstattet (5–10 Werktage).</p>
              </div>
            </li>
            <li>
              <CheckboxInputField field={fields.confirm} label="4. Ich sage dieses Event endgültig ab. Das lässt sich nicht rückgängig machen." />
            </li>
          </ol>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={closeHref} replace preventScrollReset className="inline-flex min-h-11 items-center justify-center rounded-full border border-line px-5 text-sm font-semibold hover:border-ink/40">
              Abbrechen
            </Link>
            <SubmitButton variant="danger" pendingLabel="Wird abgesagt…">
              Event absagen
            </SubmitButton>
          </div>
        </ZodForm>
      </div>
    </dialog>
  );
}
