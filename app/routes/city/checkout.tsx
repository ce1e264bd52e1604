import { AlertTriangle, ArrowLeft, CalendarDays, FlaskConical, MapPin, Minus, Plus, ShieldCheck, Ticket, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { NOUNS, plural } from "~/lib/plural";
import { Form, Link, redirect, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { AppError } from "~/lib/app-error";
import { appUrl } from "~/lib/env.server";
import { formatDateTime, formatMoney } from "~/lib/format";
import type { ActionResult } from "~/lib/action-result";
import { parseInput, throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { assertFormLists } from "~/lib/form-limits";
import { CHECKOUT_FORM_LISTS, checkoutFields, postedEventId } from "~/modules/ticketing/checkout-fields.server";
import { getCheckoutView } from "~/modules/ticketing/checkout-view.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { checkDiscountCode } from "~/modules/ticketing/discount.server";
import { priceOrder } from "~/modules/ticketing/pricing";
import { createBookingSchema } from "~/modules/ticketing/validation";
import { getCheckoutEvent } from "~/modules/ticketing/queries.server";
import { city, linkTo, pageTitle } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { buttonClass } from "~/ui/button";
import { controlClass, TextAreaField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";
import { TrafficBeacon } from "~/ui/traffic-beacon";
import { UUID_RE } from "~/lib/input";
import { pageUrl } from "~/lib/page-url.server";

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: pageTitle(city, d && "event" in d ? { title: `${city.pages.checkout.title}: ${d.event.title}` } : city.pages.checkout) },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const offer = pageUrl(request).searchParams.get("offer");
  return getCheckoutView(viewer, { slug: params.slug, city: params.city, offerId: offer && UUID_RE.test(offer) ? offer : null }).catch(
    throwAsResponse,
  );
}

/**
 * Late buyers of an event this process saw sold out may be answered before this action by the
 * sold-out gate (decision 0007), with this action's own recorded refusal. A check added here ahead
 * of createBooking's sold-out memo must be added to the gate's conditions too.
 */
const intents = defineIntents({
  book: { label: "Zahlungspflichtig bestellen", scope: "form" },
  "check-discount": { label: "Einlösen", scope: "form" },
});

type Discount = { code: string; kind: "percent" | "amount"; value: number; categoryIds: string[]; minTickets: number };

/** The event the form is about: the posted id (createBooking checks everything about it), else the slug's. */
async function postedEvent(form: FormData, slug: string): Promise<string> {
  assertFormLists(form, CHECKOUT_FORM_LISTS);
  const eventId = postedEventId(form) ?? (await getCheckoutEvent(slug))?.event.id;
  if (!eventId) throw new AppError("BOOKING_EVENT_NOT_BOOKABLE");
  return eventId;
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  // the order form and the sold-out gate (decision 0007) post the order without naming an intent
  return runIntents(
    request,
    intents,
    {
      "check-discount": async ({ form }) => {
        const discount: Discount = await checkDiscountCode(await postedEvent(form, params.slug), String(form.get("discountCode") ?? ""));
        return reply({ data: { discount } });
      },
      book: async ({ form }) => {
        const eventId = await postedEvent(form, params.slug);
        const offer = String(form.get("waitlistOfferId") ?? "");
        const result = await createBooking({
          waitlistOfferId: UUID_RE.test(offer) ? offer : null,
          actor: viewer,
          ...parseInput(checkoutFields(form, eventId), createBookingSchema),
          baseUrl: appUrl(),
          city: params.city,
        });
        if (result.redirectUrl) return redirect(result.redirectUrl);
        return redirect(`${linkTo(city, "bookingSuccess", { city: params.city })}?booking=${result.bookingId}`);
      },
    },
    { fallback: "book" },
  );
}

export default function CheckoutPage({ loaderData, params }: Route.ComponentProps) {
  const { event, categories, blocked, payment, buyer } = loaderData;
  const actionData = useActionResult();
  const navigation = useNavigation();
  const discountFetcher = useFetcher<ActionResult<{ discount: Discount }>>();
  const [qty, setQty] = useState<Record<string, number>>(() =>
    categories.length === 1 ? { [categories[0]!.id]: 1 } : {},
  );
  const [discountInput, setDiscountInput] = useState("");
  useToast(actionData && !actionData.ok ? { type: "error", title: "Fehler", description: actionData.message } : null, actionData);

  const total = Object.values(qty).reduce((s, n) => s + n, 0);
  const maxTotal = Math.min(event.maxPerOrder, event.seatsLeft ?? Infinity);
  const appliedDiscount =
    discountFetcher.data?.ok && discountFetcher.data.data?.discount.code === discountInput.trim().toUpperCase() ? discountFetcher.data.data.discount : null;
  const discountError = discountFetcher.data && !discountFetcher.data.ok ? discountFetcher.data.message : null;

  // the same calculation as the booking (prices as of the page load)
  const price = useMemo(() => {
    const p = priceOrder(
      categories.map((c) => ({ id: c.id, name: c.name, priceCents: c.unitCents, earlyBirdPriceCents: null, earlyBirdEndDate: null })),
      qty,
      { now: new Date(), discount: appliedDiscount, feePerTicketCents: loaderData.feePerTicketCents },
    );
    return { subtotal: p.subtotalCents, discount: p.discountCents, fee: p.feeCents, total: p.totalCents };
  }, [categories, qty, appliedDiscount, loaderData.feePerTicketCents]);

  // one attendee row per ticket, grouped by category
  const slots = categories.flatMap((c) => Array.from({ length: qty[c.id] ?? 0 }, (_, i) => ({ category: c, index: i })));
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") !== "check-discount";
  const fieldError = (k: string) => actionData?.fields?.[k];

  const setCount = (id: string, next: number, left: number | null) => {
    setQty((prev) => {
      const others = total - (prev[id] ?? 0);
      const cap = Math.min(maxTotal - others, left ?? Infinity);
      return { ...prev, [id]: Math.max(0, Math.min(next, cap)) };
    });
  };

  const backHref = event.href;

  return (
    <main className="container-page py-8 md:py-12">
      {blocked ? null : <TrafficBeacon eventId={event.id} kind="checkout" />}
      <Link to={backHref} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zum Event
      </Link>
      <header className="mt-2 flex flex-col gap-5 border-b border-line pb-6 sm:flex-row sm:items-center">
        <img src={event.imageUrl} alt={`Bild zum Event ${event.title}`} width={160} height={107} className="aspect-[3/2] w-full max-w-40 rounded-2xl object-cover" />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Tickets buchen</p>
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">{event.title}</h1>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" /> {formatDateTime(event.startDate)}
            </span>
            {event.venue ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" /> {event.venue}
              </span>
            ) : null}
          </p>
        </div>
      </header>

      {payment.isTestMode ? (
        <p className="mt-6 flex items-start gap-3 rounded-2xl border border-[#e0b100] bg-[#fff8e1] px-4 py-3 text-sm text-warning" role="note">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong>Testmodus</strong> – Zahlungen laufen über den eingebauten Testanbieter. Es wird kein echtes Geld bewegt.
          </span>
        </p>
      ) : null}

      {event.externalTicketUrl ? (
        <section className="mt-8 max-w-xl rounded-2xl border border-line bg-white p-6">
          <h2 className="text-xl font-bold">Tickets beim Veranstalter</h2>
          <p className="mt-2 text-muted">Für dieses Event verkauft der Veranstalter die Tickets selbst.</p>
          <a href={event.externalTicketUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg", "mt-4")}>
            Zum Ticketshop <span className="sr-only">(externe Seite, neuer Tab)</span>
          </a>
        </section>
      ) : blocked ? (
        <section className="mt-8 max-w-xl rounded-2xl border border-line bg-white p-6" role="status">
          <h2 className="text-xl font-bold">Keine Buchung möglich</h2>
          <p className="mt-2 text-muted">{blocked}</p>
          <Link to={linkTo(city, "events", { city: params.city })} className={buttonClass("outline", "md", "mt-4")}>
            Andere Events entdecken
          </Link>
        </section>
      ) : (
        <Form method="post" noValidate className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
          <input type="hidden" name="eventId" value={event.id} />
          {loaderData.offer ? (
            <p role="status" className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm font-semibold lg:col-span-2">
              <input type="hidden" name="waitlistOfferId" value={loaderData.offer.id} />
              Von der Warteliste: Ein Platz ist bis {formatDateTime(loaderData.offer.expiresAt)} für Sie reserviert.
            </p>
          ) : null}
          <div className="flex flex-col gap-8">
            <section aria-labelledby="step-tickets" className="rounded-2xl border border-line bg-white p-5 md:p-6">
              <h2 id="step-tickets" className="flex items-center gap-2 text-xl font-bold">
                <Ticket aria-hidden="true" className="size-5 text-primary" /> 1. Tickets wählen
              </h2>
              <p className="mt-1 text-sm text-muted">
                Höchstens {plural(event.maxPerOrder, NOUNS.ticket)} pro Bestellung
                {event.seatsLeft != null ? ` · noch ${event.seatsLeft.toLocaleString("de-DE")} Plätze frei` : ""}. Alle Preise inkl. aller Gebühren.
              </p>
              <ul className="mt-4 divide-y divide-line">
                {categories.map((c) => {
                  const n = qty[c.id] ?? 0;
                  const soldOut = c.left === 0;
                  return (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-4 py-4">
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold">{c.name}</p>
                        {c.description ? <p className="text-sm text-muted">{c.description}</p> : null}
                        <p className="mt-1">
                          <span className="font-semibold">{c.unitCents === 0 ? "Eintritt frei" : formatMoney(c.unitCents)}</span>
                          {c.isEarlyBird ? (
                            <>
                              <span className="ml-2 text-sm text-muted line-through">
                                <span className="sr-only">statt </span>
                                {formatMoney(c.regularCents)}
                              </span>
                              <span className="ml-2 text-xs font-semibold text-accent-ink">Frühbucherpreis</span>
                            </>
                          ) : null}
                        </p>
                        {c.left != null && c.left > 0 && c.left <= 20 ? <p className="text-xs font-semibold text-warning">Nur noch {c.left} verfügbar</p> : null}
                      </div>
                      {soldOut ? (
                        <span className="text-sm font-semibold text-muted">Ausverkauft</span>
                      ) : (
                        <div className="flex items-center gap-2" role="group" aria-label={`Anzahl ${c.name}`}>
                          <button
                            type="button"
                            className="grid size-11 place-items-center rounded-full border border-line bg-white hover:border-ink/40 disabled:opacity-40"
                            onClick={() => setCount(c.id, n - 1, c.left)}
                            disabled={n === 0}
                            aria-label={`Ein Ticket ${c.name} weniger`}
                          >
                            <Minus aria-hidden="true" className="size-4" />
                          </button>
                          <output className="w-8 text-center text-lg font-bold tabular-nums" aria-live="polite" aria-label={`${plural(n, NOUNS.ticket)} ${c.name}`}>
                            {n}
                          </output>
                          <input type="hidden" name={`qty.${c.id}`} value={n} />
                          <button
                            type="button"
                            className="grid size-11 place-items-center rounded-full border border-line bg-white hover:border-ink/40 disabled:opacity-40"
                            onClick={() => setCount(c.id, n + 1, c.left)}
                            disabled={total >= maxTotal || (c.left != null && n >= c.left)}
                            aria-label={`Ein Ticket ${c.name} mehr`}
                          >
                            <Plus aria-hidden="true" className="size-4" />
                          </button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>

            <section aria-labelledby="step-attendees" className="rounded-2xl border border-line bg-white p-5 md:p-6">
              <h2 id="step-attendees" className="flex items-center gap-2 text-xl font-bold">
                <Users aria-hidden="true" className="size-5 text-primary" /> 2. Teilnehmende
              </h2>
              <p className="mt-1 text-sm text-muted">Jedes Ticket ist personalisiert. Bitte geben Sie Vor- und Nachnamen an.</p>
              {slots.length === 0 ? (
                <p className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm">Wählen Sie oben mindestens ein Ticket.</p>
              ) : (
                <ol className="mt-4 flex flex-col gap-4">
                  {slots.map((s, i) => (
                    <li key={`${s.category.id}-${s.index}`} className="rounded-xl border border-line p-4">
                      <p className="text-sm font-semibold">
                        Ticket {i + 1} · {s.category.name}
                      </p>
                      <input type="hidden" name={`attendee.${i}.category`} value={s.category.id} />
                      <div className="mt-3 grid gap-3 sm:grid-cols-2">
                        <NameInput
                          label="Vorname"
                          name={`attendee.${i}.firstName`}
                          defaultValue={i === 0 ? buyer.firstName : ""}
                          error={fieldError(`attendees.${i}.firstName`)}
                          autoComplete={i === 0 ? "given-name" : "off"}
                        />
                        <NameInput
                          label="Nachname"
                          name={`attendee.${i}.lastName`}
                          defaultValue={i === 0 ? buyer.lastName : ""}
                          error={fieldError(`attendees.${i}.lastName`)}
                          autoComplete={i === 0 ? "family-name" : "off"}
                        />
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </section>

            <section aria-labelledby="step-extras" className="rounded-2xl border border-line bg-white p-5 md:p-6">
              <h2 id="step-extras" className="text-xl font-bold">3. Rabattcode und Hinweise</h2>
              <div className="mt-4 flex flex-col gap-1.5">
                <label htmlFor="discountCode" className="text-sm font-semibold">
                  Rabattcode <span className="font-normal text-muted">(optional)</span>
                </label>
                <div className="flex gap-2">
                  <input
                    id="discountCode"
                    name="discountCode"
                    value={discountInput}
                    onChange={(ev) => setDiscountInput(ev.target.value)}
                    className={controlClass + " uppercase"}
                    autoComplete="off"
                    maxLength={40}
                    aria-describedby="discount-status"
                    aria-invalid={Boolean(discountError || fieldError("discountCode")) || undefined}
                  />
                  <button
                    type="button"
                    className={buttonClass("outline", "md")}
                    disabled={!discountInput.trim() || discountFetcher.state !== "idle"}
                    onClick={() => discountFetcher.submit({ intent: "check-discount", discountCode: discountInput, eventId: event.id }, { method: "post" })}
                  >
                    {intents["check-discount"].label}
                  </button>
                </div>
                <p id="discount-status" className="text-sm" role="status">
                  {appliedDiscount ? (
                    <span className="font-semibold text-success">
                      Rabattcode {appliedDiscount.code} angewendet: {appliedDiscount.kind === "percent" ? `${appliedDiscount.value} %` : formatMoney(appliedDiscount.value)} Rabatt
                    </span>
                  ) : discountError || fieldError("discountCode") ? (
                    <span className="font-medium text-danger">{discountError ?? fieldError("discountCode")}</span>
                  ) : null}
                </p>
              </div>
              <TextAreaField
                label="Besondere Anforderungen (optional)"
                name="specialRequirements"
                hint="Zum Beispiel Barrierefreiheit, Rollstuhlplatz oder Begleitperson."
                maxLength={1000}
                fieldClassName="mt-4"
                className="min-h-24"
                error={fieldError("specialRequirements")}
              />
            </section>
          </div>

          <aside aria-labelledby="summary" className="lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-2xl border border-line bg-white p-5 shadow-sm md:p-6">
              <h2 id="summary" className="text-xl font-bold">Ihre Bestellung</h2>
              {total === 0 ? (
                <p className="mt-3 text-sm text-muted">Noch keine Tickets gewählt.</p>
              ) : (
                <dl className="mt-4 flex flex-col gap-2 text-sm">
                  {categories
                    .filter((c) => (qty[c.id] ?? 0) > 0)
                    .map((c) => (
                      <div key={c.id} className="flex justify-between gap-3">
                        <dt>
                          {qty[c.id]} × {c.name}
                        </dt>
                        <dd className="tabular-nums">{formatMoney((qty[c.id] ?? 0) * c.unitCents)}</dd>
                      </div>
                    ))}
                  {price.discount > 0 ? (
                    <div className="flex justify-between gap-3 text-success">
                      <dt>Rabatt</dt>
                      <dd className="tabular-nums">−{formatMoney(price.discount)}</dd>
                    </div>
                  ) : null}
                  {price.fee > 0 ? (
                    <div className="flex justify-between gap-3">
                      <dt>Servicegebühr</dt>
                      <dd className="tabular-nums">{formatMoney(price.fee)}</dd>
                    </div>
                  ) : null}
                </dl>
              )}
              <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
                <span className="font-semibold">Gesamtpreis</span>
                <span className="text-2xl font-bold tabular-nums" data-testid="checkout-total">
                  {formatMoney(price.total)}
                </span>
              </div>
              <p className="text-right text-xs text-muted">inkl. MwSt. und aller Gebühren</p>

              <p className="mt-4 flex gap-2 rounded-xl bg-sand px-3 py-2.5 text-xs leading-relaxed">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                <span>
                  <strong>Kein Widerrufsrecht:</strong> Bei Tickets für Freizeitveranstaltungen mit festem Termin besteht nach § 312g Abs. 2 Nr. 9 BGB
                  kein Widerrufsrecht. Eine Stornierung ist nach unseren Bedingungen bis 24 Stunden vor Beginn möglich.
                </span>
              </p>
              {actionData && !actionData.ok ? (
                <p role="alert" className="mt-4 rounded-xl border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger">
                  {actionData.message}
                </p>
              ) : null}
              <button type="submit" className={buttonClass("primary", "lg", "mt-4 w-full")} disabled={total === 0 || submitting}>
                {submitting ? "Wird gebucht …" : price.total === 0 ? "Kostenlos buchen" : intents.book.label}
              </button>
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
                <ShieldCheck aria-hidden="true" className="size-4" />
                {price.total === 0 ? "Keine Zahlung nötig" : `Bezahlung: ${payment.methods}`}
              </p>
              <p className="mt-2 text-center text-xs text-muted">Tickets und Bestätigung gehen an {buyer.email}.</p>
            </div>
          </aside>
        </Form>
      )}
    </main>
  );
}

function NameInput({ label, error, ...props }: { label: string; error?: string; name: string; defaultValue: string; autoComplete: string }) {
  const id = props.name.replace(/\./g, "-");
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label} <span aria-hidden="true" className="text-primary">*</span>
      </label>
      <input id={id} className={controlClass} maxLength={80} aria-invalid={Boolean(error) || undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
