import { Bell } from "lucide-react";
import { Link } from "react-router";

/** Slot for the notification bell (issue 5 adds the live unread count and panel). */
export function NotificationBell({ city }: { city: string }) {
  return (
    <Link
      to={`/${city}/profile/notifications`}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white hover:border-ink/40"
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">Benachrichtigungen</span>
    </Link>
  );
}
