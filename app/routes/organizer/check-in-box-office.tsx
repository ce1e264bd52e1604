import { Printer, Ticket } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/check-in-box-office";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { BOX_OFFICE_MAX_TICKETS, BOX_OFFICE_PAYMENTS } from "~/modules/ticketing/box-office";
import { getBoxOfficeReceipt, getBoxOfficeView, sellAtBoxOffice } from "~/modules/ticketing/box-office.server";
import { door, linkTo, pageTitle } from "~/registry";
import { defineIntents, useActionResult } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Button, ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(door, door.pages.boxOffice) }, { name: "robots", content: "noindex" }];

/** The box office of an event (decision 0015): managers of the door and staff allowed to sell; `?beleg=` shows a sale's receipt. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const receiptId = pageUrl(request).searchParams.get("beleg");
  try {
    const [view, receipt] = await Promise.all([
      getBoxOfficeView(viewer, params.eventId),
      receiptId ? getBoxOfficeReceipt(viewer, params.eventId, receiptId) : null,
    ]);
    // a fresh key per form shown: a double submit of this form sells once
    return { ...view, receipt, formKey: crypto.randomUUID() };
  } catch (e) {
    throwAsResponse(e);
  }
}

const intents = defineIntents({
  sell: {
    label: "Verkaufen",
    success: "Verkauft",
    scope: "form",
    input: z.object({
      categoryId: z.string().default(""),
      quantity: z.string().default(""),
      payment: z.string().default(""),
      buyerName: z.string().default(""),
      buyerEmail: z.string().default(""),
      gate: z.string().default(""),
      idempotencyKey: z.string().default(""),
    }),
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireUser(request);
  return runIntents(request, intents, {
    sell: async ({ input }) => {
      const sale = await sellAtBoxOffice({
        actor,
        eventId: params.eventId,
        fields: { ...input, buyerName: input.buyerName || undefined, buyerEmail: input.buyerEmail || undefined, gate: input.gate || undefined, payment: input.payment || undefined, categoryId: input.categoryId || undefined },
      });
      return redirect(`${linkTo(door, "boxOffice", { eventId: params.eventId })}?beleg=${sale.bookingId}`);
    },
  });
}

/** The gate this device was set up for at the scanner (kept on the device, as the scanner keeps it); none before hydration. */
function useDeviceGate(eventId: string): string {
  const [gate, setGate] = useState("");
  useEffect(() => {
    try {
      const saved = JSON.parse(localStorage.getItem(`stadtpuls.checkin.${eventId}`) ?? "null") as { gate?: unknown } | null;
      if (typeof saved?.gate === "string") setGate(saved.gate.slice(0, 80));
    } catch {
      setGate("");
    }
  }, [eventId]);
  return gate;
}

const radioCard = "flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-xl border-2 border-line bg-white px-4 has-[:checked]:border-primary has-[:checked]:bg-[#fbeef5] has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary";

export default function BoxOffice({ loaderData, params }: Route.ComponentProps) {
  const { event, categories, recent, receipt, formKey } = loaderData;
  const result = useActionResult();
  const busy = useNavigation().state !== "idle";
  const fieldError = (k: string) => (result && !result.ok && result.fields?.[k] ? result.fields[k] : null);
  const soldOut = event.remaining === 0;
  const here = linkTo(door, "boxOffice", { eventId: params.eventId });
  const gate = useDeviceGate(params.eventId);
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-6 bg-paper px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Abendkasse{gate ? ` · ${gate}` : ""}</p>
          <h1 className="text-2xl font-bold md:text-3xl">{event.title}</h1>
          <p className="text-sm text-muted">
            {formatDate(event.startDate)} · {event.remaining === null ? "ohne Platzlimit" : `${event.remaining} Plätze frei`}
          </p>
        </div>
        <ButtonLink to={linkTo(door, "scanner", { eventId: params.eventId })} variant="outline">
          Zum Scanner
        </ButtonLink>
      </header>

      {receipt ? (
        <section aria-labelledby="receipt-title" className="flex flex-col gap-3 rounded-2xl border-2 border-success bg-white p-5 print:border-0 print:p-0">
          <h2 id="receipt-title" className="text-xl font-bold">
            Beleg {receipt.reference}
          </h2>
          <p role="status" className="rounded-xl bg-[#dcfae6] p-3 font-semibold text-success print:hidden">
            Verkauft – {receipt.tickets.filter((t) => t.checkedIn).length} von {receipt.tickets.length} Tickets eingecheckt.
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Event</dt>
            <dd>
              {receipt.event.title}, {formatDate(receipt.event.startDate)}
              {receipt.event.venueName ? `, ${receipt.event.venueName}` : ""}
            </dd>
            <dt className="text-muted">Verkauft am</dt>
            <dd>{formatDateTime(receipt.soldAt)}</dd>
            <dt className="text-muted">Zahlungsart</dt>
            <dd>{receipt.payment ? BOX_OFFICE_PAYMENTS.label(receipt.payment) : "–"}</dd>
            {receipt.seller ? (
              <>
                <dt className="text-muted">Verkauft von</dt>
                <dd>{receipt.seller}</dd>
              </>
            ) : null}
          </dl>
          <table className="w-full text-sm">
            <caption className="sr-only">Verkaufte Tickets</caption>
            <thead className="text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1">Ticket</th>
                <th scope="col" className="py-1 text-right">Anzahl</th>
                <th scope="col" className="py-1 text-right">Einzelpreis</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {receipt.items.map((i) => (
                <tr key={i.name}>
                  <th scope="row" className="py-1.5 text-left font-medium">{i.name}</th>
                  <td className="py-1.5 text-right tabular-nums">{i.quantity}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(i.unitPriceCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-ink">
                <th scope="row" colSpan={2} className="py-2 text-left">Gesamt</th>
                <td className="py-2 text-right text-lg font-bold tabular-nums">{formatMoney(receipt.totalCents)}</td>
              </tr>
            </tfoot>
          </table>
          <ul className="text-sm" aria-label="Tickets">
            {receipt.tickets.map((t) => (
              <li key={t.ticketNumber} className="flex justify-between gap-2 py-0.5">
                <span className="font-mono">{t.ticketNumber}</span>
                <span className={t.checkedIn ? "font-semibold text-success" : "text-muted"}>{t.checkedIn ? "eingecheckt" : "nicht eingecheckt"}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">Dieser Beleg ist kein Kassenbon im Sinne der KassenSichV.</p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden /> Beleg drucken
            </Button>
            <ButtonLink to={here}>Nächster Verkauf</ButtonLink>
          </div>
        </section>
      ) : null}

      {result && !result.ok && result.message ? (
        <p role="alert" className="rounded-xl bg-[#fee4e2] p-3 font-semibold text-danger">
          {result.message}
        </p>
      ) : null}

      {!receipt ? (
        <Form method="post" className="group/sale flex flex-col gap-5 rounded-2xl border border-line bg-white p-4" aria-labelledby="sell-title">
          <h2 id="sell-title" className="text-lg font-bold">
            Tickets verkaufen
          </h2>
          <input type="hidden" name="intent" value="sell" />
          <input type="hidden" name="idempotencyKey" value={formKey} />
          {gate ? <input type="hidden" name="gate" value={gate} /> : null}
          <fieldset className="flex flex-col gap-2" aria-describedby={fieldError("categoryId") ? "categoryId-error" : undefined}>
            <legend className="mb-1 font-semibold">Ticketkategorie</legend>
            {categories.map((c, i) => (
              <label key={c.id} className={radioCard}>
                <span className="flex items-center gap-3">
                  <input type="radio" name="categoryId" value={c.id} defaultChecked={i === 0} className="size-5 accent-[#b53c7a]" />
                  <span>
                    <span className="block font-semibold">{c.name}</span>
                    <span className="block text-xs text-muted">{c.remaining === null ? "" : c.remaining === 0 ? "ausverkauft" : `${c.remaining} frei`}</span>
                  </span>
                </span>
                {/* a Freikarte chosen: the price is struck through (the sale is 0,00 €) */}
                <span className="font-semibold tabular-nums group-has-[input[value=free]:checked]/sale:text-muted group-has-[input[value=free]:checked]/sale:line-through">
                  {formatMoney(c.priceCents)}
                </span>
              </label>
            ))}
            {fieldError("categoryId") ? (
              <p id="categoryId-error" className="text-sm text-danger">
                {fieldError("categoryId")}
              </p>
            ) : null}
          </fieldset>
          <label className="flex flex-col gap-1 font-semibold">
            Anzahl
            <input
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={BOX_OFFICE_MAX_TICKETS}
              defaultValue={1}
              required
              className="min-h-14 w-32 rounded-xl border border-line px-3 text-xl font-normal"
              aria-invalid={fieldError("quantity") ? true : undefined}
              aria-describedby={fieldError("quantity") ? "quantity-error" : undefined}
            />
          </label>
          {fieldError("quantity") ? (
            <p id="quantity-error" className="-mt-3 text-sm text-danger">
              {fieldError("quantity")}
            </p>
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Bezahlt mit</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {BOX_OFFICE_PAYMENTS.values.map((p, i) => (
                <label key={p} className={radioCard}>
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="payment"
                      value={p}
                      defaultChecked={i === 0}
                      className="size-5 shrink-0 accent-[#b53c7a]"
                      aria-describedby={fieldError("payment") ? "payment-error" : undefined}
                    />
                    <span>
                      <span className="block font-semibold">{BOX_OFFICE_PAYMENTS.label(p)}</span>
                      {BOX_OFFICE_PAYMENTS.entry(p)?.hint ? <span className="block text-xs text-muted">{BOX_OFFICE_PAYMENTS.entry(p)?.hint}</span> : null}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {fieldError("payment") ? (
              <p id="payment-error" className="text-sm text-danger">
                {fieldError("payment")}
              </p>
            ) : null}
            <p className="text-xs text-muted">Eine Freikarte zählt wie jeder Verkauf gegen die Plätze, kostet 0,00 € und ist kein Umsatz.</p>
          </fieldset>
          <details className="rounded-xl border border-line p-3">
            <summary className="cursor-pointer py-2.5 font-semibold">Käufer:in (optional)</summary>
            <div className="mt-3 flex flex-col gap-3">
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Name
                <input name="buyerName" autoComplete="off" className="min-h-11 rounded-xl border border-line px-3 font-normal" aria-invalid={fieldError("buyerName") ? true : undefined} />
              </label>
              {fieldError("buyerName") ? <p className="text-sm text-danger">{fieldError("buyerName")}</p> : null}
              <label className="flex flex-col gap-1 text-sm font-semibold">
                E-Mail-Adresse (für die Tickets per E-Mail)
                <input name="buyerEmail" type="email" autoComplete="off" className="min-h-11 rounded-xl border border-line px-3 font-normal" aria-invalid={fieldError("buyerEmail") ? true : undefined} />
              </label>
              {fieldError("buyerEmail") ? <p className="text-sm text-danger">{fieldError("buyerEmail")}</p> : null}
            </div>
          </details>
          <Button type="submit" disabled={busy || soldOut || !event.sellable} className="min-h-14 text-lg">
            <Ticket className="size-5" aria-hidden /> {soldOut ? "Ausverkauft" : "Verkaufen und einchecken"}
          </Button>
        </Form>
      ) : null}

      <section aria-labelledby="recent-title" className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 print:hidden">
        <h2 id="recent-title" className="text-lg font-bold">
          Letzte Verkäufe
        </h2>
        {recent.length ? (
          <ul className="divide-y divide-line text-sm">
            {recent.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <a href={`${here}?beleg=${r.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
                  {r.reference}
                </a>
                <span className="text-muted">
                  {formatDateTime(r.at)} · {r.quantity} × · {r.payment ? BOX_OFFICE_PAYMENTS.label(r.payment) : "–"} · {formatMoney(r.totalCents)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">Noch nichts an der Abendkasse verkauft.</p>
        )}
      </section>
    </main>
  );
}
