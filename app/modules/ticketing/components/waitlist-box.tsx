import { Hourglass, Ticket } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/format";
import { useViewer } from "~/lib/use-viewer";
import { holdHoursText } from "~/modules/ticketing/waitlist";
import { buttonClass } from "~/ui/button";

type State = { status: "waiting"; position: number } | { status: "offered"; offerId: string; offerExpiresAt: string; position: number } | null;

/**
 * The waiting list in the booking box of a sold-out event (issue 26): join ('Auf die Warteliste'),
 * the place in line ('Sie sind Nr. 3'), an offer with its reservation and the link to book it, and
 * leaving in one click. Asks for the visitor's state after hydration (the event page is cached for all).
 * Shown only while the list takes entries (the organizer switched it on; the rule in waitlist.server.ts).
 */
export function WaitlistBox({ eventId, holdHours, checkoutHref, authHref }: { eventId: string; holdHours: number; checkoutHref: string; authHref: string }) {
  const viewer = useViewer();
  const url = `/api/events/${eventId}/waitlist`;
  const [state, setState] = useState<State | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const r = await fetch(url, { credentials: "same-origin" });
    const body = (await r.json().catch(() => null)) as { state?: State } | null;
    setState(r.ok ? (body?.state ?? null) : null);
  }, [url]);

  useEffect(() => {
    if (viewer) void load();
  }, [viewer, load]);

  const post = async (intent: "join" | "leave") => {
    setBusy(true);
    setError(null);
    try {
      const r = await fetch(url, { method: "POST", credentials: "same-origin", body: new URLSearchParams({ intent }) });
      if (!r.ok) {
        const body = (await r.json().catch(() => null)) as { message?: string } | null;
        setError(body?.message ?? "Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.");
      }
      await load();
    } finally {
      setBusy(false);
    }
  };

  if (!viewer) {
    return (
      <div className="grid gap-2" data-testid="waitlist">
        <p className="text-sm text-muted">Melden Sie sich an, um sich auf die Warteliste zu setzen. Wird ein Platz frei, reservieren wir ihn {holdHoursText(holdHours)} lang für Sie.</p>
        <Link to={authHref} className={buttonClass("outline", "lg")}>
          <Hourglass aria-hidden="true" className="size-5" /> Auf die Warteliste
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-2" data-testid="waitlist">
      {state?.status === "offered" ? (
        <>
          <p className="rounded-xl bg-primary/10 px-4 py-3 text-sm font-semibold text-ink" role="status">
            Ein Platz ist für Sie frei! Er ist bis {formatDateTime(state.offerExpiresAt)} für Sie reserviert.
          </p>
          <Link to={`${checkoutHref}?offer=${state.offerId}`} className={buttonClass("primary", "lg")}>
            <Ticket aria-hidden="true" className="size-5" /> Reservierten Platz buchen
          </Link>
          <button type="button" disabled={busy} onClick={() => void post("leave")} className={buttonClass("ghost", "md")}>
            Angebot ablehnen
          </button>
        </>
      ) : state?.status === "waiting" ? (
        <>
          <p className="rounded-xl bg-sand px-4 py-3 text-sm font-semibold" role="status">
            Sie stehen auf der Warteliste. Sie sind Nr. {state.position}.
          </p>
          <button type="button" disabled={busy} onClick={() => void post("leave")} className={buttonClass("outline", "md")}>
            Warteliste verlassen
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">Wird ein Platz frei, reservieren wir ihn {holdHoursText(holdHours)} lang für die erste Person auf der Warteliste.</p>
          <button type="button" disabled={busy || state === undefined} onClick={() => void post("join")} className={buttonClass("outline", "lg")}>
            <Hourglass aria-hidden="true" className="size-5" /> Auf die Warteliste
          </button>
        </>
      )}
      {error ? (
        <p className="text-sm font-semibold text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
