/** German labels of booking states, the same on every page that shows them (client-safe). */

export type BookingStatus = "pending" | "confirmed" | "cancelled";
export type PaymentStatus = "pending" | "completed" | "failed" | "expired" | "refunded" | "partially_refunded";

/** Status badge of a booking in the back office (admin and organizer lists and details). */
export const BOOKING_STATUS_BADGE: Record<BookingStatus, { tone: "success" | "warning" | "neutral"; label: string }> = {
  confirmed: { tone: "success", label: "Bestätigt" },
  pending: { tone: "warning", label: "Ausstehend" },
  cancelled: { tone: "neutral", label: "Storniert" },
};

/** "Zahlung …" of a booking's payment state. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "offen",
  completed: "bezahlt",
  failed: "fehlgeschlagen",
  expired: "abgelaufen",
  refunded: "erstattet",
  partially_refunded: "teilweise erstattet",
};
