import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { eventHref } from "~/modules/events/card-data";
import type { Route } from "./+types/events";
import { formatDateTime } from "~/lib/format";
import { EVENT_STATUS } from "~/modules/events/labels";
import { listProfileEvents, type ProfileEvent } from "~/modules/profile/profile.server";
import { hasRole } from "~/modules/accounts/session.server";
import { requireUser } from "~/auth-edge/guards.server";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { city as cityArea, linkTo, organizer, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(cityArea, cityArea.pages.profileEvents) }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const events = await listProfileEvents(viewer);
  return { ...events, isOrganizer: hasRole(viewer, "organizer") };
}

const path = (e: ProfileEvent, city: string) => eventHref(e.cityId ?? city, e, true);


function EventRow({ e, city }: { e: ProfileEvent; city: string }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-4">
      <div className="flex w-16 shrink-0 flex-col items-center justify-center rounded-xl bg-primary-soft py-2 text-primary-strong">
        <CalendarDays aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <Link to={path(e, city)} className="font-semibold hover:underline">{e.title}</Link>
        <p className="text-sm text-muted">{formatDateTime(e.startDate)}</p>
        {e.venueName ? (
          <p className="flex items-center gap-1 text-sm text-muted"><MapPin aria-hidden="true" className="size-3.5" /> {e.venueName}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {e.quantity ? <Badge tone="secondary">{e.quantity} {e.quantity === 1 ? "Ticket" : "Tickets"}</Badge> : null}
        {e.status !== "published" && EVENT_STATUS.has(e.status) ? <EnumBadge of={EVENT_STATUS} value={e.status} /> : null}
      </div>
    </li>
  );
}

export default function ProfileEvents({ loaderData, params }: Route.ComponentProps) {
  const { upcoming, past, organized, isOrganizer } = loaderData;
  const city = params.city;
  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-10">
      <div>
        <h2 id="events-title" className="text-2xl font-bold">Meine Events</h2>
        <p className="text-muted">Events, für die Sie gebucht haben{isOrganizer ? ", und Events, die Sie veranstalten" : ""}.</p>
      </div>
      <div>
        <h3 className="text-lg font-bold">Bevorstehend ({upcoming.length})</h3>
        {upcoming.length === 0 ? (
          <EmptyState className="mt-3" icon={<CalendarDays className="size-10" />} title="Noch keine Events gebucht" action={<ButtonLink to={`/${city}/events`}>Events entdecken</ButtonLink>}>
            Sobald Sie Tickets buchen, finden Sie Ihre Events hier.
          </EmptyState>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">{upcoming.map((e) => <EventRow key={e.id} e={e} city={city} />)}</ul>
        )}
      </div>
      {past.length ? (
        <div>
          <h3 className="text-lg font-bold">Vergangen ({past.length})</h3>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">{past.map((e) => <EventRow key={e.id} e={e} city={city} />)}</ul>
        </div>
      ) : null}
      {isOrganizer || organized.length ? (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-bold">Von mir veranstaltet ({organized.length})</h3>
            {isOrganizer ? <ButtonLink to={linkTo(organizer, "events")} variant="outline" size="sm">Im Organisator Dashboard verwalten</ButtonLink> : null}
          </div>
          {organized.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-dashed border-line bg-white/60 p-5 text-muted">Sie haben noch keine Events angelegt.</p>
          ) : (
            <ul className="mt-3 grid gap-3 md:grid-cols-2">{organized.map((e) => <EventRow key={e.id} e={e} city={city} />)}</ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
