import { isAdmin } from "~/modules/accounts/actor";
import { definePolicy } from "~/modules/accounts/define-policy";

/**
 * Who may do what with favorites, notifications and their settings (spec §7, §9). Each is the actor's
 * own: any signed-in user, and every statement is scoped to `user_id = actor.id`, so another user's
 * notification or subscription does not exist for them (NOTIFICATION_NOT_FOUND).
 */
export const { assertCan, can } = definePolicy({
  "favorite.set": { allow: () => true },
  "notification.manage": { allow: () => true },
  "notificationSettings.update": { allow: () => true },
  "pushSubscription.manage": { allow: () => true },
  /** Notifications to many users at once (`/admin/notifications`): compose, schedule, cancel, history — admins only. */
  "broadcast.manage": { allow: (actor) => isAdmin(actor) },
});
