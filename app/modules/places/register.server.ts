import { provideBusinessOwnerCheck } from "~/modules/accounts/session.server";
import { runsAnyPlaceSql } from "~/modules/places/owner-scope.server";

let done = false;

/** Wires places into the session: whether the signed-in user runs a place or owns a business profile (in the session's one query). */
export function registerPlaces(): void {
  if (done) return;
  done = true;
  provideBusinessOwnerCheck((userId) => runsAnyPlaceSql(userId));
}
