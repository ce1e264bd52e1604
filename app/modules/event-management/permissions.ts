import { actorHasRole, isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { runsEvent, type EventOwners } from "~/modules/organizers/ownership";

/**
 * Who may do what with events in the back office (spec §2.2, §6). Which events an organizer runs is
 * the one rule of `organizers/ownership.ts`: `runsEvent` for a loaded event, `ownedEventsSql` for lists.
 */
export const { assertCan, can } = definePolicy({
  /** Organizers (and admins) create events; anyone else is refused outright. */
  "event.create": { allow: (actor) => actorHasRole(actor, "organizer"), refuse: "FORBIDDEN" },
  /** The organizer area's event list, editor options and figures: organizers and admins (rows: `ownedEventsSql`). */
  "event.list": { allow: (actor) => actorHasRole(actor, "organizer"), refuse: "FORBIDDEN" },
  /** Feature / unfeature an event on the city pages, list every organizer's events: admins only. */
  "event.feature": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Edit, publish, duplicate, preview, delete, cancel one event: admins any, organizers the events they run; others are told it does not exist. */
  "event.manage": {
    allow: (actor, e: EventOwners) => isAdmin(actor) || (actorHasRole(actor, "organizer") && runsEvent(actor.id, e)),
    refuse: "EVENT_NOT_FOUND",
  },
});
