/** German labels of booking states, the same on every page that shows them (client-safe). */

export type BookingStatus = "pending" | "confirmed" | "cancelled";
export type PaymentStatus = "pending" | "completed" | "failed" | "expired" | "refunded" | "partially_refunded";

/** Status badge of a booking in the back office (admin and organizer lists and details). */
export const BOOKING_STATUS_BADGE: Record<BookingStatus, { tone: "success" | "warning" | "neutral"; label: string }> = {
  confirmed: { tone: "success", label: "Bestätigt" },
  pending: { tone: "warning", label: "Ausstehend" },
  cancelled: { tone: "neutral", label: "Storniert" },
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: BOOKING_STATUS_BADGE.confirmed.label,
  pending: BOOKING_STATUS_BADGE.pending.label,
  cancelled: BOOKING_STATUS_BADGE.cancelled.label,
};

/** A booking's payment state (inside a sentence, lower case: "Zahlung bezahlt"). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: "Bezahlt",
  pending: "Offen",
  failed: "Fehlgeschlagen",
  expired: "Abgelaufen",
  refunded: "Erstattet",
  partially_refunded: "Teilweise erstattet",
};
