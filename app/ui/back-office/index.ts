/**
 * The back-office kit: every organizer, admin and business-owner page is built from these pieces,
 * so a page is a small route file plus its module's validation, list query and use cases.
 *
 * LISTS (URL state: page, sort, dir, q, filters — shareable, back button works, works before hydration)
 *   const list = defineList({ sortable: ["start", "title"], defaultSort: "start", defaultDir: "desc",
 *                             filters: { status: z.enum(["draft", "published"]) } });      // shared file
 *   loader:  const params = parseListParams(pageUrl(request), list);                       // never throws; German notices
 *   module:  listPage(params, { rows: ({ limit, offset }) => db.select()….orderBy(...orderBy(params, cols, t.id)).limit(limit).offset(offset),
 *                               total: () => db.$count(t, where) })                        // ~/ui/back-office/list-query.server
 *   page:    <DataTable caption list={view} columns rowId search filters                   // list: rows, total, page, pageSize, sort, dir, notices
 *                       rowActions bulkActions empty toolbar />                              // real <table>, aria-sort, cards < 768 px
 *            errors: <DataTableError /> in the route's ErrorBoundary.
 *
 * FORMS (conform + zod 4; one schema in the module's validation.ts for browser and server)
 *   page:    const [form, fields] = useZodForm(schema, { lastResult: actionData?.result, defaultValue });
 *            <ZodForm form={form}> <InputField field={fields.title} label="Titel" /> … <SubmitButton>Speichern</SubmitButton> </ZodForm>
 *            (error summary at the top, German errors beside each field, unsaved-changes warning, pending button)
 *   action:  return runFormAction(request, schema, (value) => useCase({ actor, ...value }).then(() => redirect(…)));
 *            // ~/ui/back-office/form.server — AppError.fields land beside their fields
 *   schema:  every list gets its business limit with .max() (tickets per event, event types, rows): an index or repeat
 *            beyond it is refused before parsing (~/lib/form-limits); texts through oneLine/multiLine, links zWebUrl,
 *            whole numbers zInteger(…).pipe(z.number().min().max()) (~/lib/input)
 *   Confirm: <ConfirmDialog open title onConfirm onCancel> or <ConfirmSubmitButton title body name="intent" value="delete">.
 *
 * CHARTS   <Chart title type="bar|line|area" data xKey xFormat="date" series valueFormat="money" />
 *          recharts is loaded lazily (React.lazy) only where a chart renders; a data table is always there.
 * EXPORT   resource route loader: return csvExportResponse({ filename, columns, batches: keysetBatches(fetch, keyOf) })
 *          or xlsxExportResponse(…)  // ~/ui/back-office/export.server — BOM, ";" , dd.MM.yyyy, streamed in batches
 * UPLOAD   <ImageUploadField file={fields.image} alt={fields.imageAlt} kept={fields.imageUrl} current={…} />
 *          schema: zImageFile, zImageAlt, .superRefine(refineImageAlt("image", "imageAlt", "imageUrl"));
 *          use case: saveUploadedImage({ actor, file, altText, purpose }) from ~/modules/media/upload-image.server
 * HEADER   <BackOfficeHeader eyebrow="Verwaltung" title="Event-Buchungen" actions={…} back={{ to, label }}>One sentence.</BackOfficeHeader>
 * SIDEBAR  area layouts pass `sidebarOpen: sidebarOpenFromRequest(request)` to <AreaLayout> (cookie 7 days, Ctrl/Cmd+B).
 */
export { DataTable, DataTableError, type BulkAction, type Column, type ColumnDef, type DataTableProps, type TableFilter, type TableList } from "~/ui/back-office/data-table";
export { defineList, listHref, parseListParams, type ListParams, type ListSpec, type SortDir } from "~/ui/back-office/list-params";
export {
  CheckboxInputField,
  ErrorSummary,
  FieldShell,
  FormSection,
  InputField,
  SelectInputField,
  SubmitButton,
  TextareaField,
  useZodForm,
  ZodForm,
  type SubmissionResult,
} from "~/ui/back-office/form";
export { ConfirmDialog, ConfirmSubmitButton } from "~/ui/back-office/confirm-dialog";
export { Chart, type ChartProps, type ChartSeries } from "~/ui/back-office/chart";
export { ImageUploadField, refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";
export { readSidebarOpen, sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";
export { BackOfficeHeader } from "~/ui/back-office/page-header";
