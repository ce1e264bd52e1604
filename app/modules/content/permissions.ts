import { actorHasRole, isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/** Who may write and edit blog articles (spec §2.2, §2.4). */
export const { assertCan, can } = definePolicy({
  "blogPost.create": { allow: (actor) => actorHasRole(actor, "organizer"), refuse: "FORBIDDEN" },
  /** Admins edit every article, organizers their own. */
  "blogPost.update": {
    allow: (actor, post: { authorId: string | null }) => isAdmin(actor) || (actor.role === "organizer" && post.authorId === actor.id),
    refuse: "BLOG_EDIT_FORBIDDEN",
  },
});
