import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { runsOrganizerProfile } from "~/modules/organizers/ownership";
import { organizesFor } from "~/modules/organizers/team";
import type { TeamRole } from "~/modules/organizers/team-roles";

/** Who may do what with an organizer's own profile, settings and plan (spec §9). */
export const { assertCan, can } = definePolicy({
  /** The settings page, saving the public profile, starting an upgrade: organizers (and admins), on their own profile. */
  "organizerProfile.manage": { allow: (actor) => organizesFor(actor, "admin"), refuse: "FORBIDDEN" },
  /** The team of an organizer profile (issue 26): its own account and its Verwaltung members, and admins. */
  "team.manage": {
    allow: (actor, p: { organizerUserId: string | null; teamRole: TeamRole | null }) => isAdmin(actor) || runsOrganizerProfile(actor.id, p, "admin"),
    refuse: "ORGANIZER_NOT_FOUND",
  },
  /** The admin's organizer list, its export and its flags (verified, active): admins (spec §2.4). */
  "organizer.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "organizer.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "organizer.moderate": { allow: (actor) => isAdmin(actor), refuse: "ORGANIZER_NOT_FOUND" },
  /** See and pay a plan order: only the account that runs the ordering profile; anyone else is told it does not exist. */
  "planOrder.pay": {
    allow: (actor, o: { organizerUserId: string | null; teamRole?: TeamRole | null }) => organizesFor(actor, "admin") && runsOrganizerProfile(actor.id, o, "admin"),
    refuse: "PLAN_ORDER_NOT_FOUND",
  },
});
