import { ArrowRight, History, Search, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/usercheck";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { getUserCheckView, type UserCheckFact } from "~/modules/reporting/user-check.server";
import { admin, pageTitle } from "~/registry";
import { BackOfficeHeader, DetailSection } from "~/ui/back-office";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { TextField } from "~/ui/form-field";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.usercheck) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "support");
  return getUserCheckView(actor, pageUrl(request).searchParams.get("q") ?? "").catch(throwAsResponse);
}

const link = "font-semibold text-primary-strong hover:underline";

function FactRow({ fact: f }: { fact: UserCheckFact }) {
  return (
    <div className="grid gap-2 py-4 first:pt-0 last:pb-0 md:grid-cols-[12rem_minmax(0,1fr)_auto] md:gap-4">
      <dt className="font-semibold text-ink">{f.label}</dt>
      <dd className="flex min-w-0 flex-col gap-1.5">
        <span>
          <Badge tone={f.tone}>{f.value}</Badge>
        </span>
        <p className="text-sm text-muted">{f.explanation}</p>
        {f.items?.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {f.items.map((i, n) => (
              <li key={`${i.label}-${n}`} className="break-words">
                {i.href ? (
                  <Link to={i.href} className={link}>
                    {i.label}
                  </Link>
                ) : (
                  <span className="font-medium">{i.label}</span>
                )}
                {i.detail ? <span className="text-muted"> · {i.detail}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </dd>
      <dd className="md:text-right">
        {f.fix ? (
          <Link to={f.fix.href} className={buttonClass("outline", "sm")}>
            {f.fix.label} <ArrowRight aria-hidden="true" className="size-4" />
            <span className="sr-only"> ({f.label})</span>
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

export default function AdminUserCheck({ loaderData: v }: Route.ComponentProps) {
  const error = v.state === "invalid" ? v.message : undefined;
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="User-Verwaltung" title="Benutzerprüfung">
        Alles, was entscheidet, was ein Konto darf – und warum. Die erste Seite, wenn jemand sagt: „Ich komme nicht rein.“
      </BackOfficeHeader>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4">
        <TextField
          label="E-Mail-Adresse oder Konto-ID"
          name="q"
          type="search"
          defaultValue={v.query}
          key={v.query}
          maxLength={200}
          autoComplete="off"
          placeholder="name@beispiel.de"
          error={error}
          fieldClassName="min-w-0 flex-[1_1_18rem]"
        />
        <button type="submit" className={buttonClass("primary", "md")}>
          <Search aria-hidden="true" className="size-4" /> Prüfen
        </button>
      </Form>

      {v.state === "empty" ? (
        <EmptyState icon={<UserRound className="size-10" />} title="Welches Konto möchten Sie prüfen?">
          <p>Geben Sie die E-Mail-Adresse oder die Konto-ID ein. Sie sehen Rolle, Bestätigung, Sitzungen, Anfragen und Zugänge mit einer kurzen Erklärung.</p>
        </EmptyState>
      ) : null}
      {v.state === "notFound" ? (
        <p role="status" className="rounded-2xl border border-line bg-white px-4 py-3 font-medium">
          {v.message}
        </p>
      ) : null}
      {v.state === "found" ? (
        <>
          <section aria-label="Konto" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-4 md:p-5">
            <div className="min-w-0">
              <h2 className="break-words font-display text-xl font-semibold">{v.account.name || v.account.email}</h2>
              <p className="break-words text-muted">
                {v.account.email} · Konto seit {v.account.createdAt}
              </p>
              <p className="mt-1 break-all text-xs text-muted">ID {v.account.id}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={v.account.auditHref} className={buttonClass("outline", "sm")}>
                <History aria-hidden="true" className="size-4" /> Änderungen durch dieses Konto
              </Link>
              <Link to={v.account.editHref} className={buttonClass("secondary", "sm")}>
                Konto bearbeiten
              </Link>
            </div>
          </section>
          {v.sections.map((s) => (
            <DetailSection key={s.title} title={s.title}>
              <dl className="divide-y divide-line">
                {s.facts.map((f) => (
                  <FactRow key={f.id} fact={f} />
                ))}
              </dl>
            </DetailSection>
          ))}
        </>
      ) : null}
    </div>
  );
}
