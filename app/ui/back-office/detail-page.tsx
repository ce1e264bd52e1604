import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { ActionResultNotice, useActionResult } from "~/ui/back-office/action-result";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

/** One key fact of a detail page: a German label and its value (a figure, a date, a badge …). */
export type Fact = { label: string; value: ReactNode; hint?: ReactNode };

/**
 * The detail page of the back office (a booking, a user, a place …): the header with the way back to
 * its list, the key facts as a definition list, then sections and related lists; the answer of the
 * page's last action above it all.
 *
 * ```tsx
 * <DetailPage back={{ to: "/admin/bookings", label: "Alle Buchungen" }} eyebrow="Buchung SP-123" title="Erika Gast"
 *             meta={<EnumBadge of={BOOKING_STATUS} value={b.status} />} actions={<IntentButton … />}
 *             facts={[{ label: "Betrag", value: formatMoney(b.totalCents) }, …]}>
 *   <DetailSection title="Tickets">…</DetailSection>
 * </DetailPage>
 * ```
 */
export function DetailPage({
  back,
  eyebrow,
  title,
  description,
  meta,
  actions,
  facts,
  aside,
  children,
}: {
  back?: { to: string; label: string };
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
  facts?: Fact[];
  /** A column beside the sections on wide screens (a timeline, related items). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const result = useActionResult();
  return (
    <div className="flex flex-col gap-8">
      <BackOfficeHeader back={back} eyebrow={eyebrow} title={title} meta={meta} actions={actions}>
        {description}
      </BackOfficeHeader>
      <ActionResultNotice result={result} />
      {facts?.length ? <FactList facts={facts} /> : null}
      <div className={cn("grid gap-8", aside && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="flex min-w-0 flex-col gap-8">{children}</div>
        {aside ? <aside className="flex min-w-0 flex-col gap-6">{aside}</aside> : null}
      </div>
    </div>
  );
}

/** Key facts as cards in a grid (a real <dl>). */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 md:grid-cols-4", className)}>
      {facts.map((f) => (
        <div key={f.label} className="min-w-0 rounded-2xl border border-line bg-white px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{f.label}</dt>
          <dd className="mt-1 break-words text-lg font-semibold tabular-nums">{f.value}</dd>
          {f.hint ? <dd className="mt-0.5 text-sm text-muted">{f.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** A titled section of a detail page (a card); `actions` sit beside its title. */
export function DetailSection({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn("rounded-[var(--radius-card)] border border-line bg-white p-5 md:p-6", className)} aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-semibold">{title}</h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
