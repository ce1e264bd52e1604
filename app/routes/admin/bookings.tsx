import { Search, Ticket } from "lucide-react";
import { Form, Link } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import { z } from "zod";
import type { Route } from "./+types/bookings";
import { admin, pageTitle } from "~/registry";
import { cn } from "~/lib/cn";
import { formatDateTime, formatMoney } from "~/lib/format";
import { requireRole } from "~/auth-edge/guards.server";
import { BOOKING_STATUS_BADGE } from "~/modules/ticketing/labels";
import { ADMIN_PAGE_SIZE, listBookingsForAdmin } from "~/modules/ticketing/queries.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { controlClass } from "~/ui/form-field";
import { pageUrl } from "~/lib/page-url.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { zPageNumber } from "~/lib/input";
import { ScrollRegion } from "~/ui/scroll-region";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.bookings) }];

const FILTERS = [
  ["", "Alle"],
  ["confirmed", "Bestätigt"],
  ["pending", "Ausstehend"],
  ["cancelled", "Storniert"],
] as const;

const paramsSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(["pending", "confirmed", "cancelled"]).optional().catch(undefined),
  page: zPageNumber().catch(1),
});

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const params = paramsSchema.parse(Object.fromEntries(pageUrl(request).searchParams));
  const { rows, total } = await listBookingsForAdmin(actor, { q: params.q || undefined, status: params.status, page: params.page });
  return {
    q: params.q ?? "",
    status: params.status ?? "",
    page: params.page,
    pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    total,
    bookings: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      eventStart: r.eventStart?.toISOString() ?? null,
    })),
  };
}

export default function AdminBookingsPage({ loaderData: d }: Route.ComponentProps) {
  const href = (changes: Record<string, string | number>) => {
    const p = new URLSearchParams();
    const next = { q: d.q, status: d.status, page: 1, ...changes };
    for (const [k, v] of Object.entries(next)) if (v !== "" && !(k === "page" && v === 1)) p.set(k, String(v));
    const s = p.toString();
    return s ? `?${s}` : "?";
  };
  return (
    <div>
      <BackOfficeHeader eyebrow="Verkauf" title="Buchungen">
        {plural(d.total, NOUNS.booking)} · neueste zuerst
      </BackOfficeHeader>
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-2" role="search">
        {d.status ? <input type="hidden" name="status" value={d.status} /> : null}
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="booking-search" className="text-sm font-semibold">
            Suche nach Buchungsnummer, E-Mail oder Event
          </label>
          <input id="booking-search" name="q" defaultValue={d.q} className={controlClass} maxLength={100} />
        </div>
        <button type="submit" className={buttonClass("secondary", "md")}>
          <Search aria-hidden="true" className="size-4" /> Suchen
        </button>
      </Form>
      <nav aria-label="Status filtern" className="mt-4 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <Link
            key={key || "all"}
            to={href({ status: key })}
            aria-current={d.status === key ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
              d.status === key ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink/40",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {d.bookings.length === 0 ? (
        <EmptyState className="mt-8" icon={<Ticket className="size-10" />} title="Keine Buchungen gefunden">
          {d.q ? "Versuchen Sie eine andere Suche." : "Sobald Tickets gebucht werden, erscheinen sie hier."}
        </EmptyState>
      ) : (
        <ScrollRegion label="Buchungen" className="mt-6 rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-line bg-sand/60 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">Buchung</th>
                <th scope="col" className="px-4 py-3">Event</th>
                <th scope="col" className="px-4 py-3">Kund:in</th>
                <th scope="col" className="px-4 py-3 text-right">Betrag</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Gebucht</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {d.bookings.map((b) => (
                <tr key={b.id} className="hover:bg-sand/40">
                  <td className="px-4 py-3">
                    <Link to={`/admin/bookings/${b.id}`} className="font-mono font-semibold whitespace-nowrap text-primary-strong underline">
                      {b.reference}
                    </Link>
                    <div className="text-xs text-muted">
                      {b.quantity} {b.quantity === 1 ? "Ticket" : "Tickets"}
                    </div>
                  </td>
                  <td className="px-4 py-3">
                    {b.eventTitle ?? <span className="text-muted">Event-Daten nicht verfügbar</span>}
                    {b.eventStart ? <div className="text-xs text-muted">{formatDateTime(b.eventStart)}</div> : null}
                  </td>
                  <td className="px-4 py-3">{b.userEmail ?? <span className="text-muted">anonymisiert</span>}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatMoney(b.totalAmountCents)}
                    {b.refundedCents > 0 ? <div className="text-xs text-muted">erstattet {formatMoney(b.refundedCents)}</div> : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={BOOKING_STATUS_BADGE[b.status].tone}>{BOOKING_STATUS_BADGE[b.status].label}</Badge>
                      {b.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(b.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {d.pages > 1 ? (
        <nav aria-label="Seiten" className="mt-5 flex items-center justify-between gap-3">
          {d.page > 1 ? (
            <Link to={href({ page: d.page - 1 })} className={buttonClass("outline", "md")}>
              Zurück
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">
            Seite {d.page} von {d.pages}
          </span>
          {d.page < d.pages ? (
            <Link to={href({ page: d.page + 1 })} className={buttonClass("outline", "md")}>
              Weiter
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
