import type { Actor } from "~/modules/accounts/actor";
import { cancelBookingForGuest } from "~/modules/refunds/cancel-booking-for-guest.server";
import { decideRefundRequest } from "~/modules/refunds/decide-refund-request.server";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { resendTicketEmail } from "~/modules/ticketing/resend-ticket-email.server";

/**
 * The use cases behind the booking detail page's intents (components/booking-detail.tsx), the same for
 * admins and organizers: each checks what the actor may do itself (another organizer's booking or
 * request does not exist for them). The route passes them to `runIntents`.
 */
export function bookingDetailActions(actor: Actor, bookingId: string) {
  return {
    resend: async () => {
      await resendTicketEmail({ actor, bookingId });
    },
    cancel: ({ input }: { input: { reason: string } }) => cancelBookingForGuest({ actor, bookingId, reason: input.reason }),
    approve: ({ id, input }: { id: string; input: { response?: string } }) => decideRefundRequest({ actor, requestId: id, decision: "approved", response: input.response }),
    reject: ({ id, input }: { id: string; input: { response?: string } }) => decideRefundRequest({ actor, requestId: id, decision: "rejected", response: input.response }),
    process: ({ id }: { id: string }) => processRefund({ actor, requestId: id }),
  };
}
