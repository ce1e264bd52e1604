import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { formatTime, formatWeekdayDate } from "~/lib/format";
import { eventHref } from "~/modules/events/card-data";
import type { PublicSeriesDate } from "~/modules/event-management/series-validation";

function availability(d: PublicSeriesDate): string {
  if (d.soldOut) return "Ausverkauft";
  if (d.available === null) return "Plätze frei";
  return d.available === 1 ? "Noch 1 Platz frei" : `Noch ${d.available.toLocaleString("de-DE")} Plätze frei`;
}

/** 'Weitere Termine' on the public event page: the next other dates of the event's series with their free seats. */
export function SeriesDatesSection({ dates, city }: { dates: PublicSeriesDate[]; city: string }) {
  if (!dates.length) return null;
  return (
    <section aria-labelledby="more-dates" className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
      <h2 id="more-dates" className="flex items-center gap-2 text-xl font-bold">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" /> Weitere Termine
      </h2>
      <ul className="mt-3 divide-y divide-line" data-testid="series-dates">
        {dates.map((d) => (
          <li key={d.id}>
            <Link to={eventHref(city, d, true)} className="group flex min-h-11 flex-col py-2.5">
              <span className="font-semibold group-hover:underline">
                {formatWeekdayDate(d.startDate)}, {formatTime(d.startDate)} Uhr
              </span>
              <span className={d.soldOut ? "text-sm text-muted" : "text-sm font-semibold text-success"}>{availability(d)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
