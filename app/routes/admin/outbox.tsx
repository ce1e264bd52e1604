import { Mail } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/outbox";
import { formatDateTime } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { listOutboxMails } from "~/modules/mail/list-outbox-mails.server";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { controlClass } from "~/ui/form-field";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

export const meta: Route.MetaFunction = () => [{ title: "Postausgang – Admin – Stadtpuls" }];

/** The outbox's e-mails (local mode only): where a local installation without SMTP_URL keeps its mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const to = pageUrl(request).searchParams.get("to") ?? "";
  const mails = await listOutboxMails({ actor, to }).catch(throwAsResponse);
  return { to, mails };
}

const STATUS = {
  sent: { tone: "success", label: "Zugestellt" },
  pending: { tone: "warning", label: "Wartet" },
  processing: { tone: "warning", label: "Wird zugestellt" },
  failed: { tone: "warning", label: "Erneuter Versuch" },
  dead: { tone: "neutral", label: "Aufgegeben" },
} as const;

export default function AdminOutboxPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div>
      <BackOfficeHeader eyebrow="Administration" title="Postausgang">
        Lokaler Modus ohne SMTP: E-Mails werden hier abgelegt statt verschickt. Im Produktivbetrieb gibt es diese Seite nicht.
      </BackOfficeHeader>
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-2" role="search">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="outbox-to" className="text-sm font-semibold">
            Empfänger:in (E-Mail)
          </label>
          <input id="outbox-to" name="to" type="email" defaultValue={d.to} className={controlClass} maxLength={254} />
        </div>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Filtern
        </button>
      </Form>
      {d.mails.length === 0 ? (
        <EmptyState className="mt-8" icon={<Mail className="size-10" />} title="Keine E-Mails">
          {d.to ? "An diese Adresse wurde noch nichts geschickt." : "Sobald E-Mails verschickt werden, erscheinen sie hier."}
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {d.mails.map((m) => (
            <li key={m.id} className="rounded-2xl border border-line bg-white p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{m.result?.subject ?? m.topic}</span>
                <Badge tone={STATUS[m.status as keyof typeof STATUS]?.tone ?? "neutral"}>{STATUS[m.status as keyof typeof STATUS]?.label ?? m.status}</Badge>
              </div>
              <p className="mt-1 text-sm text-muted">
                an {m.recipient ?? "–"} · {formatDateTime(m.createdAt)}
              </p>
              {m.result?.text ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-primary-strong">Text anzeigen</summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{m.result.text}</pre>
                </details>
              ) : null}
              {m.lastError ? <p className="mt-2 text-sm text-red-700">Letzter Fehler: {m.lastError}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
