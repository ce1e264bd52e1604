import { DEFAULT_CITY } from "~/lib/cities";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { buildEventDetail } from "~/modules/events/detail-loader.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { getEventForPreview } from "~/modules/events/queries.server";

/** The public event page as it will look once published, for an own event in any status (its booking button shown, switched off). */
export async function getEventPreviewView(actor: EventActor, eventId: string) {
  const own = await findOwnEvent(db, actor, eventId);
  const found = await getEventForPreview(own.id);
  if (!found) throw new AppError("EVENT_NOT_FOUND");
  const detail = await buildEventDetail(found, own.cityId ?? DEFAULT_CITY, { preview: true });
  return { ...detail, status: own.status };
}
