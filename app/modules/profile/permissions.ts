import { actorHasRole, isAdmin, isSupport } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may do what with one's own account, other people's accounts (the admin's users pages) and organizer requests (spec §6). */
export const { assertCan, can } = definePolicy({
  /** Users who are not organizers yet ask to become one. */
  "organizerRequest.create": { allow: (actor) => !actorHasRole(actor, "organizer"), refuse: "ALREADY_ORGANIZER" },
  "organizerRequest.review": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Every user's requests (the admin's list). */
  "organizerRequest.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** One's own account only (export, erase, profile). */
  "account.manage": { allow: (actor, account: { id: string }) => account.id === actor.id },
  /**
   * Other people's accounts (issue 23, decision 0011): admins may everything; support reads the list
   * and an account's page and helps the owner (a reset mail, ending sessions) — it never decides
   * (roles, bans, deletion, impersonation, exports of personal data, creating accounts).
   */
  "user.list": { allow: (actor) => isSupport(actor), refuse: "FORBIDDEN" },
  "user.view": { allow: (actor) => isSupport(actor), refuse: "USER_NOT_FOUND" },
  "user.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.create": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.update": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.setRole": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.ban": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.delete": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "user.impersonate": {
    allow: (actor) => isAdmin(actor) && !actor.impersonatedBy,
    refuse: "FORBIDDEN",
  },
  "user.revokeSessions": {
    allow: (actor) => isSupport(actor),
    refuse: "FORBIDDEN",
  },
  "user.sendPasswordReset": {
    allow: (actor) => isSupport(actor),
    refuse: "FORBIDDEN",
  },
});
