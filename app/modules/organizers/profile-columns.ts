import type { OrganizerProfileValues } from "~/modules/organizers/validation";

/** An organizer profile's columns as the admin's form and the bulk import write them. */
export function organizerProfileColumns(v: OrganizerProfileValues) {
  return {
    name: v.name,
    description: v.description ?? "",
    cityId: v.cityId ?? null,
    website: v.website ?? null,
    email: v.email ?? null,
    phone: v.phone || null,
    socialMedia: Object.fromEntries(Object.entries({ instagram: v.instagram, facebook: v.facebook }).filter(([, x]) => x)) as Record<string, string>,
    isVerified: v.isVerified,
    isActive: v.isActive,
  };
}
