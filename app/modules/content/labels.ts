import { defineEnum } from "~/lib/enum";

/** German labels of content enums (client-safe). */

export const CONTACT_REASONS = ["general", "event", "technical", "booking", "press", "partnership", "other"] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** Contact reasons as shown (spec §3 "Contact form"). */
export const CONTACT_REASON_LABELS: Record<ContactReason, string> = {
  general: "Allgemeine Anfrage",
  event: "Frage zu einem Event",
  technical: "Technisches Problem",
  booking: "Buchung & Tickets",
  press: "Presse",
  partnership: "Partnerschaft & Kooperation",
  other: "Sonstiges",
};

export const RAFFLE_DIFFICULTY_LABELS = { einfach: "Einfach", mittel: "Mittel", schwer: "Schwer" } as const;
export type RaffleDifficulty = keyof typeof RAFFLE_DIFFICULTY_LABELS;

export const JOB_TYPE_LABELS = { vollzeit: "Vollzeit", teilzeit: "Teilzeit", teilzeit_vollzeit: "Teilzeit/Vollzeit" } as const;
export type JobType = keyof typeof JOB_TYPE_LABELS;

export type RaffleStatus = "active" | "ending_soon" | "ended" | "upcoming";
export const RAFFLE_STATUS_LABELS: Record<RaffleStatus, string> = {
  active: "Aktiv",
  ending_soon: "Endet bald",
  ended: "Beendet",
  upcoming: "Startet bald",
};

export type BlogPostStatus = "draft" | "published" | "archived";
/** Status badge of a blog post, the same in the admin and organizer lists: [label, badge classes]. */
export const BLOG_STATUS_BADGE: Record<BlogPostStatus, readonly [label: string, tone: string]> = {
  published: ["Veröffentlicht", "bg-[#dcfae6] text-success"],
  draft: ["Entwurf", "bg-sand text-ink"],
  archived: ["Archiviert", "bg-sand text-muted"],
};

/** The status of a blog post (client-safe): values, German labels and badge tones, for filters and `<EnumBadge>`. */
export const BLOG_STATUS = defineEnum({
  draft: { label: "Entwurf", tone: "neutral" },
  published: { label: "Veröffentlicht", tone: "success" },
  archived: { label: "Archiviert", tone: "neutral" },
});
