import { FileUp } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/storage-import";
import { AppError } from "~/lib/app-error";
import { formatDateTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { failure } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { IMPORT_KIND, IMPORT_STATUS } from "~/modules/data-import/labels";
import { getImportListView, getImportUploadOptions, type ImportListRow } from "~/modules/data-import/queries.server";
import { readImportUpload } from "~/modules/data-import/read-upload.server";
import { uploadImport } from "~/modules/data-import/upload-import.server";
import { importList, importUploadSchema } from "~/modules/data-import/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, FormSection, SelectInputField, SubmitButton, useActionResult, useZodForm, ZodForm, type Column } from "~/ui/back-office";
import { runIntentForm } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.storageImport) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const list = await loadList(request, importList, (params) => getImportListView(actor, params));
  return { list, ...getImportUploadOptions() };
}

const intents = defineIntents({
  upload: { label: "Datei hochladen", scope: "form", input: importUploadSchema },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  let form: FormData;
  try {
    form = await readImportUpload(request);
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    throw error;
  }
  return runIntentForm(form, intents, {
    upload: async ({ input, form }) => {
      const file = form.get("file");
      const { id } = await uploadImport({ actor, kind: input.kind, file: file instanceof File ? file : null });
      return redirect(linkTo(admin, "storageImportDetail", { id }));
    },
  });
}

const columns: Array<Column<ImportListRow>> = [
  {
    id: "file",
    header: "Datei",
    meta: { primary: true },
    cell: ({ row: { original: i } }) => (
      <Link to={i.href} className="font-semibold text-primary-strong underline-offset-2 hover:underline">
        {i.fileName}
      </Link>
    ),
  },
  { id: "kind", header: "Inhalt", cell: ({ row: { original: i } }) => i.kindLabel },
  { id: "status", header: "Status", cell: ({ row: { original: i } }) => <EnumBadge of={IMPORT_STATUS} value={i.status} /> },
  {
    id: "rows",
    header: "Zeilen",
    meta: { sortKey: "rows" },
    cell: ({ row: { original: i } }) => (
      <span className="tabular-nums">
        {i.totalRows.toLocaleString("de-DE")}
        {i.invalidRows ? <span className="text-danger"> ({i.invalidRows.toLocaleString("de-DE")} fehlerhaft)</span> : null}
      </span>
    ),
  },
  {
    id: "result",
    header: "Ergebnis",
    cell: ({ row: { original: i } }) =>
      i.status === "done" || i.status === "undone" || i.status === "failed" ? (
        <span className="tabular-nums">
          {i.createdCount.toLocaleString("de-DE")} neu · {i.updatedCount.toLocaleString("de-DE")} aktualisiert · {i.skippedCount.toLocaleString("de-DE")} übersprungen
        </span>
      ) : (
        "–"
      ),
  },
  { id: "created", header: "Hochgeladen", meta: { sortKey: "created" }, cell: ({ row: { original: i } }) => formatDateTime(i.createdAt) },
];

export default function StorageImportPage({ loaderData: d }: Route.ComponentProps) {
  const [form, fields] = useZodForm(importUploadSchema, { lastResult: useActionResult()?.submission, defaultValue: { kind: "events" } });
  const result = useActionResult();
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="Speicher-Import">
        Events, Orte, Artists oder Veranstalter:innen aus einer CSV-, Excel- oder JSON-Datei übernehmen: hochladen, Spalten zuordnen, Probelauf prüfen, importieren – und bei Bedarf vollständig rückgängig machen.
      </BackOfficeHeader>
      <ZodForm form={form} encType="multipart/form-data" warnUnsaved={false}>
        <input type="hidden" name="intent" value="upload" />
        <FormSection title="Neue Datei importieren" description={`CSV (Trennzeichen ; oder , in UTF-8), Excel (.xlsx) oder JSON, höchstens ${d.maxMegabytes} MB. Die erste Zeile nennt die Spalten.`}>
          <SelectInputField field={fields.kind} label="Inhalt der Datei" options={d.kinds} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="import-file" className="text-sm font-semibold text-ink">
              Datei<span aria-hidden="true" className="text-primary"> *</span>
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept=".csv,.txt,.xlsx,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="import-file-hint import-file-error"
              aria-invalid={result?.fields?.file ? true : undefined}
              className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:font-semibold file:text-primary-strong"
            />
            {result?.fields?.file ? (
              <p id="import-file-error" role="alert" className="text-sm font-semibold text-danger">
                {result.fields.file}
              </p>
            ) : null}
            <p id="import-file-hint" className="text-sm text-muted">
              Mit einer Spalte „Slug“ werden vorhandene Einträge aktualisiert statt neu angelegt.
            </p>
          </div>
          <div className="md:col-span-2">
            <SubmitButton pendingLabel="Wird hochgeladen…">
              <FileUp className="size-4" aria-hidden="true" /> Hochladen und Spalten zuordnen
            </SubmitButton>
          </div>
        </FormSection>
      </ZodForm>
      <DataTable
        caption="Bisherige Importe"
        list={d.list}
        columns={columns}
        rowId={(i) => i.id}
        search={{ label: "Dateiname", placeholder: "Dateiname suchen" }}
        filters={[
          { name: "kind", label: "Inhalt", allLabel: "Alle Inhalte", options: IMPORT_KIND.options() },
          { name: "status", label: "Status", allLabel: "Alle Status", options: IMPORT_STATUS.options() },
        ]}
        empty={{ icon: <FileUp className="size-10" />, title: "Noch keine Importe", body: "Laden Sie oben eine Datei hoch – der Probelauf zeigt Fehler, bevor etwas gespeichert wird." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "storageImport")} />;
}
