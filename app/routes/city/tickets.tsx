import { ChevronLeft, ChevronRight, Ticket } from "lucide-react";
import type { Route } from "./+types/tickets";
import { NOUNS, plural } from "~/lib/plural";
import { formatNumber } from "~/lib/format";
import { listBookableEvents } from "~/modules/content/tickets-queries.server";
import { EventCard } from "~/modules/events/components/event-card";
import { getEventCardsByIds } from "~/modules/events/queries.server";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { pageUrl } from "~/lib/page-url.server";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(cityArea, cityArea.pages.tickets) },
  { name: "description", content: "Tickets für die nächsten Events in Ihrer Stadt – direkt buchen, als PDF mit QR-Code erhalten." },
];

const PAGE_SIZE = 24;

export async function loader({ params, request }: Route.LoaderArgs) {
  const all = await listBookableEvents({ cityId: params.city, limit: 240 });
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const raw = Number(pageUrl(request).searchParams.get("seite") ?? 1);
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, pages) : 1;
  const bookable = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const cards = await getEventCardsByIds(bookable.map((e) => e.id));
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    total: all.length,
    page,
    pages,
    events: bookable.flatMap((b) => {
      const card = byId.get(b.id);
      return card ? [{ card, remaining: b.remaining }] : [];
    }),
  };
}

function Availability({ remaining }: { remaining: number | null }) {
  if (remaining == null) return <span className="text-sm font-semibold text-success">Tickets verfügbar</span>;
  if (remaining <= 10)
    return (
      <span className="text-sm font-semibold text-warning">
        Nur noch {formatNumber(remaining)} {remaining === 1 ? "Ticket" : "Tickets"}
      </span>
    );
  return <span className="text-sm font-semibold text-success">Noch {plural(remaining, NOUNS.ticket)} verfügbar</span>;
}

export default function Tickets({ loaderData, params }: Route.ComponentProps) {
  const { events, total, page, pages } = loaderData;
  return (
    <main className="container-page py-10 md:py-14">
      <PageHeader eyebrow="Direkt hier buchen" title="Tickets">
        Die nächsten Veranstaltungen mit Tickets auf Stadtpuls – bezahlt per Karte oder PayPal, Ihr Ticket kommt als PDF mit QR-Code.
      </PageHeader>
      {events.length === 0 ? (
        <EmptyState
          icon={<Ticket className="size-10" />}
          title="Gerade keine Tickets verfügbar"
          className="mt-10"
          action={
            <ButtonLink to={`/${params.city}/events`} variant="outline">
              Alle Events ansehen
            </ButtonLink>
          }
        >
          Für die kommenden Tage gibt es hier im Moment keine buchbaren Veranstaltungen.
        </EmptyState>
      ) : (
        <>
          <p className="mt-6 text-muted" data-testid="tickets-count">
            {total === 1 ? "1 Veranstaltung" : `${total} Veranstaltungen`} mit Tickets, die nächste zuerst
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="ticket-list">
            {events.map(({ card, remaining }, i) => (
              <li key={card.id} className="flex flex-col gap-2">
                <EventCard event={card} city={params.city} priority={i < 3} className="flex-1" headingLevel={2} />
                <p className="flex items-center gap-2 px-1" data-testid="availability">
                  <Availability remaining={remaining} />
                </p>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Seiten" className="mt-10 flex items-center justify-center gap-3">
              {page > 1 ? (
                <ButtonLink to={`/${params.city}/tickets${page > 2 ? `?seite=${page - 1}` : ""}`} variant="outline">
                  <ChevronLeft aria-hidden="true" className="size-4" /> Zurück
                </ButtonLink>
              ) : null}
              <span className="text-sm text-muted">
                Seite {page} von {pages}
              </span>
              {page < pages ? (
                <ButtonLink to={`/${params.city}/tickets?seite=${page + 1}`} variant="outline">
                  Weiter <ChevronRight aria-hidden="true" className="size-4" />
                </ButtonLink>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </main>
  );
}
