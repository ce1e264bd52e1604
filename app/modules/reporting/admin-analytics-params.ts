import { z } from "zod";
import { CITY_IDS } from "~/lib/cities";
import { defineEnum } from "~/lib/enum";
import { statsQuerySchema } from "~/modules/reporting/organizer-stats-params";

/** /admin/analytics query: a period (preset or from/to, Berlin days) and a city ('' = all cities). Bad values fall back. */
export const analyticsQuerySchema = statsQuerySchema.omit({ event: true }).extend({
  city: z.enum(CITY_IDS).optional().catch(undefined),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** What the outbox delivers (schema `outbox_kind`), for the delivery figures. */
export const OUTBOX_KIND = defineEnum({
  email: { label: "E-Mail" },
  notification: { label: "Benachrichtigung" },
  push: { label: "Push" },
  webhook: { label: "Webhook" },
});
