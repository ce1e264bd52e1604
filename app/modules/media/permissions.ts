import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/**
 * Who may store an image: any signed-in actor, for what the calling use case already allowed (an
 * event's picture, an artist's portrait — their own policies decide whose); anonymous visitors are
 * refused (UNAUTHENTICATED). The stored image is recorded with the actor as its owner.
 * The media library (every stored item: alt text, replace, delete) is the admins' (spec §2.4).
 */
export const { assertCan, can } = definePolicy({
  "image.upload": { allow: () => true, refuse: "FORBIDDEN" },
  "media.manage": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
});
