import { and, asc, gt, ilike, inArray, or } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/blog-events";
import { db } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { requireRoleOr403 } from "~/modules/accounts/session.server";
import { events } from "~/modules/events/schema";
import { pageUrl } from "~/lib/page-url.server";
import { cleanQueryText } from "~/lib/query-text";

/** GET /api/blog/events?q= — events to embed as cards in a blog post (editor of organizers and admins). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoleOr403(request, "organizer");
  const q = cleanQueryText(pageUrl(request).searchParams.get("q") ?? "");
  const term = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ slug: events.slug, title: events.title, startDate: events.startDate, venueName: events.venueName, cityId: events.cityId })
    .from(events)
    .where(
      and(
        inArray(events.status, ["published", "sold_out"]),
        gt(events.startDate, new Date()),
        q ? or(ilike(events.title, term), ilike(events.venueName, term)) : undefined,
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(20);
  return data(
    { events: rows.map((r) => ({ slug: r.slug, title: r.title, date: formatDateTime(r.startDate), venue: r.venueName ?? "" })) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
