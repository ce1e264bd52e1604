import { defineEnum, type EnumValue } from "~/lib/enum";

/** The states of a refund request, defined once: values, German labels, badge tones (client-safe). */
export const REFUND_REQUEST_STATUS = defineEnum({
  pending: { label: "Offen", tone: "warning" },
  approved: { label: "Genehmigt", tone: "success" },
  rejected: { label: "Abgelehnt", tone: "danger" },
});
export type RefundRequestStatus = EnumValue<typeof REFUND_REQUEST_STATUS>;
