import { AlertTriangle, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { formatMoney } from "~/lib/format";
import { CANCELLATION_REASONS } from "~/modules/refunds/validation";
import type { RefundCalculation } from "~/modules/refunds/schema";
import { Button } from "~/ui/button";
import { controlClass } from "~/ui/form-field";

export type CancellationTarget = {
  bookingId: string;
  reference: string;
  eventTitle: string;
  startsWithin24h: boolean;
  calculation: RefundCalculation;
};

type Result = { ok: false; message: string; fields?: Record<string, string> };

/** spec §5 cancellation request dialog: reason (Sonstiges needs text), optional partial amount and message. */
export function CancellationDialog({ target }: { target: CancellationTarget }) {
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<Result>();
  const [reason, setReason] = useState("");
  const id = useId();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const err = (k: string) => failed?.fields?.[k];

  // success redirects back with the toast 'Stornierungsanfrage eingereicht' (the booking then shows its request)

  const calc = target.calculation;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => ref.current?.showModal()}>
        Stornierung anfragen
      </Button>
      <dialog
        ref={ref}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-[rgba(31,29,43,0.55)]"
      >
        <fetcher.Form method="post" noValidate className="flex max-h-[90dvh] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div>
              <h2 id={`${id}-title`} className="text-xl font-bold">
                Stornierung anfragen
              </h2>
              <p className="text-sm text-muted">
                {target.eventTitle} · {target.reference}
              </p>
            </div>
            <button type="button" className="grid size-11 place-items-center rounded-full hover:bg-sand" onClick={() => ref.current?.close()} aria-label="Dialog schließen">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex flex-col gap-4 overflow-y-auto px-6 py-5">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="bookingId" value={target.bookingId} />
            {target.startsWithin24h ? (
              <p className="flex gap-2 rounded-xl border border-[#e0b100] bg-[#fff8e1] px-3 py-2.5 text-sm text-warning" role="alert">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                Achtung: Das Event beginnt in weniger als 24 Stunden.
              </p>
            ) : null}
            <div className="rounded-xl bg-sand px-4 py-3 text-sm" aria-live="polite">
              {calc.refund_allowed ? (
                <>
                  <p>
                    Voraussichtliche Erstattung: <strong>{formatMoney(calc.final_refund)}</strong>
                  </p>
                  <p className="mt-0.5 text-muted">
                    {calc.refund_percentage} % von {formatMoney(calc.original_amount)}
                    {calc.processing_fee > 0 ? `, abzüglich ${formatMoney(calc.processing_fee)} Bearbeitungsgebühr` : ""}. {calc.reason}
                  </p>
                </>
              ) : (
                <p className="font-semibold text-danger">{calc.reason || "Keine Erstattung möglich für diesen Zeitpunkt"}</p>
              )}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
                Grund der Stornierung <span aria-hidden="true" className="text-primary">*</span>
              </label>
              <select
                id={`${id}-reason`}
                name="reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className={controlClass}
                aria-invalid={Boolean(err("reason")) || undefined}
                aria-describedby={err("reason") ? `${id}-reason-error` : undefined}
              >
                <option value="">Bitte wählen …</option>
                {CANCELLATION_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
              {err("reason") ? (
                <p id={`${id}-reason-error`} className="text-sm font-medium text-danger">
                  {err("reason")}
                </p>
              ) : null}
            </div>
            {reason === "Sonstiges" ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-other`} className="text-sm font-semibold">
                  Bitte beschreiben Sie den Grund <span aria-hidden="true" className="text-primary">*</span>
                </label>
                <textarea
                  id={`${id}-other`}
                  name="otherReason"
                  maxLength={500}
                  className={controlClass + " min-h-20"}
                  aria-invalid={Boolean(err("otherReason")) || undefined}
                  aria-describedby={err("otherReason") ? `${id}-other-error` : undefined}
                />
                {err("otherReason") ? (
                  <p id={`${id}-other-error`} className="text-sm font-medium text-danger">
                    {err("otherReason")}
                  </p>
                ) : null}
              </div>
            ) : null}
            {calc.refund_allowed && calc.final_refund > 0 ? (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
                  Teilbetrag in € <span className="font-normal text-muted">(optional)</span>
                </label>
                <input
                  id={`${id}-amount`}
                  name="amount"
                  type="number"
                  inputMode="decimal"
                  min="0.01"
                  step="0.01"
                  max={(calc.final_refund / 100).toFixed(2)}
                  className={controlClass}
                  aria-invalid={Boolean(err("amount")) || undefined}
                  aria-describedby={`${id}-amount-hint${err("amount") ? ` ${id}-amount-error` : ""}`}
                />
                <p id={`${id}-amount-hint`} className="text-sm text-muted">
                  Leer lassen, um den vollen möglichen Betrag zu beantragen (höchstens {formatMoney(calc.final_refund)}).
                </p>
                {err("amount") ? (
                  <p id={`${id}-amount-error`} className="text-sm font-medium text-danger">
                    {err("amount")}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-message`} className="text-sm font-semibold">
                Nachricht an uns <span className="font-normal text-muted">(optional)</span>
              </label>
              <textarea id={`${id}-message`} name="message" maxLength={2000} className={controlClass + " min-h-20"} />
            </div>
            <p className="text-xs text-muted">Stornierungen sind bis 24 Stunden vor Beginn möglich. Die Bearbeitung dauert 5 bis 10 Werktage.</p>
            {failed && !failed.fields ? (
              <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger">
                {failed.message}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-2 border-t border-line px-6 py-4">
            <Button variant="ghost" onClick={() => ref.current?.close()}>
              Abbrechen
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? "Wird gesendet …" : "Stornierung anfragen"}
            </Button>
          </div>
        </fetcher.Form>
      </dialog>
    </>
  );
}
