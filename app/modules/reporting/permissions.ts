import { isAdmin, isSupport } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { organizesFor } from "~/modules/organizers/team";

/**
 * Who may see which figures (spec §1, §6; decision 0008: booking statistics stay an admin right).
 * Which events an organizer's figures cover is `organizers/ownership.ts`.
 */
export const { assertCan, can } = definePolicy({
  /** The platform's figures and open work (the admin dashboard). */
  "platformFigures.view": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** The audit log (who changed what): admins and support read it (decision 0011); its CSV/Excel export stays admins' (personal data leaves the system). */
  "auditLog.view": { allow: (actor) => isSupport(actor), refuse: "FORBIDDEN" },
  "auditLog.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** The user check: everything that decides what one account may do — support's first page (decision 0011). */
  "userCheck.view": { allow: (actor) => isSupport(actor), refuse: "FORBIDDEN" },
  /** An organizer's figures of the events they run (dashboard, statistics, their export). */
  "organizerFigures.view": { allow: (actor) => organizesFor(actor, "money"), refuse: "FORBIDDEN" },
});
