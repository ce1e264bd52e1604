import { DEFAULT_CITY } from "~/lib/cities";
import { ArrowLeft, Eye } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/events-preview";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/modules/accounts/session.server";
import { EventDetailPage } from "~/modules/events/components/event-detail-page";
import { OrganizerEventErrorPage } from "~/modules/events/components/organizer-error-page";
import { getEventPreviewView } from "~/modules/events/preview-event.server";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Vorschau: ${data?.event.title ?? "Event"} – Stadtpuls` }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  return getEventPreviewView(actor, params.id).catch(throwAsResponse);
}

export default function PreviewPage({ loaderData, params }: Route.ComponentProps) {
  const city = loaderData.event.cityId ?? DEFAULT_CITY;
  return (
    <div className="-m-4 md:-m-8">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-secondary px-4 py-3 text-white md:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Eye aria-hidden="true" className="size-4" /> Vorschau – so sehen Besucher:innen Ihr Event{loaderData.status === "draft" ? " nach dem Veröffentlichen" : ""}.
        </p>
        <Link to={`/organizer/events/${params.id}/edit`} className={buttonClass("outline", "sm", "border-white/40 bg-white/10 text-white hover:border-white")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zum Bearbeiten
        </Link>
      </div>
      <EventDetailPage data={loaderData} city={city} backHref={`/organizer/events/${params.id}/edit`} backLabel="Zurück zum Bearbeiten" />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrganizerEventErrorPage />;
}
