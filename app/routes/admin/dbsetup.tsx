import { Database, RefreshCw, Send } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/dbsetup";
import { formatDateTime } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getDatabaseView, loadDemoData, resendOutboxMessages, type DatabaseView } from "~/composition/database.server";
import { admin, pageTitle } from "~/registry";
import { DetailPage, DetailSection, defineIntents, IntentButton } from "~/ui/back-office";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.dbsetup) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getDatabaseView(actor).catch(throwAsResponse);
}

const OUTBOX_KINDS = ["email", "push", "notification", "webhook"] as const;
const KIND_LABELS: Record<(typeof OUTBOX_KINDS)[number], string> = { email: "E-Mail", push: "Push", notification: "Benachrichtigung", webhook: "Webhook" };

const intents = defineIntents({
  resend: { label: "Erneut senden", success: "Die Nachricht wird erneut zugestellt." },
  resendKind: {
    label: "Alle erneut senden",
    scope: "form",
    input: z.object({ kind: z.enum(OUTBOX_KINDS, { error: "Unbekannte Nachrichtenart." }) }),
  },
  loadDemo: {
    label: "Demo-Daten laden",
    scope: "form",
    confirm: {
      title: "Demo-Daten laden?",
      body: "Legt Städte, Orte, Events, Artists und die Demo-Konten an – nur in eine leere Datenbank. Eine Datenbank mit Daten bleibt unverändert.",
      confirmLabel: "Laden",
    },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, intents, {
    resend: ({ id }) => resendOutboxMessages({ actor, id: /^\d{1,15}$/.test(id) ? Number(id) : -1 }),
    resendKind: async ({ input }) => {
      const r = await resendOutboxMessages({ actor, kind: input.kind });
      return reply({ message: r.count ? `${r.count.toLocaleString("de-DE")} Nachrichten werden erneut zugestellt.` : "Es gibt keine aufgegebenen Nachrichten dieser Art." });
    },
    loadDemo: async () => {
      const r = await loadDemoData({ actor });
      return reply({
        message: r.skipped
          ? "Die Datenbank enthält bereits Daten – es wurde nichts geschrieben."
          : `Demo-Daten geladen: ${r.events.toLocaleString("de-DE")} Events, ${r.places.toLocaleString("de-DE")} Orte, ${r.artists.toLocaleString("de-DE")} Artists.`,
      });
    },
  });
}

export default function DbSetupPage({ loaderData: d }: Route.ComponentProps) {
  const dead = d.outbox.counts.reduce((s, c) => s + c.dead, 0);
  return (
    <DetailPage
      eyebrow="Administration"
      title="Datenbank"
      description="Zustand der Datenbank: Engine, Migrationen, Tabellengrößen und der Postausgang der Hintergrundzustellung."
      meta={d.pendingMigrations ? <Badge tone="warning">{d.pendingMigrations} Migrationen ausstehend</Badge> : <Badge tone="success">Alle Migrationen angewendet</Badge>}
      facts={[
        { label: "Engine", value: d.engine },
        { label: "Version", value: d.version },
        { label: "Größe", value: d.databaseSize },
        { label: "Aufgegebene Nachrichten", value: dead.toLocaleString("de-DE"), hint: dead ? "siehe Postausgang unten" : "keine" },
      ]}
    >
      <OutboxSection d={d} />
      <DetailSection title={`Migrationen (${d.migrations.length})`}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Migrationen</caption>
            <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="hidden py-2 pr-4 sm:table-cell">Nr.</th>
                <th scope="col" className="py-2 pr-4">Migration</th>
                <th scope="col" className="hidden py-2 pr-4 sm:table-cell">Erstellt</th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {d.migrations.map((m) => (
                <tr key={m.tag} className="border-b border-line/60">
                  <td className="hidden py-2 pr-4 tabular-nums sm:table-cell">{m.idx}</td>
                  <td className="break-all py-2 pr-4 font-mono text-xs">{m.tag}</td>
                  <td className="hidden py-2 pr-4 sm:table-cell">{formatDateTime(m.createdAt)}</td>
                  <td className="whitespace-nowrap py-2">{m.applied ? <Badge tone="success">Angewendet</Badge> : <Badge tone="warning">Ausstehend</Badge>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DetailSection>
      <DetailSection title={`Tabellen (${d.tables.length})`}>
        <p className="mb-3 text-sm text-muted">Größe mit Indizes; die Zeilenzahl ist die Schätzung der Datenbank (Statistik, kein Zählen).</p>
        <div className="max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-label="Tabellengrößen">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Tabellengrößen</caption>
            <thead className="sticky top-0 border-b border-line bg-white text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">Tabelle</th>
                <th scope="col" className="whitespace-nowrap py-2 pr-4 text-right">Größe</th>
                <th scope="col" className="py-2 text-right">Zeilen (ca.)</th>
              </tr>
            </thead>
            <tbody>
              {d.tables.map((t) => (
                <tr key={t.name} className="border-b border-line/60">
                  <td className="break-all py-1.5 pr-4 font-mono text-xs">{t.name}</td>
                  <td className="whitespace-nowrap py-1.5 pr-4 text-right tabular-nums">{t.size}</td>
                  <td className="py-1.5 text-right tabular-nums">{t.rows === null ? "–" : t.rows.toLocaleString("de-DE")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DetailSection>
      {d.canLoadDemoData ? (
        <DetailSection title="Demo-Daten">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Nur außerhalb des Produktivbetriebs: füllt eine leere Datenbank mit den Demo-Inhalten und Demo-Konten.</p>
            <IntentButton intent="loadDemo" spec={intents.loadDemo} variant="outline">
              <Database className="size-4" aria-hidden="true" /> Demo-Daten laden
            </IntentButton>
          </div>
        </DetailSection>
      ) : null}
    </DetailPage>
  );
}

function OutboxSection({ d }: { d: DatabaseView }) {
  return (
    <DetailSection title="Postausgang (Hintergrundzustellung)">
      {d.outbox.counts.length === 0 ? (
        <p className="text-sm text-muted">Keine offenen Nachrichten – alles zugestellt.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Offene Nachrichten je Art</caption>
            <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4">Art</th>
                <th scope="col" className="py-2 pr-4 text-right">Wartend</th>
                <th scope="col" className="py-2 pr-4 text-right">Wiederholung</th>
                <th scope="col" className="py-2 pr-4 text-right">Aufgegeben</th>
                <th scope="col" className="py-2"><span className="sr-only">Aktion</span></th>
              </tr>
            </thead>
            <tbody>
              {d.outbox.counts.map((c) => (
                <tr key={c.kind} className="border-b border-line/60">
                  <td className="py-2 pr-4 font-semibold">{KIND_LABELS[c.kind]}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{c.pending.toLocaleString("de-DE")}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{c.retrying.toLocaleString("de-DE")}</td>
                  <td className={c.dead ? "py-2 pr-4 text-right font-semibold tabular-nums text-danger" : "py-2 pr-4 text-right tabular-nums"}>{c.dead.toLocaleString("de-DE")}</td>
                  <td className="py-2 text-right">
                    {c.dead ? (
                      <IntentButton intent="resendKind" spec={intents.resendKind} fields={{ kind: c.kind }}>
                        <RefreshCw className="size-4" aria-hidden="true" /> Alle erneut senden
                      </IntentButton>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {d.outbox.dead.length ? (
        <div className="mt-5">
          <h3 className="mb-2 font-semibold">Zuletzt aufgegeben</h3>
          <ul className="flex flex-col divide-y divide-line/60">
            {d.outbox.dead.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {KIND_LABELS[m.kind]} · {m.topic}
                  </p>
                  <p className="break-all text-sm text-muted">
                    {m.recipient ?? "ohne Empfänger:in"} · {formatDateTime(m.createdAt)} · {m.attempts} Versuche
                  </p>
                  {m.lastError ? <p className="break-words text-sm text-danger">Letzter Fehler: {m.lastError}</p> : null}
                </div>
                <IntentButton intent="resend" spec={intents.resend} id={String(m.id)}>
                  <Send className="size-4" aria-hidden="true" /> Erneut senden
                </IntentButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DetailSection>
  );
}
