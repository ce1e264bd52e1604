import { formDataToObject } from "~/lib/route-helpers.server";

/** FormData → createBooking fields: qty.<id>, attendee.<i>.{category,firstName,lastName}. */
export function checkoutFields(form: FormData, eventId: string) {
  const raw = formDataToObject(form);
  const quantities: Record<string, number> = {};
  const attendees: Array<{ ticketCategoryId: string; firstName: string; lastName: string }> = [];
  for (const [k, v] of Object.entries(raw)) {
    const q = /^qty\.(.+)$/.exec(k);
    if (q && typeof v === "string") quantities[q[1]!] = Math.max(0, Math.min(100, Math.trunc(Number(v) || 0)));
    const a = /^attendee\.(\d+)\.category$/.exec(k);
    if (a && typeof v === "string") {
      const i = Number(a[1]);
      attendees[i] = {
        ticketCategoryId: v,
        firstName: String(raw[`attendee.${i}.firstName`] ?? ""),
        lastName: String(raw[`attendee.${i}.lastName`] ?? ""),
      };
    }
  }
  return {
    eventId,
    quantities,
    attendees: attendees.filter(Boolean),
    discountCode: typeof raw.discountCode === "string" ? raw.discountCode : undefined,
    specialRequirements: typeof raw.specialRequirements === "string" ? raw.specialRequirements : undefined,
    idempotencyKey: typeof raw.idempotencyKey === "string" ? raw.idempotencyKey : undefined,
  };
}

/** The event a checkout form names: its posted id when that is a UUID (else the route looks it up by slug). */
export function postedEventId(form: FormData): string | null {
  const posted = String(form.get("eventId") ?? "");
  return /^[0-9a-f-]{36}$/i.test(posted) ? posted : null;
}
