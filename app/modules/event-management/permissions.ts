import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import type { Actor } from "~/modules/accounts/actor";
import { runsEvent, type EventOwners } from "~/modules/organizers/ownership";
import { organizesFor, type TeamActor } from "~/modules/organizers/team";
import { teamRoleGrants } from "~/modules/organizers/labels";

/**
 * A business owner acting as the organizer of their own venues' events (decision 0014): the owner
 * area's guard loads the places they run into `ownedVenues`. With it, an account without the organizer
 * role creates and edits its own events — only at these venues (`assertVenueInScope`).
 */
export type VenueScopedActor = Actor & { ownedVenues?: readonly string[] };

/** Organizers (and admins), or an owner acting for the venues they run. */
const organizesEvents = (actor: VenueScopedActor & TeamActor) => organizesFor(actor, "events") || (actor.ownedVenues?.length ?? 0) > 0;

/**
 * Who may do what with events in the back office (spec §2.2, §6). Which events an organizer runs is
 * the one rule of `organizers/ownership.ts`: `runsEvent` for a loaded event, `ownedEventsSql` for lists.
 */
export const { assertCan, can } = definePolicy({
  /** Organizers (and admins) create events, owners at their venues; anyone else is refused outright. */
  "event.create": { allow: (actor: VenueScopedActor) => organizesEvents(actor), refuse: "FORBIDDEN" },
  /** The organizer area's event list, editor options and figures: organizers and admins (rows: `ownedEventsSql`). */
  "event.list": { allow: (actor: VenueScopedActor) => organizesEvents(actor), refuse: "FORBIDDEN" },
  /** Feature / unfeature an event on the city pages, list every organizer's events: admins only. */
  "event.feature": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Edit, publish, duplicate, preview, delete, cancel one event: admins any, organizers the events they run; others are told it does not exist. */
  "event.manage": {
    allow: (actor: VenueScopedActor, e: EventOwners) => isAdmin(actor) || (organizesEvents(actor) && runsEvent(actor.id, e)) || teamRoleGrants(e.teamRole, "events"),
    refuse: "EVENT_NOT_FOUND",
  },
});
