import { z } from "zod";
import { defineList } from "~/lib/list/list-spec";
import { UUID_RE, zRealDate } from "~/lib/input";
import { REFUND_REQUEST_STATUS_LABELS } from "~/modules/ticketing/refund-request-labels";
import { BOOKING_STATUS_LABELS as BOOKING_LABELS, PAYMENT_STATUS_LABELS as PAYMENT_LABELS } from "~/modules/ticketing/labels";

const isoDay = zRealDate;
const uuid = z.string().regex(UUID_RE);

/** URL state of the organizer's bookings list (shared by loader and page). */
export const organizerBookingsList = defineList({
  sortable: ["created", "total", "event", "quantity"],
  defaultSort: "created",
  defaultDir: "desc",
  pageSize: 25,
  filters: {
    event: uuid,
    status: z.enum(["confirmed", "pending", "cancelled"]),
    category: uuid,
    checkedIn: z.enum(["yes", "no"]),
    discount: z.string().trim().min(1).max(40),
    period: z.enum(["today", "7d", "30d", "90d", "365d"]),
    from: isoDay,
    to: isoDay,
  },
});

// the labels of the admin pages too (one map each), looked up by the raw status of a row
export const BOOKING_STATUS_LABELS: Readonly<Record<string, string>> = BOOKING_LABELS;
export const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = PAYMENT_LABELS;
export const REFUND_STATUS_LABELS: Readonly<Record<string, string>> = REFUND_REQUEST_STATUS_LABELS;

export const PERIOD_OPTIONS = [
  { value: "today", label: "Heute" },
  { value: "7d", label: "Letzte 7 Tage" },
  { value: "30d", label: "Letzte 30 Tage" },
  { value: "90d", label: "Letzte 90 Tage" },
  { value: "365d", label: "Letzte 12 Monate" },
];
