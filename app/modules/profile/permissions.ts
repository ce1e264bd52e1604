import { actorHasRole, isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may do what with one's own account and with organizer requests (spec §6). */
export const { assertCan, can } = definePolicy({
  /** Users who are not organizers yet ask to become one. */
  "organizerRequest.create": { allow: (actor) => !actorHasRole(actor, "organizer"), refuse: "ALREADY_ORGANIZER" },
  "organizerRequest.review": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Every user's requests (the admin's list). */
  "organizerRequest.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** One's own account only (export, erase, profile). */
  "account.manage": { allow: (actor, account: { id: string }) => account.id === actor.id },
});
