import { CalendarX } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClass } from "~/ui/button";

/** Error state of the organizer's event pages (unknown or foreign id → 'Event nicht gefunden'). */
export function OrganizerEventErrorPage() {
  const error = useRouteError();
  const body = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined) : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-14 text-center">
      <CalendarX aria-hidden="true" className="size-10 text-primary" />
      <h1 className="font-display text-2xl font-semibold">{body?.message ?? "Das hat nicht geklappt"}</h1>
      <p className="text-muted">{isRouteErrorResponse(error) && error.status === 404 ? "Dieses Event gibt es nicht oder es gehört nicht zu Ihrem Konto." : "Bitte versuchen Sie es in einem Moment erneut."}</p>
      <Link to="/organizer/events" className={buttonClass("primary", "md", "mt-2")}>
        Zu meinen Events
      </Link>
    </div>
  );
}
