import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";
import { organizesFor } from "~/modules/organizers/team";

/** Who may write and edit blog articles and take part in raffles (spec §2.2, §2.4, §7). */
export const { assertCan, can } = definePolicy({
  /** Organizers (and admins) write articles; their back-office list shows their own. */
  "blogPost.create": { allow: (actor) => organizesFor(actor, "events"), refuse: "FORBIDDEN" },
  /** Every article of the platform, drafts included (the admin's list). */
  "blogPost.listAll": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Admins edit every article, organizers their own. */
  "blogPost.update": {
    allow: (actor, post: { authorId: string | null }) => isAdmin(actor) || (actor.role === "organizer" && post.authorId === actor.id),
    refuse: "BLOG_EDIT_FORBIDDEN",
  },
  /** Any signed-in user reports a published article to the admins (rate-limited in the use case). */
  "blogPost.report": { allow: () => true },
  /** The public community page's texts (/admin/community). */
  "communityPage.edit": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** The platform's cities (/admin/cities): admins manage them (spec §2.4); everyone sees the active ones. */
  "city.list": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "city.view": { allow: (actor) => isAdmin(actor), refuse: "CITY_NOT_FOUND" },
  "city.create": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  "city.update": { allow: (actor) => isAdmin(actor), refuse: "CITY_NOT_FOUND" },
  "city.export": { allow: (actor) => isAdmin(actor), refuse: "FORBIDDEN" },
  /** Any signed-in user enters a running raffle (once: a unique index). */
  "raffle.enter": { allow: () => true },
});
