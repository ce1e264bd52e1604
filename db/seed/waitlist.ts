import type { profiles, user } from "~/modules/accounts/schema";
import type { waitlistEntries } from "~/modules/ticketing/schema";
import { WAITLIST_HOLD_HOURS } from "~/modules/events/waitlist-hold";
import { randomAuthId } from "./util";

/** Who waits for the sold-out demo event, in line order, with what became of their entry (fixed, no rng). */
const LINE: Array<{ first: string; last: string; hoursAgo: number; status: "waiting" | "expired" | "left" }> = [
  { first: "Merle", last: "Carstens", hoursAgo: 9 * 24 + 5, status: "expired" },
  { first: "Jannik", last: "Holst", hoursAgo: 8 * 24 + 2, status: "waiting" },
  { first: "Svenja", last: "Rohde", hoursAgo: 6 * 24 + 7, status: "left" },
  { first: "Levke", last: "Matthiesen", hoursAgo: 5 * 24 + 1, status: "waiting" },
  { first: "Bjarne", last: "Ehlers", hoursAgo: 3 * 24 + 4, status: "waiting" },
  { first: "Hanna", last: "Sievers", hoursAgo: 2 * 24 + 3, status: "waiting" },
  { first: "Kemal", last: "Aydın", hoursAgo: 20, status: "waiting" },
];

const ascii = (s: string) =>
  s
    .toLowerCase()
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * The waiting list of the sold-out demo event (issue 26): accounts of the people on it and their
 * entries — five waiting, one whose offer ran out (its seat went to a booking), one who left. No
 * open offer: an offer holds a seat, and the demo's seat counters equal the seats its bookings hold.
 */
export function buildDemoWaitlist(eventId: string, now: Date) {
  const out = {
    users: [] as Array<typeof user.$inferInsert>,
    profiles: [] as Array<typeof profiles.$inferInsert>,
    entries: [] as Array<typeof waitlistEntries.$inferInsert>,
  };
  for (const p of LINE) {
    const id = randomAuthId();
    const name = `${p.first} ${p.last}`;
    out.users.push({ id, name, email: `${ascii(p.first)}.${ascii(p.last)}@example.org`, emailVerified: true });
    out.profiles.push({ id, firstName: p.first, lastName: p.last, displayName: name, cityId: "luebeck" });
    const createdAt = new Date(now.getTime() - p.hoursAgo * 3_600_000);
    const offeredAt = p.status === "expired" ? new Date(createdAt.getTime() + 26 * 3_600_000) : null;
    const offerExpiresAt = offeredAt ? new Date(offeredAt.getTime() + WAITLIST_HOLD_HOURS.default * 3_600_000) : null;
    const updatedAt = offerExpiresAt ?? (p.status === "left" ? new Date(createdAt.getTime() + 30 * 3_600_000) : createdAt);
    out.entries.push({ eventId, userId: id, status: p.status, offeredAt, offerExpiresAt, createdAt, updatedAt });
  }
  return out;
}
