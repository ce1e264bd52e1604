import type { Route } from "./+types/stripe-webhook";
import { isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";

/** Stripe webhook endpoint: signature checked with STRIPE_WEBHOOK_SECRET, each event applied once. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const body = await request.text();
  try {
    const outcome = await handleStripeWebhook(body, request.headers.get("stripe-signature"));
    return Response.json({ received: true, ...outcome });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.userMessage }, { status: error.status });
    logger.error({ err: error }, "Stripe-Webhook fehlgeschlagen");
    // 500 → Stripe retries later; nothing was committed
    return Response.json({ error: "Webhook konnte nicht verarbeitet werden" }, { status: 500 });
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405 });
}
