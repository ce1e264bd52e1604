import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may manage artists and organizer profiles: admins (spec §2.4); the public reads active ones. */
export const { assertCan, can } = definePolicy({
  "artist.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "artist.view": { allow: (actor) => isAdmin(actor), refuse: "ARTIST_NOT_FOUND" },
  "artist.create": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "artist.update": { allow: (actor) => isAdmin(actor), refuse: "ARTIST_NOT_FOUND" },
  "artist.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
