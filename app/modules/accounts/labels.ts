import { defineEnum } from "~/lib/enum";
import { ROLE_LABELS, ROLES } from "~/modules/accounts/roles";

/** The four roles of decision 0011 as an enum (select, filter, badge); labels from ROLE_LABELS. */
export const ROLE = defineEnum({
  admin: { label: ROLE_LABELS.admin, tone: "danger" },
  support: { label: ROLE_LABELS.support, tone: "accent" },
  organizer: { label: ROLE_LABELS.organizer, tone: "primary" },
  user: { label: ROLE_LABELS.user, tone: "neutral" },
} satisfies Record<(typeof ROLES)[number], { label: string; tone: "danger" | "accent" | "primary" | "neutral" }>);

/** Shown beside an account whose address is in ADMIN_EMAILS (spec §6, decision 0011). */
export const FIXED_ADMIN_LABEL = "fest (ADMIN_EMAILS)";
