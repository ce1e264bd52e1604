import { DEFAULT_CITY } from "~/lib/cities";
import { ArrowLeft, Eye } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/events-preview";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireEventSection } from "./event-list-route.server";
import { eventEditHref } from "~/modules/event-management/event-sections";
import { EventDetailPage } from "~/modules/events/components/event-detail-page";
import { OrganizerEventErrorPage } from "~/modules/events/components/organizer-error-page";
import { getEventPreviewView } from "~/modules/event-management/preview-event.server";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Vorschau: ${data?.event.title ?? "Event"} – Stadtpuls` }, { name: "robots", content: "noindex" }];

/** The organizer's preview, and the business owner's of their own events (decision 0014). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor, section } = await requireEventSection(request, "page");
  const view = await getEventPreviewView(actor, params.id).catch(throwAsResponse);
  return { ...view, editHref: eventEditHref(section.area, { id: params.id, kind: section.kinds[0]! }) };
}

const VISITOR_BACK: Record<"event" | "activity" | "workshop", (city: string) => { backHref: string; backLabel: string }> = {
  event: (city) => ({ backHref: `/${city}/events`, backLabel: "Alle Events" }),
  activity: (city) => ({ backHref: `/${city}/activities`, backLabel: "Alle Aktivitäten" }),
  workshop: (city) => ({ backHref: `/${city}/workshops`, backLabel: "Alle Workshops" }),
};

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const city = loaderData.event.cityId ?? DEFAULT_CITY;
  return (
    <div className="-m-4 md:-m-8">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 border-b border-line bg-secondary px-4 py-3 text-white md:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Eye aria-hidden="true" className="size-4" /> Vorschau – so sehen Besucher:innen Ihr Event{loaderData.status === "draft" ? " nach dem Veröffentlichen" : ""}.
        </p>
        <Link to={loaderData.editHref} className={buttonClass("outline", "sm", "border-white/40 bg-white/10 text-white hover:border-white")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zum Bearbeiten
        </Link>
      </div>
      {/* the page exactly as visitors see it, with their link back to the list; the banner above leads back to the editor */}
      <EventDetailPage data={loaderData} city={city} {...VISITOR_BACK[loaderData.event.kind](city)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrganizerEventErrorPage />;
}
