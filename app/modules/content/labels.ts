import { z } from "zod";
import { defineEnum, type EnumValue } from "~/lib/enum";
import { defineList, type ListParams } from "~/lib/list/list-spec";

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

/** The states of a blog post, defined once (admin and organizer lists, filters, badges). */
export const BLOG_STATUS = defineEnum({
  published: { label: "Veröffentlicht", tone: "success" },
  draft: { label: "Entwurf", tone: "neutral" },
  archived: { label: "Archiviert", tone: "neutral" },
});
export type BlogPostStatus = EnumValue<typeof BLOG_STATUS>;

/** What both article lists (admin, organizer) share in their table: a row per article, searched by title and excerpt. */
export const BLOG_TABLE = {
  rowId: (p: { id: string }) => p.id,
  rowLabel: (p: { title: string }) => p.title,
  search: { label: "Suche", placeholder: "Titel oder Kurzbeschreibung" },
};

/** URL state of the admin's list of every article: search (title, excerpt), status, featured; newest first. */
export const adminBlogList = defineList({
  sortable: ["date", "title", "views"],
  defaultSort: "date",
  defaultDir: "desc",
  filters: { status: BLOG_STATUS.schema, featured: z.enum(["yes", "no"]) },
});
export type AdminBlogListParams = ListParams<(typeof adminBlogList.sortable)[number], NonNullable<typeof adminBlogList.filters>>;
