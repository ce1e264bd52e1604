/**
 * The back-office kit: every organizer, admin and business-owner page is built from these pieces,
 * so a page is a small route file plus its module's validation, list query and use cases.
 * The recipe, with a whole page: docs/recipes/back-office-page.md.
 *
 * LISTS — one contract: list spec → URL params → module query → TableList → <DataTable>
 *   spec (~/lib/list/list-spec, shared):  defineList({ sortable: ["name"], defaultSort: "name", filters: { status: STATUS.schema }, dateRange: true })
 *   module (~/lib/list/list.server):      return listPage(params, { rows: ({ limit, offset }) => …, total: () => …, map })   // → TableList
 *   loader (~/lib/list/load-list.server): return loadList(request, spec, (params) => getXView(actor, params))             // never throws on bad URL values
 *   page:    <DataTable caption list columns rowId search filters dateRange rowActions bulk exportBase empty toolbar />
 *   export:  exportResponse(request, await exportX(actor, exportListParams(request, spec)))  // same filters as the page
 * INTENTS — typed row, bulk and form actions with one answer shape (ActionResult, ~/lib/action-result)
 *   shared:  const intents = defineIntents({ verify: { label, success, bulk: true, confirm } })
 *   action:  return runIntents(request, intents, { verify: ({ id }) => useCase({ actor, id }) })  // 'x von y erledigt'
 *   page:    <IntentButton intent="verify" spec={intents.verify} id={row.id} />; useActionResult()
 * FORMS (conform + zod 4; one schema in the module's validation.ts for browser and server)
 *   page:    const [form, fields] = useZodForm(schema, { lastResult: useActionResult()?.submission, defaultValue });
 *            <ZodForm form={form}> <InputField field={fields.title} label="Titel" /> … <SubmitButton>Speichern</SubmitButton> </ZodForm>
 *   action:  return runFormAction(request, schema, (value) => useCase({ actor, ...value }).then(() => redirectWithToast(…)));
 *   schema:  every list gets its business limit with .max() (tickets per event, event types, rows): an index or repeat
 *            beyond it is refused before parsing (~/lib/form-limits); texts through oneLine/multiLine, links zWebUrl,
 *            whole numbers zInteger(…).pipe(z.number().min().max()) (~/lib/input)
 * ENUMS    defineEnum({ draft: { label: "Entwurf", tone: "neutral" } }) (~/lib/enum) → .schema, .options(), <EnumBadge of value />
 * DETAIL   <DetailPage back title facts actions> <DetailSection title>…</DetailSection> </DetailPage>
 * CHARTS   <Chart title type="bar|line|area" data xKey xFormat="date" series valueFormat="money" /> (recharts lazily; a data table always)
 * UPLOAD   <ImageUploadField file alt kept current />; schema zImageFile, zImageAlt; use case saveUploadedImage (modules/media)
 * HEADER   <BackOfficeHeader eyebrow title actions back>One sentence.</BackOfficeHeader>
 * REFRESH  useRefreshWhile(running) — revalidates every 3 s while a batch runs on the server
 * SIDEBAR  area layouts pass `sidebarOpen: sidebarOpenFromRequest(request)` to <AreaLayout> (cookie 7 days, Ctrl/Cmd+B).
 */
export { DecisionForm } from "~/ui/back-office/decision-form";
export { DataTable, DataTableError, type Column, type ColumnDef, type DataTableProps, type TableFilter } from "~/ui/back-office/data-table";
export { defineList, listHref, parseListParams, type ListParams, type ListSpec, type SortDir, type TableList } from "~/lib/list/list-spec";
export { defineIntents, type IntentSpec } from "~/ui/back-office/intents";
export { ActionResultNotice, IntentButton, useActionResult } from "~/ui/back-office/action-result";
export { DetailPage, DetailSection, FactList, type Fact } from "~/ui/back-office/detail-page";
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
export { TitleCell } from "~/ui/back-office/title-cell";
export { useRefreshWhile } from "~/ui/back-office/refresh-while";
