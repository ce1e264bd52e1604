import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { buttonClass } from "~/ui/button";
import { showToast } from "~/ui/toaster";

/**
 * Sends the booking confirmation with the PDF tickets again: toast 'E-Mail gesendet' or 'E-Mail Fehler'.
 * Posts the page's row intent (`intent`, `id`); the action answers `{ ok, data: { to } }` in the one action shape.
 */
export function ResendConfirmationButton({ bookingId, intent }: { bookingId: string; intent: string }) {
  const fetcher = useFetcher<ActionResult<{ to: string }>>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) showToast({ type: "success", title: "E-Mail gesendet", description: `Die Bestätigung mit Ihren Tickets geht an ${fetcher.data.data?.to}.` });
    else showToast({ type: "error", title: "E-Mail Fehler", description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={bookingId} />
      <button type="submit" className={buttonClass("ghost", "sm")} disabled={fetcher.state !== "idle"}>
        <Mail aria-hidden="true" className="size-4" /> {fetcher.state !== "idle" ? "Wird gesendet …" : "Bestätigung erneut senden"}
      </button>
    </fetcher.Form>
  );
}
