import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The dashboards' list of coming events: each row links the title, says when (and more) below it,
 * and puts its figures and actions on the right (below on phones).
 */
export function EventRows<E extends { id: string; href: string; title: string }>({
  events,
  detail,
  aside,
}: {
  events: readonly E[];
  /** the line below the title (date, status) */
  detail: (event: E) => ReactNode;
  /** what stands on the right: seats, a link */
  aside: (event: E) => ReactNode;
}) {
  return (
    <ul className="mt-3 divide-y divide-line">
      {events.map((e) => (
        <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <Link to={e.href} className="font-semibold hover:underline">
              {e.title}
            </Link>
            <p className="text-sm text-muted">{detail(e)}</p>
          </div>
          <div className="flex shrink-0 items-center gap-3 text-sm">{aside(e)}</div>
        </li>
      ))}
    </ul>
  );
}
