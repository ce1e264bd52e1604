import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import type { TeamRole } from "~/modules/organizers/labels";
import { runsOrganizerProfile } from "~/modules/organizers/ownership";
import { organizesFor } from "~/modules/organizers/team";

/** What is filed under an organizer profile, as the policy sees it: the account that runs the profile. */
type ProfileResource = { organizerUserId: string | null; teamRole?: TeamRole | null };

/** Who may do what with the organizer's integrations: webhooks, API tokens, the iCal feed (spec §9). */
export const { assertCan, can } = definePolicy({
  /** The integrations page and adding an endpoint or a token (filed under the actor's own profile). */
  "integration.manage": { allow: (actor) => organizesFor(actor, "admin"), refuse: "FORBIDDEN" },
  /** Switch, test or delete an endpoint: admins any, organizers those of a profile they run. */
  "webhook.manage": {
    allow: (actor, w: ProfileResource) => isAdmin(actor) || (organizesFor(actor, "admin") && runsOrganizerProfile(actor.id, w, "admin")),
    refuse: "WEBHOOK_NOT_FOUND",
  },
  /** Revoke a token: admins any, organizers those of a profile they run. */
  "apiToken.revoke": {
    allow: (actor, t: ProfileResource) => isAdmin(actor) || (organizesFor(actor, "admin") && runsOrganizerProfile(actor.id, t, "admin")),
    refuse: "API_TOKEN_NOT_FOUND",
  },
});
