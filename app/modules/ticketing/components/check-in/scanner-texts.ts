import { formatTime } from "~/lib/format";
import { NOUNS, plural } from "~/lib/plural";

/** The scanner's notes with a count, in the right number (plural helper). */
export const offlineCacheNote = (count: number, syncedAt: Date | string) => `${plural(count, NOUNS.offlineTicket)} (${formatTime(syncedAt)} Uhr)`;

export const uploadedScansNote = (uploaded: number, conflicts: number) =>
  `${plural(uploaded, NOUNS.uploadedOfflineScan)}${conflicts ? `, ${plural(conflicts, NOUNS.conflict)}` : ""}.`;
