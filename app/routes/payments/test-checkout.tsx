import { CreditCard, FlaskConical, Lock } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/test-checkout";
import { cityHref, DEFAULT_CITY } from "~/lib/cities";
import { eventHref } from "~/modules/events/card-data";
import { formatDateTime, formatMoney } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/auth-edge/guards.server";
import { cancelTestSession, getTestPaymentSession, payTestSession } from "~/modules/ticketing/test-payment.server";
import { pageTitle, site } from "~/registry";
import { useActionResult } from "~/ui/back-office/action-result";
import { defineIntents } from "~/ui/back-office/intents";
import { runIntents } from "~/ui/back-office/intents.server";
import { Button } from "~/ui/button";
import { useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(site, site.pages.testCheckout) }, { name: "robots", content: "noindex" }];

/** The built-in test provider's payment page (what Stripe Checkout is in production). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  try {
    const { booking, event } = await getTestPaymentSession(params.sessionId, viewer);
    if (booking.status === "confirmed") throw redirect(cityHref(event?.cityId, `/booking-success?booking=${booking.id}`));
    return {
      booking: {
        reference: booking.bookingReference,
        totalCents: booking.totalAmountCents,
        quantity: booking.quantity,
        status: booking.status,
        expiresAt: booking.expiresAt?.toISOString() ?? null,
      },
      event: event ? { title: event.title, startDate: event.startDate.toISOString(), checkoutHref: `${eventHref(event.cityId ?? DEFAULT_CITY, event)}/tickets` } : null,
    };
  } catch (error) {
    throwAsResponse(error);
  }
}

const intents = defineIntents({
  pay: { label: "testweise bezahlen", scope: "form" },
  cancel: { label: "Zahlung abbrechen", scope: "form" },
});

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runIntents(request, intents, {
    pay: async () => {
      const { booking, event } = await payTestSession(params.sessionId, viewer);
      return redirect(cityHref(event?.cityId, `/booking-success?booking=${booking.id}`));
    },
    cancel: async () => {
      const { event } = await cancelTestSession(params.sessionId, viewer);
      return redirectWithToast(event ? `${eventHref(event.cityId ?? DEFAULT_CITY, event)}/tickets` : "/", {
        type: "info",
        title: "Zahlung abgebrochen",
        description: "Ihre reservierten Plätze wurden wieder freigegeben.",
      });
    },
  });
}

export default function TestCheckoutPage({ loaderData }: Route.ComponentProps) {
  const { booking, event } = loaderData;
  const actionData = useActionResult();
  const navigation = useNavigation();
  useToast(actionData && !actionData.ok ? { type: "error", title: "Fehler", description: actionData.message } : null, actionData);
  const busy = navigation.state !== "idle";
  const closed = booking.status !== "pending";

  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-line bg-white p-6 shadow-lg md:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-warning">
          <FlaskConical aria-hidden="true" className="size-4" /> Testmodus
        </p>
        <h1 className="mt-2 text-2xl font-bold">Testzahlung</h1>
        <p className="mt-1 text-sm text-muted">Eingebauter Testanbieter von Stadtpuls – es wird kein echtes Geld bewegt.</p>
        <dl className="mt-6 flex flex-col gap-2 rounded-2xl bg-sand p-4 text-sm">
          {event ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Event</dt>
              <dd className="text-right font-semibold">{event.title}</dd>
            </div>
          ) : null}
          {event ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Datum</dt>
              <dd className="text-right">{formatDateTime(event.startDate)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Buchungsnummer</dt>
            <dd className="font-mono">{booking.reference}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Tickets</dt>
            <dd>{booking.quantity}</dd>
          </div>
          <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-semibold">Zu zahlen</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatMoney(booking.totalCents)}</dd>
          </div>
        </dl>
        {booking.expiresAt && !closed ? (
          <p className="mt-3 text-xs text-muted">Ihre Plätze sind bis {formatDateTime(booking.expiresAt)} reserviert.</p>
        ) : null}
        {closed ? (
          <p role="alert" className="mt-6 rounded-xl border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger">
            Die Reservierung ist abgelaufen oder wurde abgebrochen. Bitte buchen Sie erneut.
          </p>
        ) : null}
        {actionData && !actionData.ok ? (
          <p role="alert" className="mt-4 rounded-xl border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger">
            {actionData.message}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex flex-col gap-3">
          <Button type="submit" name="intent" value="pay" size="lg" disabled={busy || closed}>
            <CreditCard aria-hidden="true" className="size-5" /> {busy ? "Zahlung läuft …" : `${formatMoney(booking.totalCents)} ${intents.pay.label}`}
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="ghost" disabled={busy || closed}>
            {intents.cancel.label}
          </Button>
        </Form>
        {closed && event ? (
          <a href={event.checkoutHref} className="mt-3 block text-center text-sm font-semibold text-primary-strong underline">
            Erneut buchen
          </a>
        ) : null}
        <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
          <Lock aria-hidden="true" className="size-3.5" /> In Produktion zahlen Sie hier per Kreditkarte oder PayPal über Stripe.
        </p>
      </div>
    </main>
  );
}
