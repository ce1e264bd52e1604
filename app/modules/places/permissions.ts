import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may do what with places and business profiles (spec §2.3, §2.4). */
export const { assertCan, can } = definePolicy({
  /** A business profile's dashboard: its owner and admins; anyone else is told it does not exist. */
  "businessProfile.view": { allow: (actor, b: { ownerId: string | null }) => isAdmin(actor) || b.ownerId === actor.id, refuse: "BUSINESS_NOT_FOUND" },
  /** The admin's locations and places (spec §2.4): lists, export, form, managers. */
  "place.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "place.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "place.view": { allow: (actor) => isAdmin(actor), refuse: "PLACE_NOT_FOUND" },
  "place.create": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "place.update": { allow: (actor) => isAdmin(actor), refuse: "PLACE_NOT_FOUND" },
  "place.manageManagers": { allow: (actor) => isAdmin(actor), refuse: "PLACE_NOT_FOUND" },
  /** Business-owner registrations and the admin's business profiles (decision 0013). */
  "businessRegistration.submit": { allow: () => true, refuse: "FORBIDDEN" },
  "businessRegistration.review": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "businessProfile.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "businessProfile.save": { allow: (actor) => isAdmin(actor), refuse: "BUSINESS_NOT_FOUND" },
  /** A business owner's own places (spec §2.3): `runs` — the actor manages the place or owns its business profile (owner-scope). */
  "place.ownerUpdate": { allow: (actor, p: { runs: boolean }) => isAdmin(actor) || p.runs, refuse: "PLACE_NOT_FOUND" },
  /** The team of a place: admins, and its own managers for their own place (invite, remove co-managers). */
  "place.manageTeam": { allow: (actor, p: { runs: boolean }) => isAdmin(actor) || p.runs, refuse: "PLACE_NOT_FOUND" },
});
