import { actorHasRole, isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { runsOrganizerProfile } from "~/modules/organizers/ownership";

/** Who may do what with an organizer's own profile, settings and plan (spec §9). */
export const { assertCan, can } = definePolicy({
  /** The settings page, saving the public profile, starting an upgrade: organizers (and admins), on their own profile. */
  "organizerProfile.manage": { allow: (actor) => actorHasRole(actor, "organizer"), refuse: "FORBIDDEN" },
  /** The admin's organizer list, its export and its flags (verified, active): admins (spec §2.4). */
  "organizer.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "organizer.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "organizer.moderate": { allow: (actor) => isAdmin(actor), refuse: "ORGANIZER_NOT_FOUND" },
  /** See and pay a plan order: only the account that runs the ordering profile; anyone else is told it does not exist. */
  "planOrder.pay": {
    allow: (actor, o: { organizerUserId: string | null }) => actorHasRole(actor, "organizer") && runsOrganizerProfile(actor.id, o),
    refuse: "PLAN_ORDER_NOT_FOUND",
  },
});
