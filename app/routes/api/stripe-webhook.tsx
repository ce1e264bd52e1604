import type { Route } from "./+types/stripe-webhook";
import { AppError } from "~/lib/app-error";
import { apiUseCase } from "~/lib/route-helpers.server";
import { handleStripeWebhook } from "~/modules/ticketing/stripe-webhook.server";

/**
 * Stripe webhook endpoint: signature checked with STRIPE_WEBHOOK_SECRET, each event applied once.
 * An unexpected failure answers 500 (Stripe retries later; nothing was committed).
 */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    if (request.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED");
    const outcome = await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
    return { received: true, ...outcome };
  });
}

export function loader() {
  return apiUseCase(() => {
    throw new AppError("METHOD_NOT_ALLOWED");
  });
}
