import { z } from "zod";
import { cityIdField } from "~/modules/cities/city-field";
import { parseGermanDate } from "~/lib/date-input";
import { defineEnum } from "~/lib/enum";
import { zRealDate } from "~/lib/input";
import { statsQuerySchema } from "~/modules/reporting/organizer-stats-params";

/** /admin/analytics query: a period (preset or from/to, Berlin days) and a city ('' = all cities). Bad values fall back. */
const day = z.preprocess((v) => (typeof v === "string" ? (parseGermanDate(v) ?? v) : v), zRealDate).optional().catch(undefined);

export const analyticsQuerySchema = statsQuerySchema.omit({ event: true }).extend({
  city: cityIdField().optional().catch(undefined),
  /** yyyy-MM-dd, or what was typed without JavaScript (TT.MM.JJJJ) */
  from: day,
  to: day,
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** What the outbox delivers (schema `outbox_kind`), for the delivery figures. */
export const OUTBOX_KIND = defineEnum({
  email: { label: "E-Mail" },
  notification: { label: "Benachrichtigung" },
  push: { label: "Push" },
  webhook: { label: "Webhook" },
});
