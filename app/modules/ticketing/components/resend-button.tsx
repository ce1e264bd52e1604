import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { showToast } from "~/ui/toaster";

type Result = { ok: true; intent: "resend"; to: string } | { ok: false; message: string };

/** Sends the booking confirmation with the PDF tickets again: toast 'E-Mail gesendet' or 'E-Mail Fehler'. */
export function ResendConfirmationButton({ bookingId }: { bookingId: string }) {
  const fetcher = useFetcher<Result>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) showToast({ type: "success", title: "E-Mail gesendet", description: `Die Bestätigung mit Ihren Tickets geht an ${fetcher.data.to}.` });
    else showToast({ type: "error", title: "E-Mail Fehler", description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="bookingId" value={bookingId} />
      <button type="submit" className={buttonClass("ghost", "sm")} disabled={fetcher.state !== "idle"}>
        <Mail aria-hidden="true" className="size-4" /> {fetcher.state !== "idle" ? "Wird gesendet …" : "Bestätigung erneut senden"}
      </button>
    </fetcher.Form>
  );
}
