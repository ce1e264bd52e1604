import { z } from "zod";
import { UUID_RE } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { BOOKING_STATUS, SALES_CHANNEL } from "~/modules/ticketing/labels";

const uuid = z.string().regex(UUID_RE);

/** The period filter of the bookings list (booked within the last n days, or today in Berlin). */
export const BOOKING_PERIOD = ["today", "7d", "30d", "90d", "365d"] as const;
export type BookingPeriod = (typeof BOOKING_PERIOD)[number];

/**
 * URL state of the bookings list — the organizer's bookings and the admin's (one query serves both).
 * The date range (`from`/`to`) is on the booking day.
 */
export const bookingsList = defineList({
  sortable: ["created", "total", "event", "quantity"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 25,
  dateRange: true,
  filters: {
    event: uuid,
    status: BOOKING_STATUS.schema,
    category: uuid,
    checkedIn: z.enum(["yes", "no"]),
    discount: z.string().trim().min(1).max(40),
    period: z.enum(BOOKING_PERIOD),
    channel: SALES_CHANNEL.schema,
  },
});
export type BookingsListParams = ListParams<(typeof bookingsList.sortable)[number], NonNullable<typeof bookingsList.filters>>;

export const PERIOD_OPTIONS: Array<{ value: BookingPeriod; label: string }> = [
  { value: "today", label: "Heute" },
  { value: "7d", label: "Letzte 7 Tage" },
  { value: "30d", label: "Letzte 30 Tage" },
  { value: "90d", label: "Letzte 90 Tage" },
  { value: "365d", label: "Letzte 12 Monate" },
];
