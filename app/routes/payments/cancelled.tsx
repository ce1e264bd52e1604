import type { Route } from "./+types/cancelled";
import { redirectWithToast } from "~/lib/toast.server";
import { requireUser } from "~/auth-edge/guards.server";
import { abandonPayment } from "~/modules/ticketing/abandon-payment.server";
import { pageUrl } from "~/lib/page-url.server";

/** Stripe's cancel_url: the buyer left the payment page — free the held seats at once. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const result = await abandonPayment({ actor: viewer, bookingId: pageUrl(request).searchParams.get("booking") ?? "" });
  if (!result.found) return redirectWithToast("/", { type: "error", title: "Buchung nicht gefunden" });
  return redirectWithToast(result.ticketsHref ?? "/", { type: "info", title: "Zahlung abgebrochen", description: "Ihre reservierten Plätze wurden wieder freigegeben." });
}
