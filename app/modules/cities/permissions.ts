import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may manage cities: admins (spec §2.4); everyone sees the active ones. */
export const { assertCan, can } = definePolicy({
  "city.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "city.view": { allow: (actor) => isAdmin(actor), refuse: "CITY_NOT_FOUND" },
  "city.create": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "city.update": { allow: (actor) => isAdmin(actor), refuse: "CITY_NOT_FOUND" },
  "city.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
