import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may do what with business profiles (spec §2.3). */
export const { assertCan, can } = definePolicy({
  /** A business profile's dashboard: its owner and admins; anyone else is told it does not exist. */
  "businessProfile.view": { allow: (actor, b: { ownerId: string | null }) => isAdmin(actor) || b.ownerId === actor.id, refuse: "BUSINESS_NOT_FOUND" },
});
