import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { planUsage } from "~/modules/organizers/assert-within-plan.server";
import { assertCan } from "~/modules/organizers/permissions";
import { PLANS } from "~/modules/organizers/plans";
import { findOwnOrganizer, type OrganizerActor } from "~/modules/organizers/scope.server";

/** The settings page: the public profile, the sales notification choice and the plans. */
export async function getOrganizerSettingsView(actor: OrganizerActor) {
  assertCan(actor, "organizerProfile.manage");
  const [organizer, usage] = await Promise.all([findOwnOrganizer(db, actor), planUsage(db, actor)]);
  return {
    profile: {
      name: organizer?.name ?? actor.displayName ?? "",
      description: organizer?.description ?? "",
      website: organizer?.website ?? "",
      email: organizer?.email ?? actor.email,
      phone: organizer?.phone ?? "",
      instagram: organizer?.socialMedia?.instagram ?? "",
      facebook: organizer?.socialMedia?.facebook ?? "",
      salesNotifications: organizer?.salesNotifications ?? "each",
    },
    publicHref: organizer ? `/${organizer.cityId ?? DEFAULT_CITY}/organizers/${organizer.slug}` : null,
    /** Sales mails go to the account, not to the public contact address. */
    salesMailTo: actor.email,
    currentPlan: usage.plan.id,
    planValidUntil: organizer?.planValidUntil?.toISOString() ?? null,
    publishedThisMonth: usage.publishedThisMonth,
    plans: Object.values(PLANS),
  };
}
