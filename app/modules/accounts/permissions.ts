import { isAdmin, isSupport } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/**
 * Who may manage other people's accounts (issue 23, decision 0011). Admins may everything; support
 * reads the list and an account's page and helps the owner (a reset mail, ending sessions) — it
 * never decides (roles, bans, deletion, impersonation, exports of personal data, creating accounts).
 * What an actor may not see does not exist for them (NOT_FOUND); whole-page actions are FORBIDDEN.
 */
export const { assertCan, can } = definePolicy({
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
