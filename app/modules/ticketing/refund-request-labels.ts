/** German labels of refund request states, the same on every back-office page (client-safe). */

export type RefundRequestStatus = "pending" | "approved" | "rejected";

export const REFUND_REQUEST_STATUS_BADGE: Record<RefundRequestStatus, { tone: "warning" | "success" | "danger"; label: string }> = {
  pending: { label: "Offen", tone: "warning" },
  approved: { label: "Genehmigt", tone: "success" },
  rejected: { label: "Abgelehnt", tone: "danger" },
};

export const REFUND_REQUEST_STATUS_LABELS: Record<RefundRequestStatus, string> = {
  pending: REFUND_REQUEST_STATUS_BADGE.pending.label,
  approved: REFUND_REQUEST_STATUS_BADGE.approved.label,
  rejected: REFUND_REQUEST_STATUS_BADGE.rejected.label,
};
