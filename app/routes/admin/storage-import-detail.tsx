import { CheckCircle2, Play, RotateCcw, Undo2 } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/storage-import-detail";
import { formatDateTime } from "~/lib/format";
import { runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { startImport } from "~/modules/data-import/import-job.server";
import { IMPORT_STATUS } from "~/modules/data-import/labels";
import { assertImportVisible, getImportView, type ImportView } from "~/modules/data-import/queries.server";
import { undoImport } from "~/modules/data-import/undo-import.server";
import { validateImport } from "~/modules/data-import/validate-import.server";
import { importMappingSchema } from "~/modules/data-import/validation";
import { admin, pageTitle } from "~/registry";
import { DetailPage, DetailSection, defineIntents, ErrorSummary, IntentButton, SelectInputField, SubmitButton, useActionResult, useZodForm, ZodForm } from "~/ui/back-office";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `${data.fileName} – ${pageTitle(admin, admin.pages.storageImportDetail)}` : pageTitle(admin, admin.pages.storageImportDetail) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getImportView(actor, params.id).catch(throwAsResponse);
}

const intents = defineIntents({
  validate: { label: "Probelauf starten", scope: "form", input: importMappingSchema },
  start: { label: "Import starten", success: "Der Import läuft – der Fortschritt erscheint unten.", scope: "form" },
  resume: { label: "Import fortsetzen", success: "Der Import wird an der unterbrochenen Stelle fortgesetzt.", scope: "form" },
  undo: {
    label: "Import rückgängig machen",
    scope: "form",
    tone: "danger",
    confirm: {
      title: "Ganzen Import rückgängig machen?",
      body: "Alle durch diesen Import angelegten Einträge werden gelöscht, alle geänderten erhalten ihren vorherigen Stand zurück.",
      confirmLabel: "Rückgängig machen",
    },
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const missing = await runUseCase(() => assertImportVisible(actor, params.id));
  if (missing) return missing;
  return runIntents(request, intents, {
    validate: async ({ input }) => {
      const r = await validateImport({ actor, id: params.id, map: input.map });
      return reply({
        message: r.invalid
          ? `Probelauf abgeschlossen: ${r.valid.toLocaleString("de-DE")} Zeilen gültig, ${r.invalid.toLocaleString("de-DE")} mit Fehlern (siehe unten).`
          : `Probelauf abgeschlossen: alle ${r.valid.toLocaleString("de-DE")} Zeilen sind gültig.`,
      });
    },
    start: () => startImport({ actor, id: params.id }),
    resume: () => startImport({ actor, id: params.id }),
    undo: async () => {
      const r = await undoImport({ actor, id: params.id });
      return reply({ message: `Import rückgängig gemacht: ${r.deleted.toLocaleString("de-DE")} Einträge gelöscht, ${r.restored.toLocaleString("de-DE")} wiederhergestellt.` });
    },
  });
}

/** While the job runs the page asks again every 1.5 s (without JavaScript: a meta refresh). */
function usePolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (state === "idle") void revalidate();
    }, 1500);
    return () => clearInterval(t);
  }, [active, revalidate, state]);
}

export default function StorageImportDetailPage({ loaderData: d }: Route.ComponentProps) {
  usePolling(d.running);
  const n = (v: number) => v.toLocaleString("de-DE");
  return (
    <DetailPage
      back={{ to: d.listHref, label: "Alle Importe" }}
      eyebrow={`Import · ${d.kindLabel}`}
      title={d.fileName}
      meta={<EnumBadge of={IMPORT_STATUS} value={d.status} />}
      actions={<Actions d={d} />}
      facts={[
        { label: "Zeilen", value: n(d.totalRows), hint: d.format.toUpperCase() },
        { label: "Fehlerhaft", value: d.status === "uploaded" ? "–" : n(d.invalidRows), hint: d.status === "uploaded" ? "nach dem Probelauf" : undefined },
        { label: "Hochgeladen", value: formatDateTime(d.createdAt) },
        { label: d.undoneAt ? "Rückgängig am" : "Abgeschlossen", value: d.undoneAt ? formatDateTime(d.undoneAt) : d.finishedAt ? formatDateTime(d.finishedAt) : "–" },
      ]}
    >
      {d.running || d.status === "done" || d.status === "failed" || d.status === "undone" ? <Progress d={d} /> : null}
      {d.status !== "uploaded" ? <Issues d={d} /> : null}
      {d.canMap ? <Mapping d={d} /> : null}
    </DetailPage>
  );
}

function Actions({ d }: { d: ImportView }) {
  return (
    <div className="flex flex-wrap gap-2">
      {d.canStart ? (
        <IntentButton intent="start" spec={intents.start} variant="primary">
          <Play className="size-4" aria-hidden="true" /> {d.invalidRows ? `${d.validRows.toLocaleString("de-DE")} gültige Zeilen importieren` : "Import starten"}
        </IntentButton>
      ) : null}
      {d.canResume ? (
        <IntentButton intent="resume" spec={intents.resume}>
          <RotateCcw className="size-4" aria-hidden="true" /> Fortsetzen
        </IntentButton>
      ) : null}
      {d.canUndo ? (
        <IntentButton intent="undo" spec={intents.undo} variant="danger">
          <Undo2 className="size-4" aria-hidden="true" /> Import rückgängig machen
        </IntentButton>
      ) : null}
    </div>
  );
}

function Progress({ d }: { d: ImportView }) {
  const n = (v: number) => v.toLocaleString("de-DE");
  return (
    <DetailSection title={d.running ? "Fortschritt" : "Ergebnis"}>
      {d.running ? (
        <noscript>
          <meta httpEquiv="refresh" content="2" />
        </noscript>
      ) : null}
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between text-sm">
          <span id="import-progress-label" className="font-semibold">
            {d.running ? "Import läuft …" : d.status === "failed" ? "Import unterbrochen" : "Import abgeschlossen"}
          </span>
          <span className="tabular-nums text-muted">{d.progressPercent} %</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="import-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={d.progressPercent}
          className="h-3 w-full overflow-hidden rounded-full bg-line"
        >
          <div className={d.status === "failed" ? "h-full bg-danger" : "h-full bg-primary transition-[width]"} style={{ width: `${d.progressPercent}%` }} />
        </div>
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3" aria-live="polite">
          {[
            ["Neu angelegt", d.createdCount, "bg-success/10"],
            ["Aktualisiert", d.updatedCount, "bg-primary/10"],
            ["Übersprungen", d.skippedCount, "bg-line/60"],
          ].map(([label, value, tone]) => (
            <div key={label} className={`flex items-baseline justify-between gap-3 rounded-xl px-4 py-2 sm:flex-col sm:items-center ${tone}`}>
              <dt className="text-sm font-semibold text-muted">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{n(value as number)}</dd>
            </div>
          ))}
        </dl>
        {d.status === "failed" && d.lastError ? <p className="text-sm text-danger">Unterbrochen nach Zeile {n(d.handled)}. Mit „Fortsetzen“ geht es dort weiter.</p> : null}
        {d.status === "undone" ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <CheckCircle2 className="size-4" aria-hidden="true" /> Dieser Import wurde vollständig rückgängig gemacht.
          </p>
        ) : null}
      </div>
    </DetailSection>
  );
}

function Mapping({ d }: { d: ImportView }) {
  const [form, fields] = useZodForm(importMappingSchema, { lastResult: useActionResult()?.submission, defaultValue: { map: d.columns.map((c) => c.field) } });
  const list = fields.map.getFieldList();
  return (
    <DetailSection title="Spalten zuordnen">
      <ZodForm form={form} warnUnsaved={false} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="validate" />
        <p className="text-sm text-muted">
          Vorschläge nach den Spaltennamen – ändern Sie jede Zuordnung bei Bedarf. Der Probelauf prüft jede Zeile mit denselben Regeln wie das Formular und speichert noch nichts.
        </p>
        <ErrorSummary form={form} />
        {fields.map.errors?.length ? (
          <p role="alert" className="text-sm font-semibold text-danger">
            {fields.map.errors[0]}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {d.columns.map((c, i) => (
            <div key={c.header} className="rounded-2xl border border-line p-4">
              <SelectInputField
                field={list[i]!}
                label={`Spalte „${c.header}“`}
                options={d.fieldOptions}
                placeholder="– nicht importieren –"
                hint={c.samples.filter(Boolean).length ? `z. B. ${c.samples.filter(Boolean).slice(0, 2).map((s) => (s.length > 40 ? `${s.slice(0, 40)}…` : s)).join(" · ")}` : "in den ersten Zeilen leer"}
              />
            </div>
          ))}
        </div>
        <div>
          <SubmitButton pendingLabel="Probelauf läuft…">{d.status === "validated" ? "Probelauf wiederholen" : "Probelauf starten"}</SubmitButton>
        </div>
      </ZodForm>
    </DetailSection>
  );
}

function Issues({ d }: { d: ImportView }) {
  if (!d.issues.length) {
    return d.status === "validated" ? (
      <DetailSection title="Probelauf">
        <p className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-success" aria-hidden="true" /> Alle {d.totalRows.toLocaleString("de-DE")} Zeilen sind gültig.
        </p>
      </DetailSection>
    ) : null;
  }
  return (
    <DetailSection title={`Fehlerhafte Zeilen (${(d.status === "validated" ? d.invalidRows : d.skippedCount || d.invalidRows).toLocaleString("de-DE")})`}>
      <p className="mb-3 text-sm text-muted">Diese Zeilen werden nicht importiert. Korrigieren Sie die Datei und laden Sie sie erneut hoch, um sie zu übernehmen.</p>
      <ul className="flex flex-col divide-y divide-line/60 sm:hidden" aria-label="Fehler je Zeile">
        {d.issues.map((i, k) => (
          <li key={`${i.rowNumber}-${k}`} className="py-2 text-sm">
            <p className="font-semibold">
              Zeile {i.rowNumber.toLocaleString("de-DE")} · {i.field}
            </p>
            <p>{i.message}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Fehler je Zeile</caption>
          <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-2 pr-4">Zeile</th>
              <th scope="col" className="py-2 pr-4">Feld</th>
              <th scope="col" className="py-2">Fehler</th>
            </tr>
          </thead>
          <tbody>
            {d.issues.map((i, k) => (
              <tr key={`${i.rowNumber}-${k}`} className="border-b border-line/60 align-top">
                <td className="py-2 pr-4 tabular-nums font-semibold">{i.rowNumber.toLocaleString("de-DE")}</td>
                <td className="py-2 pr-4">
                  {i.field}
                  {i.column && i.column !== i.field ? <span className="block text-xs text-muted">Spalte „{i.column}“</span> : null}
                </td>
                <td className="py-2">{i.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {d.issuesCapped ? <p className="mt-3 text-sm text-muted">Es werden die ersten 200 fehlerhaften Zeilen gezeigt.</p> : null}
    </DetailSection>
  );
}
