import { CalendarPlus, CheckCircle2, Clock, Download, FlaskConical, MapPin, Ticket, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/booking-success";
import { formatDateTime, formatMoney } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { eventImage } from "~/modules/events/card-data";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";
import { qrDataUrl } from "~/modules/ticketing/qr-image.server";
import { buttonClass } from "~/ui/button";
import { Badge } from "~/ui/badge";
import { pageUrl } from "~/lib/page-url.server";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.bookingSuccess) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = pageUrl(request).searchParams.get("booking") ?? "";
  try {
    const d = await getBookingForViewer(id, viewer);
    const confirmed = d.booking.status === "confirmed";
    return {
      booking: {
        id: d.booking.id,
        reference: d.booking.bookingReference,
        status: d.booking.status,
        paymentStatus: d.booking.paymentStatus,
        totalCents: d.booking.totalAmountCents,
        quantity: d.booking.quantity,
        isTestMode: d.booking.isTestMode,
        email: d.booking.userEmail,
      },
      event: d.event
        ? {
            title: d.event.title,
            startDate: d.event.startDate.toISOString(),
            venue: [d.event.venueName, d.event.venueAddress, d.event.venueCity].filter(Boolean).join(", "),
            imageUrl: eventImage({ imageUrl: d.event.imageUrl, categoryId: null, id: d.event.id }),
          }
        : null,
      attendees: await Promise.all(
        d.attendees.map(async (a) => ({
          id: a.id,
          name: `${a.firstName} ${a.lastName}`,
          category: a.categoryName,
          ticketNumber: a.ticketNumber,
          qr: confirmed ? await qrDataUrl(a.qrCode) : null,
        })),
      ),
    };
  } catch (error) {
    throwAsResponse(error);
  }
}

export default function BookingSuccessPage({ loaderData, params }: Route.ComponentProps) {
  const { booking, event, attendees } = loaderData;
  const revalidator = useRevalidator();
  const pending = booking.status === "pending";
  // a card payment is confirmed by the provider's webhook a moment later
  useEffect(() => {
    if (!pending) return;
    const t = setInterval(() => revalidator.revalidate(), 2000);
    return () => clearInterval(t);
  }, [pending, revalidator]);

  const pdfHref = `/api/tickets/${booking.id}/pdf`;

  return (
    <main className="container-page py-10 md:py-14">
      <div className="mx-auto max-w-3xl">
        {booking.status === "confirmed" ? (
          <header className="flex flex-col items-center text-center">
            <CheckCircle2 aria-hidden="true" className="size-14 text-success" />
            <h1 className="mt-3 text-3xl font-bold md:text-4xl">Buchung erfolgreich!</h1>
            <p className="mt-2 text-lg text-muted">
              Vielen Dank! {booking.email ? `Die Bestätigung mit Ihren Tickets geht an ${booking.email}.` : null}
            </p>
            <p className="mt-4 rounded-full bg-sand px-4 py-2 text-sm">
              Buchungsnummer <span className="font-mono font-bold" data-testid="booking-reference">{booking.reference}</span>
            </p>
            {booking.isTestMode ? (
              <Badge tone="warning" className="mt-3">
                <FlaskConical aria-hidden="true" className="size-3.5" /> Testmodus – kein echtes Geld bewegt
              </Badge>
            ) : null}
          </header>
        ) : pending ? (
          <header className="flex flex-col items-center text-center" role="status">
            <Clock aria-hidden="true" className="size-14 text-warning" />
            <h1 className="mt-3 text-3xl font-bold">Zahlung wird bestätigt …</h1>
            <p className="mt-2 text-muted">Das dauert meist nur wenige Sekunden. Diese Seite aktualisiert sich automatisch.</p>
          </header>
        ) : (
          <header className="flex flex-col items-center text-center" role="status">
            <XCircle aria-hidden="true" className="size-14 text-danger" />
            <h1 className="mt-3 text-3xl font-bold">Buchung nicht abgeschlossen</h1>
            <p className="mt-2 text-muted">
              Diese Buchung ist storniert oder die Reservierung ist abgelaufen. Es wurden keine gültigen Tickets ausgestellt.
            </p>
          </header>
        )}

        <section aria-label="Event" className="mt-8 flex flex-col gap-4 overflow-hidden rounded-2xl border border-line bg-white sm:flex-row">
          {event ? (
            <>
              <img src={event.imageUrl} alt={`Bild zum Event ${event.title}`} width={240} height={160} className="aspect-[3/2] w-full object-cover sm:w-60" />
              <div className="p-5">
                <h2 className="text-2xl font-bold">{event.title}</h2>
                <p className="mt-2 flex items-center gap-1.5 text-muted">
                  <Clock aria-hidden="true" className="size-4" /> {formatDateTime(event.startDate)}
                </p>
                {event.venue ? (
                  <p className="mt-1 flex items-center gap-1.5 text-muted">
                    <MapPin aria-hidden="true" className="size-4" /> {event.venue}
                  </p>
                ) : null}
                <p className="mt-3 text-sm">
                  {booking.quantity} {booking.quantity === 1 ? "Ticket" : "Tickets"} · Gesamt <strong>{formatMoney(booking.totalCents)}</strong> (inkl. aller Gebühren)
                </p>
              </div>
            </>
          ) : (
            <p className="p-5 font-semibold">Event-Daten nicht verfügbar</p>
          )}
        </section>

        {booking.status === "confirmed" ? (
          <>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={pdfHref} download className={buttonClass("primary", "lg")}>
                <Download aria-hidden="true" className="size-5" /> Alle Tickets als PDF
              </a>
              {event ? (
                <a href={`/api/tickets/${booking.id}/ics`} download className={buttonClass("outline", "lg")}>
                  <CalendarPlus aria-hidden="true" className="size-5" /> Zum Kalender hinzufügen
                </a>
              ) : null}
            </div>

            <section aria-labelledby="tickets-heading" className="mt-10">
              <h2 id="tickets-heading" className="flex items-center gap-2 text-2xl font-bold">
                <Ticket aria-hidden="true" className="size-6 text-primary" /> Ihre Tickets
              </h2>
              <p className="mt-1 text-muted">Zeigen Sie den QR-Code beim Einlass vor – ausgedruckt oder auf dem Smartphone.</p>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {attendees.map((a) => (
                  <li key={a.id} className="flex flex-col items-center rounded-2xl border border-line bg-white p-5 text-center" data-testid="ticket">
                    {a.qr ? <img src={a.qr} width={180} height={180} alt={`QR-Code für das Ticket ${a.ticketNumber} von ${a.name}`} className="size-44" /> : null}
                    <p className="mt-3 font-semibold">{a.name}</p>
                    <p className="text-sm text-muted">{a.category ?? "Ticket"}</p>
                    <p className="mt-2 font-mono text-sm font-bold tracking-wide" data-testid="ticket-number">
                      {a.ticketNumber}
                    </p>
                    <a href={`${pdfHref}?attendee=${a.id}`} download className={buttonClass("outline", "sm", "mt-3")}>
                      <Download aria-hidden="true" className="size-4" /> Ticket herunterladen
                      <span className="sr-only"> für {a.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}

        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={`/${params.city}/profile/tickets`} className={buttonClass("secondary", "md")}>
            Meine Tickets
          </Link>
          <Link to={`/${params.city}/events`} className={buttonClass("ghost", "md")}>
            Weitere Events entdecken
          </Link>
        </div>
      </div>
    </main>
  );
}
