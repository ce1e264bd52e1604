import { CalendarPlus, Clock, Download, FlaskConical, LifeBuoy, MapPin, QrCode, Ticket } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/tickets";
import { formatDateTime, formatMoney } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { parseForm } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getViewer, signInUrl } from "~/modules/accounts/session.server";
import { requireUser } from "~/auth-edge/guards.server";
import { CancellationDialog } from "~/modules/refunds/components/cancellation-dialog";
import { getMyTicketsView } from "~/modules/refunds/my-tickets-view.server";
import { requestCancellation } from "~/modules/refunds/request-cancellation.server";
import { cancellationRequestSchema } from "~/modules/refunds/validation";
import { ResendConfirmationButton } from "~/modules/ticketing/components/resend-button";
import { resendBookingConfirmation } from "~/modules/ticketing/resend-confirmation.server";
import { city as cityArea, linkTo, pageTitle } from "~/registry";
import { defineIntents } from "~/ui/back-office/intents";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { pageUrl } from "~/lib/page-url.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.profileTickets) }];

const LOAD_ERROR = "Fehler beim Laden der Tickets. Bitte versuche es später erneut.";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return { anonymous: true as const, signIn: signInUrl(request), loadError: null, bookings: [] };
  let bookings: Awaited<ReturnType<typeof getMyTicketsView>>;
  try {
    bookings = await getMyTicketsView(viewer);
  } catch (err) {
    logger.error({ err }, "Tickets konnten nicht geladen werden");
    return { anonymous: false as const, signIn: null, loadError: LOAD_ERROR, bookings: [] };
  }
  return { anonymous: false as const, signIn: null, loadError: null, bookings };
}

const intents = defineIntents({
  resend: { label: "Bestätigung erneut senden", success: "E-Mail gesendet" },
  // its schema is written for parseForm (German messages for missing fields), not for conform
  cancel: { label: "Stornierung anfragen", scope: "form" },
});

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireUser(request);
  return runIntents(request, intents, {
    // the button says where the confirmation went
    resend: ({ id }) => resendBookingConfirmation({ actor: viewer, bookingId: id }).then((r) => reply({ data: { to: r.to } })),
    cancel: async ({ form }) => {
      await requestCancellation({ actor: viewer, ...parseForm(form, cancellationRequestSchema) });
      return redirectWithToast(pageUrl(request).pathname, {
        type: "success",
        title: "Stornierungsanfrage eingereicht",
        description: "Wir prüfen Ihre Anfrage. Die Bearbeitung dauert 5 bis 10 Werktage.",
      });
    },
  });
}

type BookingView = Route.ComponentProps["loaderData"]["bookings"][number];

const SECTIONS = [
  { status: "confirmed", title: "Bestätigt", empty: "Keine bestätigten Buchungen." },
  { status: "pending", title: "Ausstehend", empty: "Keine ausstehenden Buchungen." },
  { status: "cancelled", title: "Storniert", empty: "Keine stornierten Buchungen." },
] as const;

export default function MyTicketsPage({ loaderData, params }: Route.ComponentProps) {
  const { bookings, loadError } = loaderData;
  const city = params.city;
  const help = (
    <aside className="mt-10 flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2">
        <LifeBuoy aria-hidden="true" className="size-5 text-secondary" /> Fragen zu einer Buchung oder Ihren Tickets?
      </p>
      <Link to={linkTo(cityArea, "contact", { city })} className={buttonClass("outline", "md")}>
        Hilfe &amp; Kontakt
      </Link>
    </aside>
  );

  if (loaderData.anonymous) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold md:text-4xl">Meine Tickets</h1>
        <EmptyState
          className="mt-6"
          icon={<Ticket className="size-10" />}
          title="Bitte melden Sie sich an"
          action={
            <Link to={loaderData.signIn ?? linkTo(cityArea, "auth", { city })} className={buttonClass("primary", "md")}>
              Anmelden
            </Link>
          }
        >
          Nach der Anmeldung finden Sie hier Ihre gebuchten Tickets mit QR-Code und PDF zum Herunterladen.
        </EmptyState>
        {help}
      </section>
    );
  }

  if (loadError) {
    return (
      <section>
        <h2 className="text-2xl font-bold">Meine Tickets</h2>
        <p role="alert" className="mt-6 rounded-2xl border border-danger/30 bg-danger/5 p-5 font-medium text-danger">
          {loadError}
        </p>
        {help}
      </section>
    );
  }

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-bold">Meine Tickets</h2>
        {bookings.length > 0 ? (
          <nav aria-label="Buchungen nach Status" className="flex flex-wrap gap-2">
            {SECTIONS.map((s) => (
              <a key={s.status} href={`#${s.status}`} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-ink/40">
                {s.title}
                <span className="rounded-full bg-sand px-2 py-0.5 text-xs tabular-nums" data-testid={`count-${s.status}`}>
                  {bookings.filter((b) => b.status === s.status).length}
                </span>
              </a>
            ))}
          </nav>
        ) : null}
      </div>

      {bookings.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={<Ticket className="size-10" />}
          title="Noch keine Tickets"
          action={
            <Link to={linkTo(cityArea, "events", { city })} className={buttonClass("primary", "md")}>
              Events entdecken
            </Link>
          }
        >
          Sobald Sie Tickets buchen, finden Sie sie hier – mit QR-Code und PDF zum Herunterladen.
        </EmptyState>
      ) : (
        SECTIONS.map((s) => {
          const list = bookings.filter((b) => b.status === s.status);
          return (
            <section key={s.status} id={s.status} aria-labelledby={`h-${s.status}`} className="mt-8 scroll-mt-24">
              <h3 id={`h-${s.status}`} className="flex items-center gap-2 text-xl font-bold">
                {s.title} <span className="rounded-full bg-sand px-2.5 py-0.5 text-sm tabular-nums">{list.length}</span>
              </h3>
              {list.length === 0 ? (
                <p className="mt-3 text-sm text-muted">{s.empty}</p>
              ) : (
                <ul className="mt-4 flex flex-col gap-4">
                  {list.map((b) => (
                    <BookingCard key={b.id} b={b} />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      {help}
    </section>
  );
}

const STATUS_BADGE = {
  confirmed: { tone: "success", label: "Bestätigt" },
  pending: { tone: "warning", label: "Zahlung ausstehend" },
  cancelled: { tone: "neutral", label: "Storniert" },
} as const;

function BookingCard({ b }: { b: BookingView }) {
  const pdf = `/api/tickets/${b.id}/pdf`;
  return (
    <li className="overflow-hidden rounded-2xl border border-line bg-white" data-testid="booking" data-reference={b.reference}>
      <div className="flex flex-col sm:flex-row">
        {b.event ? (
          <img src={b.event.imageUrl} alt={`Bild zum Event ${b.event.title}`} width={200} height={133} className="aspect-[5/2] w-full object-cover sm:aspect-auto sm:w-48" />
        ) : null}
        <div className="flex-1 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              {b.event ? (
                <Link to={b.event.href} className="text-lg font-bold hover:underline">
                  {b.event.title}
                </Link>
              ) : (
                <p className="text-lg font-bold text-muted">Event-Daten nicht verfügbar</p>
              )}
              {b.event ? (
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" /> {formatDateTime(b.event.startDate)}
                  </span>
                  {b.event.venue ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-4" /> {b.event.venue}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone={STATUS_BADGE[b.status].tone}>{STATUS_BADGE[b.status].label}</Badge>
              {b.isTestMode ? (
                <Badge tone="warning">
                  <FlaskConical aria-hidden="true" className="size-3" /> Testmodus
                </Badge>
              ) : null}
            </div>
          </div>
          <p className="mt-3 text-sm">
            Buchung <span className="font-mono font-semibold">{b.reference}</span> · {b.quantity} {b.quantity === 1 ? "Ticket" : "Tickets"} ·{" "}
            {formatMoney(b.totalCents)}
            {b.refundedCents > 0 ? ` · ${formatMoney(b.refundedCents)} erstattet` : ""}
          </p>
          {b.status === "pending" ? (
            <p className="mt-2 text-sm text-warning">
              {b.expiresAt ? `Plätze reserviert bis ${formatDateTime(b.expiresAt)}. ` : ""}Ohne Zahlung verfällt die Reservierung automatisch.
            </p>
          ) : null}
          {b.status === "cancelled" && b.cancellationReason ? <p className="mt-2 text-sm text-muted">Grund: {b.cancellationReason}</p> : null}
          {b.request ? (
            <p className="mt-2 rounded-xl bg-sand px-3 py-2 text-sm" data-testid="refund-request-status">
              <strong>{b.request.text}</strong>
              {b.request.adminResponse ? <span className="block text-muted">Antwort: {b.request.adminResponse}</span> : null}
            </p>
          ) : null}

          {b.attendees.length > 0 ? (
            <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
              {b.attendees.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="font-semibold">{a.name}</p>
                    <p className="text-xs text-muted">
                      {a.category ?? "Ticket"} · <span className="font-mono">{a.ticketNumber}</span>
                      {a.isCheckedIn ? " · eingecheckt" : !a.isValid ? " · ungültig" : ""}
                    </p>
                  </div>
                  {b.status === "confirmed" && a.isValid ? (
                    <div className="flex flex-wrap items-center gap-2">
                      {a.qr ? (
                        <details className="group relative">
                          <summary className={buttonClass("ghost", "sm", "cursor-pointer list-none")}>
                            <QrCode aria-hidden="true" className="size-4" /> QR-Code
                          </summary>
                          <div className="mt-2 rounded-xl border border-line bg-white p-3 sm:absolute sm:right-0 sm:z-10 sm:shadow-lg">
                            <img src={a.qr} width={180} height={180} alt={`QR-Code für das Ticket ${a.ticketNumber} von ${a.name}`} className="size-44" />
                          </div>
                        </details>
                      ) : null}
                      <a href={`${pdf}?attendee=${a.id}`} download className={buttonClass("ghost", "sm")}>
                        <Download aria-hidden="true" className="size-4" /> Ticket<span className="sr-only"> von {a.name} herunterladen</span>
                      </a>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}

          <div className="mt-4 flex flex-wrap items-center gap-2">
            {b.status === "confirmed" ? (
              <a href={pdf} download className={buttonClass("primary", "sm")}>
                <Download aria-hidden="true" className="size-4" /> Alle Tickets (PDF)
              </a>
            ) : null}
            {b.status === "confirmed" && b.event?.upcoming ? (
              <a href={`/api/tickets/${b.id}/ics`} download className={buttonClass("outline", "sm")}>
                <CalendarPlus aria-hidden="true" className="size-4" /> Kalender
              </a>
            ) : null}
            {b.payHref ? (
              <a href={b.payHref} className={buttonClass("primary", "sm")}>
                Zahlung abschließen
              </a>
            ) : null}
            {b.status === "confirmed" ? <ResendConfirmationButton bookingId={b.id} intent="resend" /> : null}
            {b.cancel ? <CancellationDialog target={b.cancel} /> : null}
            {b.cancelBlockedReason && b.event?.upcoming === false ? null : b.cancelBlockedReason ? (
              <p className="text-xs text-muted">Stornierung nicht möglich: {b.cancelBlockedReason}</p>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
