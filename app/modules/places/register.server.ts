import { sql } from "drizzle-orm";
import { provideBusinessOwnerCheck } from "~/modules/accounts/session.server";
import { businessProfiles } from "~/modules/places/schema";

let done = false;

/** Wires places into the session: whether the signed-in user owns a business profile (in the session's one query). */
export function registerPlaces(): void {
  if (done) return;
  done = true;
  provideBusinessOwnerCheck((userId) => sql<boolean>`exists (select 1 from ${businessProfiles} b where b.owner_id = ${userId})`);
}
