import { formDataToObject } from "~/lib/route-helpers.server";
import { isUuid } from "~/lib/input";

/**
 * The most tickets one order may hold (the upper bound of events.max_tickets_per_order); the event's
 * own limit is checked by createBooking. Repeated checkout fields are read up to this many.
 */
export const MAX_TICKETS_PER_ORDER = 100;

/** The checkout form's one list (`attendee.N.…`), bounded by the shared form-list guard (~/lib/form-limits) in the route. */
export const CHECKOUT_FORM_LISTS = { attendee: MAX_TICKETS_PER_ORDER };

type Attendee = { ticketCategoryId: string; firstName: string; lastName: string };

/**
 * FormData → createBooking fields: qty.<id>, attendee.<i>.{category,firstName,lastName}.
 * Indexed fields go into a map keyed by index (never an array indexed by user input: `attendee.4294967294`
 * would make a sparse array of that length); indexes at or above MAX_TICKETS_PER_ORDER and more than
 * that many quantity fields are ignored, so one request costs at most that much work.
 */
export function checkoutFields(form: FormData, eventId: string) {
  const raw = formDataToObject(form);
  // as typed: the schema's one integer rule refuses "1.5" or "0x10" (Math.trunc(Number(…)) read them as 1 and 16)
  const quantities: Record<string, string> = {};
  const byIndex = new Map<number, Attendee>();
  let qtyFields = 0;
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v !== "string") continue;
    if (k.startsWith("qty.")) {
      if (qtyFields >= MAX_TICKETS_PER_ORDER) continue;
      qtyFields += 1;
      quantities[k.slice(4)] = v.trim() === "" ? "0" : v;
      continue;
    }
    const a = /^attendee\.(0|[1-9]\d{0,2})\.category$/.exec(k);
    if (!a) continue;
    const i = Number(a[1]);
    if (i >= MAX_TICKETS_PER_ORDER) continue;
    byIndex.set(i, {
      ticketCategoryId: v,
      firstName: String(raw[`attendee.${i}.firstName`] ?? ""),
      lastName: String(raw[`attendee.${i}.lastName`] ?? ""),
    });
  }
  return {
    eventId,
    quantities,
    attendees: [...byIndex.entries()].sort((x, y) => x[0] - y[0]).map(([, a]) => a),
    discountCode: typeof raw.discountCode === "string" ? raw.discountCode : undefined,
    specialRequirements: typeof raw.specialRequirements === "string" ? raw.specialRequirements : undefined,
    idempotencyKey: typeof raw.idempotencyKey === "string" ? raw.idempotencyKey : undefined,
  };
}

/** The event a checkout form names: its posted id when that is a UUID (else the route looks it up by slug). */
export function postedEventId(form: FormData): string | null {
  const posted = String(form.get("eventId") ?? "");
  return isUuid(posted) ? posted : null;
}
